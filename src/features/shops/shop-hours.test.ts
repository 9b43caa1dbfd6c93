import { describe, expect, it } from 'vitest';
import { groupHours, minskClock, shopStatus, telHref, type WeekHours, yandexMapsUrl } from './shop-hours';

const open = (opens: string, closes: string) => ({ opens, closes });
const weekdays = open('08:00', '21:00');
/** Mon–Fri 08–21, Sat 10–18, Sun closed. */
const HOURS: WeekHours = [weekdays, weekdays, weekdays, weekdays, weekdays, open('10:00', '18:00'), null];

/** A Minsk wall-clock time (UTC+3) on a week of 2026 whose Monday is 9 November. */
const minsk = (day: number, time: string) => Date.parse(`2026-11-${String(9 + day).padStart(2, '0')}T${time}:00+03:00`);

describe('minskClock', () => {
  it('reads the weekday and minutes in Minsk whatever the zone of the instant', () => {
    expect(minskClock(minsk(0, '08:30'))).toEqual({ weekday: 0, minutes: 8 * 60 + 30 });
    // 22:30 UTC on Sunday is 01:30 on Monday in Minsk.
    expect(minskClock(Date.parse('2026-11-08T22:30:00Z'))).toEqual({ weekday: 0, minutes: 90 });
  });
});

describe('shopStatus', () => {
  it('is open until the closing time during opening hours', () => {
    expect(shopStatus(HOURS, minsk(1, '12:00'))).toEqual({ open: true, closingSoon: false, label: 'Открыто до 21:00' });
    expect(shopStatus(HOURS, minsk(1, '08:00')).label).toBe('Открыто до 21:00');
  });

  it('warns within the last hour', () => {
    expect(shopStatus(HOURS, minsk(1, '20:15'))).toEqual({ open: true, closingSoon: true, label: 'Открыто до 21:00' });
  });

  it('before opening says when it opens today', () => {
    expect(shopStatus(HOURS, minsk(5, '09:10'))).toEqual({
      open: false,
      closingSoon: false,
      label: 'Закрыто · откроется в 10:00',
    });
  });

  it('after closing says it opens tomorrow', () => {
    expect(shopStatus(HOURS, minsk(2, '21:00')).label).toBe('Закрыто · откроется завтра в 08:00');
    expect(shopStatus(HOURS, minsk(4, '23:59')).label).toBe('Закрыто · откроется завтра в 10:00');
  });

  it('skips closed days and names the weekday', () => {
    // Saturday evening: Sunday is closed, so Monday.
    expect(shopStatus(HOURS, minsk(5, '19:00')).label).toBe('Закрыто · откроется в понедельник в 08:00');
    // All of Sunday: tomorrow is Monday.
    expect(shopStatus(HOURS, minsk(6, '12:00')).label).toBe('Закрыто · откроется завтра в 08:00');
    const onlyWednesday: WeekHours = [null, null, open('09:00', '17:00'), null, null, null, null];
    expect(shopStatus(onlyWednesday, minsk(3, '10:00')).label).toBe('Закрыто · откроется в среду в 09:00');
    expect(shopStatus(onlyWednesday, minsk(2, '18:00')).label).toBe('Закрыто · откроется в среду в 09:00');
  });

  it('handles hours past midnight', () => {
    const late: WeekHours = [open('10:00', '02:00'), null, null, null, null, null, null];
    expect(shopStatus(late, minsk(0, '23:30')).label).toBe('Открыто до 02:00');
    expect(shopStatus(late, minsk(1, '01:30'))).toEqual({ open: true, closingSoon: true, label: 'Открыто до 02:00' });
    expect(shopStatus(late, minsk(1, '02:00')).label).toBe('Закрыто · откроется в понедельник в 10:00');
  });

  it('knows round-the-clock days and shops that never open', () => {
    const always: WeekHours = Array.from({ length: 7 }, () => open('00:00', '00:00'));
    expect(shopStatus(always, minsk(3, '03:00')).label).toBe('Открыто круглосуточно');
    const never: WeekHours = [null, null, null, null, null, null, null];
    expect(shopStatus(never, minsk(3, '12:00'))).toEqual({ open: false, closingSoon: false, label: 'Закрыто' });
  });
});

describe('groupHours', () => {
  it('merges consecutive equal days', () => {
    expect(groupHours(HOURS).map((group) => `${group.days} ${group.hours}`)).toEqual([
      'Пн–Пт 08:00–21:00',
      'Сб 10:00–18:00',
      'Вс выходной',
    ]);
    const sameWeekend: WeekHours = [weekdays, weekdays, weekdays, weekdays, weekdays, weekdays, open('09:00', '20:00')];
    expect(groupHours(sameWeekend).map((group) => group.days)).toEqual(['Пн–Сб', 'Вс']);
    expect(groupHours(sameWeekend)[0]?.daysLong).toBe('понедельник — суббота');
  });

  it('lists two equal days with a comma', () => {
    const two: WeekHours = [weekdays, weekdays, null, null, null, null, null];
    expect(groupHours(two).map((group) => group.days)).toEqual(['Пн, Вт', 'Ср–Вс']);
  });
});

describe('links', () => {
  it('builds tel: and Yandex Maps links', () => {
    expect(telHref('+375 17 288-41-15')).toBe('tel:+375172884115');
    expect(yandexMapsUrl({ lat: 53.9146, lng: 27.5848 })).toBe('https://yandex.by/maps/?pt=27.5848,53.9146&z=17&l=map');
  });
});
