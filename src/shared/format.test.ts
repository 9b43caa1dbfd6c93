import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptShopOffsetPeriod } from '../domain/shop-offset-period';
import { shopOffsetPeriodAt } from '../domain/shop-offset-search';
import {
  formatCalendarDate,
  formatDate,
  formatDayMonth,
  formatDayOfMonth,
  formatRecentTime,
  formatTime,
  shopDay,
} from './format';

const HOUR_MS = 3_600_000;
const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ru', { timeZone: 'Europe/Minsk', ...options });

/** Instants 7 h 13 min apart from 2008 (summer time still kept) to 2031: every hour of the day, every month. */
function sweep(): number[] {
  const instants: number[] = [];
  for (
    let at = Date.parse('2008-01-01T00:00:00Z');
    at < Date.parse('2031-01-01T00:00:00Z');
    at += 7 * HOUR_MS + 13 * 60_000
  ) {
    instants.push(at);
  }
  return instants;
}

afterEach(() => adoptShopOffsetPeriod(null));

describe('dates and times in Minsk', () => {
  const spellings = [
    ['formatDate', formatDate, intl({ day: 'numeric', month: 'long', year: 'numeric' })],
    ['formatDayMonth', formatDayMonth, intl({ day: 'numeric', month: 'long' })],
    ['formatDayOfMonth', formatDayOfMonth, intl({ day: 'numeric' })],
    ['formatTime', formatTime, intl({ hour: '2-digit', minute: '2-digit' })],
  ] as const;

  it.each(spellings)(
    '%s spells every instant as Intl does, with or without the page’s period',
    (_, format, reference) => {
      for (const told of [false, true]) {
        adoptShopOffsetPeriod(told ? shopOffsetPeriodAt(new Date('2026-11-29T12:00:00Z')) : null);
        for (const at of sweep()) expect(format(at), new Date(at).toISOString()).toBe(reference.format(at));
      }
    },
  );

  it('takes ISO strings and Dates as well as epoch milliseconds', () => {
    expect(formatDate('2026-11-22T22:30:00Z')).toBe('23 ноября 2026 г.');
    expect(formatDayMonth(new Date('2026-03-01T12:00:00Z'))).toBe('1 марта');
    expect(formatTime('2026-11-22T11:05:00Z')).toBe('14:05');
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatCalendarDate('2026-13-45')).toThrow(RangeError);
  });

  it('spells a calendar date kept as a UTC midnight in no zone at all', () => {
    const reference = new Intl.DateTimeFormat('ru', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.parse('2025-01-01T00:00:00Z'); day < Date.parse('2027-01-01T00:00:00Z'); day += 24 * HOUR_MS) {
      expect(formatCalendarDate(day)).toBe(reference.format(day));
    }
  });
});

describe('a page told the period', () => {
  it('names Minsk days and times without building an Intl date formatter', async () => {
    vi.resetModules();
    const clock = await import('../domain/shop-offset-period');
    const format = await import('./format');
    const period = shopOffsetPeriodAt(new Date('2026-11-29T12:00:00Z'));
    const original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      clock.adoptShopOffsetPeriod(period);
      expect(format.formatDate('2026-11-29T21:30:00Z')).toBe('30 ноября 2026 г.');
      expect(format.formatTime('2026-11-29T21:30:00Z')).toBe('00:30');
      expect(format.shopDay(Date.parse('2026-11-29T21:30:00Z'))).toBe('2026-11-30');
      expect(built).toBe(0);
      // Outside the period the time-zone database is asked after all: Minsk kept summer time until 2011.
      expect(format.formatTime('2010-07-01T12:00:00Z')).toBe('15:00');
      expect(format.formatTime('2010-12-01T12:00:00Z')).toBe('14:00');
      expect(built).toBeGreaterThan(0);
    } finally {
      Intl.DateTimeFormat = original;
      clock.adoptShopOffsetPeriod(null);
    }
  });
});

describe('formatRecentTime', () => {
  const now = Date.parse('2026-11-29T09:00:00Z'); // 12:00 in Minsk

  it('says the time alone today and «вчера» for yesterday, by Minsk’s calendar', () => {
    expect(formatRecentTime(Date.parse('2026-11-28T21:10:00Z'), now)).toBe('00:10');
    expect(formatRecentTime(Date.parse('2026-11-28T20:50:00Z'), now)).toBe('вчера, 23:50');
  });

  it('names the day of anything older as Intl does', () => {
    const reference = intl({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    for (const at of [
      Date.parse('2026-11-27T20:59:00Z'),
      Date.parse('2026-11-12T11:05:00Z'),
      Date.parse('2025-01-01T00:00:00Z'),
    ]) {
      expect(formatRecentTime(at, now)).toBe(reference.format(at));
    }
  });
});

describe('shopDay', () => {
  it('is the calendar day in Minsk, whatever the device zone', () => {
    // 22:30 UTC is already the next day in Minsk (UTC+3).
    expect(shopDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(shopDay(Date.parse('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
  });
});
