import type { Clock } from '../../src/domain/time';

/**
 * The instant every test database is seeded at and every test app believes it is.
 * The demo promotions and alerts are dated relative to the seeding time, so a
 * fixed clock keeps "active now" answers the same on every run and every day.
 */
export const FIXED_NOW = new Date('2026-11-22T12:00:00+03:00');

/** The clock test apps run on: a fresh Date each call so nobody can mutate the constant. */
export const fixedClock: Clock = () => new Date(FIXED_NOW.getTime());
