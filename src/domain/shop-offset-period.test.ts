import { describe, expect, it } from 'vitest';
import { encodeOffsetPeriod, type OffsetPeriod, parseOffsetPeriod } from './shop-offset-period';
import { offsetPeriodAround, shopOffsetPeriodAt } from './shop-offset-search';

const MINUTE_MS = 60_000;
const YEAR_MS = 365 * 24 * 60 * MINUTE_MS;

/** A zone's offset at an instant by Intl, in minutes: what the server's time-zone database says. */
function offsetIn(timeZone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return (instant) => {
    const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };
}

describe('offsetPeriodAround', () => {
  it('finds both changes of a summer-time zone to the minute', () => {
    const period = offsetPeriodAround(Date.parse('2026-07-01T12:34:56Z'), offsetIn('Europe/Berlin'));
    expect(period).toEqual({
      since: Date.parse('2026-03-29T01:00:00Z'),
      until: Date.parse('2026-10-25T01:00:00Z'),
      offsetMinutes: 120,
    });
  });

  it('reaches back to Minsk’s last change (summer time kept for good in March 2011) and to the end of the search', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const period = offsetPeriodAround(now, offsetIn('Europe/Minsk'));
    expect(period.since).toBe(Date.parse('2011-03-27T00:00:00Z'));
    expect(period.offsetMinutes).toBe(180);
    expect(period.until).toBeGreaterThan(now + 19 * YEAR_MS);
  });

  it('stops at the span asked for when the offset never changes', () => {
    const now = Date.parse('2026-11-29T12:00:30Z');
    expect(offsetPeriodAround(now, () => 0, 30 * 24 * 60 * MINUTE_MS)).toEqual({
      since: Date.parse('2026-10-30T12:00:00Z'),
      until: Date.parse('2026-12-29T12:00:00Z'),
      offsetMinutes: 0,
    });
  });
});

describe('shopOffsetPeriodAt', () => {
  it('is Minsk’s period by the time-zone database, kept while now stays inside it', () => {
    const first = shopOffsetPeriodAt(new Date('2026-11-29T12:00:00Z'));
    expect(first.since).toBe(Date.parse('2011-03-27T00:00:00Z'));
    expect(first.offsetMinutes).toBe(180);
    expect(shopOffsetPeriodAt(new Date('2027-06-01T00:00:00Z'))).toBe(first);
  });

  it('is worked out again for a now outside the kept one', () => {
    const winter2010 = shopOffsetPeriodAt(new Date('2010-12-01T12:00:00Z'));
    expect(winter2010).toEqual({
      since: Date.parse('2010-10-31T00:00:00Z'),
      until: Date.parse('2011-03-27T00:00:00Z'),
      offsetMinutes: 120,
    });
  });
});

describe('the period on the page', () => {
  const period: OffsetPeriod = { since: 1_301_184_000_000, until: 2_395_000_000_000 - 40_000, offsetMinutes: 180 };

  it('reads back what it wrote', () => {
    expect(parseOffsetPeriod(encodeOffsetPeriod(period))).toEqual(period);
    expect(parseOffsetPeriod('-60000/0/-300')).toEqual({ since: -60_000, until: 0, offsetMinutes: -300 });
  });

  it('takes nothing else', () => {
    for (const text of [undefined, '', 'abc', '1/2', '60000/120000/180/1', '60000/120000/99999', '120000/60000/180']) {
      expect(parseOffsetPeriod(text), String(text)).toBeNull();
    }
    expect(parseOffsetPeriod('60001/120000/180'), 'not on a minute').toBeNull();
    expect(parseOffsetPeriod('60000/120000/180\n')).toBeNull();
  });
});
