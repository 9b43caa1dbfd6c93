export * from './api';
export * from './cart';
export * from './catalog';
export * from './common';
export * from './content';
export * from './promo';
export * from './ssr';
export * from './storage';
