export { KioskApp, type KioskData } from './KioskApp';
