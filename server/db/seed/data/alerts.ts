import type { Alert } from '../../../../src/domain/contract/content';
import { minskDayEnd, minskDayStart, minskIso } from './time';

/**
 * One alert scheduled two weeks after the seeding time `now` and one that has
 * already ended. None is active at seeding: an active alert opens a modal the
 * shopper cannot close (SPEC §2), which would lock the demo shop.
 */
export function alertSeeds(now: Date): Alert[] {
  return [
    {
      _id: 'sanitarnyy-den',
      title: 'Санитарный день',
      text: 'Сегодня во всех пекарнях санитарный день: онлайн-заказы и доставка не принимаются. Ждём вас завтра с 08:00 — испечём всё свежее.',
      link: { label: 'Адреса пекарен', href: '/adresa' },
      dateTimeFrom: minskIso(minskDayStart(now, 14)),
      dateTimeTo: minskIso(minskDayEnd(now, 14)),
      shopId: null,
    },
    {
      _id: 'remont-nemiga',
      title: 'Пекарня на Немиге временно закрыта',
      text: 'Пекарня на Немиге закрыта на санитарный день. Ждём вас в других пекарнях сети.',
      link: null,
      dateTimeFrom: minskIso(minskDayStart(now, -20)),
      dateTimeTo: minskIso(minskDayEnd(now, -19)),
      shopId: null,
    },
  ];
}
