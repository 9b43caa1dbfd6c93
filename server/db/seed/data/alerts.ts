import type { Alert } from '../../../../src/domain/contract/content';
import { minskDayEnd, minskDayStart, minskIso } from './time';

/** One alert active around the seeding time `now` and one that has already ended. */
export function alertSeeds(now: Date): Alert[] {
  return [
    {
      _id: 'prazdnichnyy-grafik',
      title: 'Праздничный график работы',
      text: 'В праздничные дни пекарни работают с 10:00 до 18:00, доставка — с 10:00 до 20:00. Заказы на ближайшие дни лучше оформлять заранее.',
      link: { label: 'Адреса пекарен', href: '/adresa' },
      dateTimeFrom: minskIso(minskDayStart(now, -2)),
      dateTimeTo: minskIso(minskDayEnd(now, 7)),
    },
    {
      _id: 'remont-nemiga',
      title: 'Пекарня на Немиге временно закрыта',
      text: 'Пекарня на Немиге закрыта на санитарный день. Ждём вас в других пекарнях сети.',
      link: null,
      dateTimeFrom: minskIso(minskDayStart(now, -20)),
      dateTimeTo: minskIso(minskDayEnd(now, -19)),
    },
  ];
}
