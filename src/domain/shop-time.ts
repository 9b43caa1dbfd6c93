import { onFirstUse } from './on-first-use';
import { SHOP_TIME_ZONE } from './time';

export { shopDateOf } from './shop-date';

/*
 * Wall-clock time in the shop's zone (`Europe/Minsk`) and the instants it
 * names, through Intl rather than a fixed offset: Minsk has kept UTC+3 since
 * 2011, but a rule change must not need a code change. No Node APIs, so the
 * browser can use the same functions.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const wallFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function intlWallClockAt(instant: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallFormat().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetByIntl(instant: number): number {
  const wall = intlWallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

const OFFSET_BUCKET_MS = 60 * MINUTE_MS;
const OFFSET_CACHE_LIMIT = 4096;
/** Hour → offset, for hours whose first and last millisecond share one offset (so no change falls inside). */
const offsetsByHour = new Map<number, number>();

/**
 * The shop zone's offset from UTC at an instant, in minutes (180 for Minsk today). Asking Intl costs about 20 µs,
 * and every slot, order view and board line asks several times, so an hour's offset is kept once it is known to
 * hold for the whole hour.
 */
export function shopOffsetMinutes(instant: number): number {
  const hour = Math.floor(instant / OFFSET_BUCKET_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  const offset = offsetByIntl(instant);
  const start = hour * OFFSET_BUCKET_MS;
  if (offsetByIntl(start) === offset && offsetByIntl(start + OFFSET_BUCKET_MS - 1) === offset) {
    if (offsetsByHour.size >= OFFSET_CACHE_LIMIT) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/** The shop's wall clock at an instant, from its (cached) offset: one Intl call per hour instead of one per call. */
function wallClockAt(instant: number): WallClock {
  const shifted = new Date(instant + shopOffsetMinutes(instant) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

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
  const wall = wallClockAt(time);
  const offset = shopOffsetMinutes(time);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** `HH:MM` of an instant on the shop's clocks. */
export function shopClockTime(instant: Date): string {
  const wall = wallClockAt(instant.getTime());
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}
