/*
 * The whole database schema, one barrel over the files that each hold one
 * part of it: drizzle-kit reads this file, and code imports tables from here.
 * The parts import each other directly, never through this barrel, so there
 * is no import cycle.
 */
export * from './accounts-schema';
export * from './admin-schema';
export * from './catalog-schema';
export * from './kiosk-schema';
export * from './order-ledger-schema';
export * from './orders-schema';
export * from './photos-schema';
export * from './push-schema';
export * from './staff-schema';
