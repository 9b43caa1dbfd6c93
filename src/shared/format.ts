import { MONEY_LOCALE } from '../domain/constants';

const byn = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: 'BYN' });
const weight = new Intl.NumberFormat('ru');
const date = new Intl.DateTimeFormat('ru', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Minsk',
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
