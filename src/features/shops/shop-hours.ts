import type { Shop } from '../../domain/contract/content';
import { shopWallClock } from '../../domain/shop-clock';
import { shopDateOf, weekdayOf } from '../../domain/shop-time';

export type WeekHours = Shop['hours'];
type DayHours = WeekHours[number];

export interface ShopStatus {
  open: boolean;
  /** Open, but closing within the hour. */
  closingSoon: boolean;
  /** «Открыто до 21:00», «Закрыто · откроется завтра в 08:00», «Закрыто · откроется в 10:00». */
  label: string;
}

const MINUTES_PER_DAY = 24 * 60;
const CLOSING_SOON_MINUTES = 60;

/** Monday-first weekday names as in «откроется в понедельник». */
const WEEKDAY_ACCUSATIVE = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
];
export const WEEKDAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

/** The Monday-first weekday (0–6) and minute of the day of `now` in Minsk. */
export function minskClock(now: number | Date): { weekday: number; minutes: number } {
  const { hour, minute } = shopWallClock(Number(now));
  return { weekday: weekdayOf(shopDateOf(now)), minutes: hour * 60 + minute };
}

function toMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A day that closes at or before it opens runs past midnight (equal times: round the clock). */
function span(day: NonNullable<DayHours>): { opens: number; closes: number } {
  const opens = toMinutes(day.opens);
  let closes = toMinutes(day.closes);
  if (closes <= opens) closes += MINUTES_PER_DAY;
  return { opens, closes };
}

function openUntil(closes: string, minutesLeft: number): ShopStatus {
  return { open: true, closingSoon: minutesLeft <= CLOSING_SOON_MINUTES, label: `Открыто до ${closes}` };
}

/**
 * Whether a shop is open at `now`, in shop time (`SHOP_TIME_ZONE`) whatever the device's
 * zone, and when it opens next if not. Hours are Monday first; a day whose
 * closing time is not after its opening time runs past midnight.
 */
export function shopStatus(hours: WeekHours, now: number | Date): ShopStatus {
  const { weekday, minutes } = minskClock(now);
  const yesterday = hours[(weekday + 6) % 7];
  if (yesterday) {
    const { closes } = span(yesterday);
    if (closes > MINUTES_PER_DAY && minutes < closes - MINUTES_PER_DAY) {
      return openUntil(yesterday.closes, closes - MINUTES_PER_DAY - minutes);
    }
  }
  const today = hours[weekday];
  if (today) {
    if (today.opens === today.closes) return { open: true, closingSoon: false, label: 'Открыто круглосуточно' };
    const { opens, closes } = span(today);
    if (minutes >= opens && minutes < closes) return openUntil(today.closes, closes - minutes);
    if (minutes < opens) return { open: false, closingSoon: false, label: `Закрыто · откроется в ${today.opens}` };
  }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const index = (weekday + ahead) % 7;
    const day = hours[index];
    if (!day) continue;
    const when = ahead === 1 ? 'завтра' : WEEKDAY_ACCUSATIVE[index];
    return { open: false, closingSoon: false, label: `Закрыто · откроется ${when} в ${day.opens}` };
  }
  return { open: false, closingSoon: false, label: 'Закрыто' };
}

export interface HoursGroup {
  /** «Пн–Пт», «Сб», «Пн, Вт» for two days. */
  days: string;
  /** Full names for screen readers: «понедельник — пятница». */
  daysLong: string;
  /** «08:00–21:00», «круглосуточно» or «выходной». */
  hours: string;
  /** Monday-first indexes of the first and last day. */
  from: number;
  to: number;
}

const WEEKDAY_LONG = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];

function hoursText(day: DayHours): string {
  if (!day) return 'выходной';
  if (day.opens === day.closes) return 'круглосуточно';
  return `${day.opens}–${day.closes}`;
}

/** The week's hours with consecutive equal days merged: «Пн–Пт 08:00–21:00», «Сб 09:00–21:00», «Вс выходной». */
export function groupHours(hours: WeekHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  hours.forEach((day, index) => {
    const text = hoursText(day);
    const last = groups.at(-1);
    if (last && last.hours === text && last.to === index - 1) {
      last.to = index;
    } else {
      groups.push({ days: '', daysLong: '', hours: text, from: index, to: index });
    }
  });
  for (const group of groups) {
    const first = WEEKDAY_SHORT[group.from] ?? '';
    const end = WEEKDAY_SHORT[group.to] ?? '';
    const separator = group.to - group.from === 1 ? ', ' : '–';
    group.days = group.from === group.to ? first : `${first}${separator}${end}`;
    const firstLong = WEEKDAY_LONG[group.from] ?? '';
    const endLong = WEEKDAY_LONG[group.to] ?? '';
    group.daysLong = group.from === group.to ? firstLong : `${firstLong} — ${endLong}`;
  }
  return groups;
}

/** `tel:` link target: the digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replaceAll(/[^+\d]/g, '')}`;
}

/** The place in Yandex Maps (longitude first, as Yandex wants it). */
export function yandexMapsUrl(location: Shop['location']): string {
  return `https://yandex.by/maps/?pt=${location.lng},${location.lat}&z=17&l=map`;
}
