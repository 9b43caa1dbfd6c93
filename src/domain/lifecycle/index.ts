export * from './payment-state';
export * from './stages';
