import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isoInShopTime,
  shopDateOf,
  shopInstant,
  shopOffsetMinutes,
  weekdayOf,
} from './shop-time';
import {
  bookableDates,
  DELIVERY_SLOT_MINUTES,
  isBookableDate,
  PICKUP_SLOT_MINUTES,
  slotMinutesOf,
  slotsOfDay,
  type WeekHours,
} from './slots';

const everyDay = (opens: string, closes: string): WeekHours => Array.from({ length: 7 }, () => ({ opens, closes }));

describe('shop time', () => {
  it('reads the Minsk calendar day, not the UTC one', () => {
    // 22:30 UTC on the 21st is 01:30 on the 22nd in Minsk.
    expect(shopDateOf(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(shopDateOf(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21');
  });

  it('turns Minsk wall time into instants and back with the offset', () => {
    expect(shopInstant('2026-11-22', 10 * 60 + 30).toISOString()).toBe('2026-11-22T07:30:00.000Z');
    expect(isoInShopTime(new Date('2026-11-22T07:30:00Z'))).toBe('2026-11-22T10:30:00+03:00');
    // Minutes past 24 hours are the next morning.
    expect(shopInstant('2026-11-22', 24 * 60 + 30).toISOString()).toBe('2026-11-22T21:30:00.000Z');
    expect(shopOffsetMinutes(Date.UTC(2026, 6, 1))).toBe(180);
  });

  it('counts calendar days and weekdays (Monday first)', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-22', '2026-11-29')).toBe(7);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(weekdayOf('2026-11-22')).toBe(6); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(0);
  });
});

describe('slotsOfDay', () => {
  const morning = new Date('2026-11-22T06:00:00+03:00');

  it('cuts delivery hours into 30-minute windows that end by closing', () => {
    const slots = slotsOfDay({
      slotMinutes: 30,
      date: '2026-11-22',
      hours: everyDay('09:00', '11:00'),
      now: morning,
      leadMinutes: 60,
    });
    expect(slots.map((slot) => [slot._id, isoInShopTime(slot.from), isoInShopTime(slot.to)])).toEqual([
      ['0900', '2026-11-22T09:00:00+03:00', '2026-11-22T09:30:00+03:00'],
      ['0930', '2026-11-22T09:30:00+03:00', '2026-11-22T10:00:00+03:00'],
      ['1000', '2026-11-22T10:00:00+03:00', '2026-11-22T10:30:00+03:00'],
      ['1030', '2026-11-22T10:30:00+03:00', '2026-11-22T11:00:00+03:00'],
    ]);
  });

  it('offers pickup every 15 minutes from the shop opening', () => {
    const slots = slotsOfDay({
      slotMinutes: PICKUP_SLOT_MINUTES,
      date: '2026-11-22',
      hours: everyDay('07:30', '08:30'),
      now: morning,
      leadMinutes: 0,
    });
    expect(slots.map((slot) => slot._id)).toEqual(['0730', '0745', '0800', '0815']);
  });

  it('offers only slots starting at least the lead time from now (the cut-off)', () => {
    const now = new Date('2026-11-22T12:10:00+03:00');
    const slots = slotsOfDay({
      slotMinutes: 30,
      date: '2026-11-22',
      hours: everyDay('09:00', '15:00'),
      now,
      leadMinutes: 60,
    });
    // 13:10 is the cut-off: the 13:00 window is gone, 13:30 is the first.
    expect(slots[0]?._id).toBe('1330');
    expect(slots.at(-1)?._id).toBe('1430');
    // Exactly at the cut-off still counts.
    const exact = slotsOfDay({
      slotMinutes: 30,
      date: '2026-11-22',
      hours: everyDay('09:00', '15:00'),
      now: new Date('2026-11-22T12:30:00+03:00'),
      leadMinutes: 60,
    });
    expect(exact[0]?._id).toBe('1330');
  });

  it('has no slots on a closed day or one already over', () => {
    const hours: WeekHours = [...everyDay('09:00', '18:00').slice(0, 6), null];
    expect(
      slotsOfDay({ slotMinutes: PICKUP_SLOT_MINUTES, date: '2026-11-22', hours, now: morning, leadMinutes: 0 }),
    ).toEqual([]);
    const evening = new Date('2026-11-22T20:00:00+03:00');
    const later = slotsOfDay({
      slotMinutes: PICKUP_SLOT_MINUTES,
      date: '2026-11-22',
      hours: everyDay('09:00', '18:00'),
      now: evening,
      leadMinutes: 0,
    });
    expect(later).toEqual([]);
  });

  it('runs a day whose hours pass midnight into the next morning, with ids past 24 hours', () => {
    const slots = slotsOfDay({
      slotMinutes: 30,
      date: '2026-11-22',
      hours: everyDay('23:00', '01:00'),
      now: morning,
      leadMinutes: 0,
    });
    expect(slots.map((slot) => slot._id)).toEqual(['2300', '2330', '2400', '2430']);
    expect(isoInShopTime(slots[3]?.to ?? new Date(0))).toBe('2026-11-23T01:00:00+03:00');
  });
});

describe('delivery windows of the settings’ length', () => {
  const morning = new Date('2026-11-22T06:00:00+03:00');
  const hours = everyDay('09:00', '12:00');

  it('cuts windows of every allowed length, each id once, ending by closing', () => {
    for (const minutes of DELIVERY_SLOT_MINUTES) {
      const slots = slotsOfDay({ date: '2026-11-22', hours, now: morning, leadMinutes: 0, slotMinutes: minutes });
      expect(slots.length).toBe(Math.floor(180 / minutes));
      expect(new Set(slots.map((slot) => slot._id)).size).toBe(slots.length);
      for (const slot of slots) expect(slot.to.getTime() - slot.from.getTime()).toBe(minutes * 60_000);
    }
  });

  it('names a window by its start, so the same start keeps its id whatever the length', () => {
    const of = (slotMinutes: number) =>
      slotsOfDay({ date: '2026-11-22', hours, now: morning, leadMinutes: 0, slotMinutes }).map((slot) => slot._id);
    expect(of(90)).toEqual(['0900', '1030']);
    expect(of(20).slice(0, 4)).toEqual(['0900', '0920', '0940', '1000']);
    expect(of(60)).toEqual(['0900', '1000', '1100']);
  });

  it('keeps pickup at 15 minutes whatever the delivery windows are', () => {
    expect(slotMinutesOf('pickup', 90)).toBe(PICKUP_SLOT_MINUTES);
    expect(slotMinutesOf('delivery', 90)).toBe(90);
  });

  it('makes no slots of a length that would never reach closing', () => {
    expect(slotsOfDay({ date: '2026-11-22', hours, now: morning, leadMinutes: 0, slotMinutes: 0 })).toEqual([]);
  });
});

describe('bookable dates', () => {
  const now = new Date('2026-11-22T23:30:00+03:00');

  it('are today in Minsk up to the days ahead', () => {
    expect(bookableDates(now, 2)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(isBookableDate('2026-11-22', now, 7)).toBe(true);
    expect(isBookableDate('2026-11-29', now, 7)).toBe(true);
    expect(isBookableDate('2026-11-30', now, 7)).toBe(false);
    expect(isBookableDate('2026-11-21', now, 7)).toBe(false);
  });
});
