import { shopOffsetMinutes, shopWallClock } from './shop-clock';

export { shopClockTime, shopOffsetMinutes } from './shop-clock';
export { shopDateOf } from './shop-date';

/*
 * Calendar arithmetic in the shop's zone (`Europe/Minsk`) and the instants its
 * wall clock names; the clock itself is in shop-clock.ts. No Node APIs, so the
 * browser can use the same functions.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return { year, month, day };
}

/** `YYYY-MM-DD` plus a number of calendar days. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The weekday of a calendar date, Monday first (0–6), as shops' `hours` are listed. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * The instant the shop's clocks show `minutes` after midnight of `date`
 * (`minutes` may pass 24 hours: a day's hours can run past midnight). A wall
 * time skipped by a clock change resolves to the instant just after the gap.
 */
export function shopInstant(date: string, minutes: number): Date {
  const { year, month, day } = parseDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  // The offset of the guess, then of the corrected instant: two steps settle it on both sides of a change.
  const first = wallAsUtc - shopOffsetMinutes(wallAsUtc) * MINUTE_MS;
  const second = wallAsUtc - shopOffsetMinutes(first) * MINUTE_MS;
  return new Date(second);
}

/** ISO 8601 in shop time with its offset: `2026-11-22T10:30:00+03:00`. */
export function isoInShopTime(instant: Date): string {
  const time = instant.getTime();
  const wall = shopWallClock(time);
  const offset = shopOffsetMinutes(time);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}
