import { MONEY_LOCALE } from '../domain/constants';
import { SHOP_TIME_ZONE } from '../domain/time';

const byn = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: 'BYN' });
const weight = new Intl.NumberFormat('ru');
const date = new Intl.DateTimeFormat('ru', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** BYN amount for display, e.g. «12,50 Br». */
export function formatByn(amount: number): string {
  return byn.format(amount);
}

export function formatWeight(value: number, unit: string): string {
  return `${weight.format(value)} ${unit}`;
}

export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** The shop's calendar day of `at` as YYYY-MM-DD: the day in Minsk, whatever the device's zone. */
export function shopDay(at: number | Date): string {
  return day.format(at);
}
