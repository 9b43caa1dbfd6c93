import type { z } from 'zod';
import { Promo } from '../../../../src/domain/contract/promo';
import { productSeeds } from './products';
import { minskDayEnd, minskDayStart, minskIso } from './time';

const ids = (...list: string[]) => list.map((_id) => ({ _id }));

const dates = (now: Date, fromDays: number, toDays: number) => ({
  dateTimeFrom: minskIso(minskDayStart(now, fromDays)),
  dateTimeTo: minskIso(minskDayEnd(now, toDays)),
});

/**
 * Demo promotions relative to the seeding time `now`: three active ones covering
 * every promo field of SPEC §3 and one that has already ended. Written with
 * amounts in BYN, as on the wire, and decoded once by the contract's schema.
 */
export function promoSeeds(now: Date): Promo[] {
  const written: z.input<typeof Promo>[] = [
    {
      _id: 'tretiy-sytnyy-za-polceny',
      title: 'Каждый третий сытный пирог — за полцены',
      ...dates(now, -10, 30),
      discountPercent: 50,
      discountForEvery: 3,
      items: ids(...productSeeds.filter((p) => p.category === 'sytnye').map((p) => p._id)),
    },
    {
      _id: 'mors-za-rubl',
      title: 'Клюквенный морс за 1 рубль при заказе от 40 руб.',
      ...dates(now, -5, 45),
      discountCost: 1,
      discountForEvery: 1,
      fromTheCost: { value: 40, fromItems: false },
      items: ids('mors-klyukva'),
    },
    {
      _id: 'mini-ot-pyati',
      title: 'Минус 50 копеек на каждый пирожок при покупке от 5 штук',
      ...dates(now, -3, 20),
      discountFiat: 0.5,
      discountForEvery: 1,
      fromTheCount: { value: 5, fromItems: true },
      items: ids('mini-kapusta', 'mini-kartofel', 'mini-myaso', 'mini-vishnya', 'mini-yabloko', 'mini-vatrushka'),
    },
    {
      _id: 'klubnika-leto',
      title: 'Клубничное лето: −20% на пирог с клубникой',
      ...dates(now, -90, -30),
      discountPercent: 20,
      discountForEvery: 1,
      items: ids('klubnika-tvorog'),
    },
  ];
  return written.map((promo) => Promo.parse(promo));
}
