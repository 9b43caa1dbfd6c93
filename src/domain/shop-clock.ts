import { onFirstUse } from './on-first-use';
import { toldShopOffset } from './shop-offset-period';
import { SHOP_TIME_ZONE } from './time';

/*
 * The shop's wall clock (`Europe/Minsk`) at an instant. The zone's rules come
 * from the time-zone database through Intl, never from a fixed offset: Minsk
 * has kept UTC+3 since 2011, but a rule change must not need a code change.
 *
 * A browser asks Intl as little as it can: its first date formatter loads the
 * locale's and the zone's data, 10–17 ms on a fast desktop and four times that
 * on a phone, inside the hydration of any page that shows a date. So the server
 * tells the page the stretch of time around now over which the zone keeps one
 * offset (`<html data-shop-offset>`, see shop-offset-period.ts), and instants
 * inside it are shifted by that offset by plain arithmetic.
 */

const MINUTE_MS = 60_000;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

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

/** The zone's offset at an instant as the time-zone database says, in minutes: one Intl call. */
export function shopOffsetByIntl(instant: number): number {
  const wall = intlWallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

const OFFSET_BUCKET_MS = 60 * MINUTE_MS;
const OFFSET_CACHE_LIMIT = 4096;
/** Hour → offset, for hours whose first and last millisecond share one offset (so no change falls inside). */
const offsetsByHour = new Map<number, number>();

/**
 * The shop zone's offset from UTC at an instant, in minutes (180 for Minsk today). Inside the period the server
 * told the page, no Intl at all; elsewhere Intl at about 20 µs a call, so an hour's offset is kept once it is known
 * to hold for the whole hour (every slot, order view and board line asks several times).
 */
export function shopOffsetMinutes(instant: number): number {
  const told = toldShopOffset(instant);
  if (told !== undefined) return told;
  const hour = Math.floor(instant / OFFSET_BUCKET_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  const offset = shopOffsetByIntl(instant);
  const start = hour * OFFSET_BUCKET_MS;
  if (shopOffsetByIntl(start) === offset && shopOffsetByIntl(start + OFFSET_BUCKET_MS - 1) === offset) {
    if (offsetsByHour.size >= OFFSET_CACHE_LIMIT) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** `HH:MM` of an instant on the shop's clocks. */
export function shopClockTime(instant: number | Date): string {
  const { hour, minute } = shopWallClock(Number(instant));
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** The shop's wall clock at an instant (epoch milliseconds); a RangeError for an invalid one, as Intl throws. */
export function shopWallClock(instant: number): WallClock {
  if (!Number.isFinite(instant)) throw new RangeError('Invalid time value');
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
