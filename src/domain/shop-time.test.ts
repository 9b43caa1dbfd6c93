import { describe, expect, it } from 'vitest';
import { isoInShopTime, shopClockTime, shopOffsetMinutes } from './shop-time';
import { SHOP_TIME_ZONE } from './time';

/** The offset as Intl says it, with no cache: what the cached one must always answer. */
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' });
function offsetOf(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60;
  return Math.round(match[1] === '-' ? -minutes : minutes);
}

describe('shopOffsetMinutes', () => {
  it('answers Intl’s offset around every change of the zone, asked twice (the second time from its cache)', () => {
    const instants: number[] = [];
    // Local mean time's changes at odd minutes (1880, 1924), Moscow time of 1930, summer time, the 2011 switch to +3.
    for (const year of [1879, 1924, 1930, 1981, 2011, 2026]) {
      for (let instant = Date.UTC(year, 0, 1); instant < Date.UTC(year + 1, 0, 1); instant += 97 * 60_000 + 13_000) {
        instants.push(instant);
      }
    }
    // Minute by minute across the odd-minute changes, so an hour holding a change is asked on both sides of it.
    for (const change of [Date.UTC(1879, 11, 31, 22, 9, 44), Date.UTC(1924, 4, 1, 22, 10)]) {
      for (let instant = change - 90 * 60_000; instant < change + 90 * 60_000; instant += 60_000)
        instants.push(instant);
    }
    for (const round of [1, 2]) {
      const wrong = instants.filter((instant) => shopOffsetMinutes(instant) !== offsetOf(instant));
      expect(wrong.map((instant) => `${new Date(instant).toISOString()} (round ${round})`)).toEqual([]);
    }
  }, 30_000);

  it('is 180 minutes in Minsk today', () => {
    expect(shopOffsetMinutes(Date.UTC(2026, 10, 27, 12))).toBe(180);
  });
});

/*
 * The shop's wall clock as Intl says it, with no cache of ours: `YYYY-MM-DDTHH:MM:SS` (Swedish dates are ISO's).
 * One formatter for all calls: `toLocaleString` with options builds a new one each time, and the 64,000 calls
 * below took 15 s that way (most of the app project's time on a slow machine). These styles print the same fields
 * as `toLocaleString('sv-SE', { timeZone })` (checked equal over 1930).
 */
const intlWallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});
const wallOf = (instant: number): string => intlWallClock.format(instant).replace(' ', 'T');

describe('isoInShopTime and shopClockTime', () => {
  it('show Intl’s wall clock around every change of the zone since its offsets became whole minutes (1924)', () => {
    const wrong: string[] = [];
    for (const year of [1930, 1981, 1991, 2011, 2026]) {
      for (let instant = Date.UTC(year, 0, 1); instant < Date.UTC(year + 1, 0, 1); instant += 41 * 60_000 + 7_000) {
        const wall = wallOf(instant);
        const iso = isoInShopTime(new Date(instant));
        if (iso.slice(0, 19) !== wall || shopClockTime(new Date(instant)) !== wall.slice(11, 16)) {
          wrong.push(`${new Date(instant).toISOString()}: ${iso} vs ${wall}`);
        }
        // The offset it prints names the same instant back.
        if (Date.parse(iso) !== Math.floor(instant / 1000) * 1000)
          wrong.push(`${iso} is not ${new Date(instant).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 30_000);
});
