const weight = new Intl.NumberFormat('ru');
const date = new Intl.DateTimeFormat('ru', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Minsk',
});

export function formatWeight(value: number, unit: string): string {
  return `${weight.format(value)} ${unit}`;
}

export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}
