import type { Shop } from '../../../../src/domain/contract/content';

type Hours = Shop['hours'][number];

const open = (opens: string, closes: string): Hours => ({ opens, closes });
const CLOSED: Hours = null;

/** Monday to Friday `weekday`, Saturday and Sunday as given. */
function week(weekday: Hours, saturday: Hours, sunday: Hours): Shop['hours'] {
  return [weekday, weekday, weekday, weekday, weekday, saturday, sunday];
}

export const shopSeeds: Shop[] = [
  {
    _id: 'nezavisimosti',
    title: 'Пекарня на Независимости',
    address: 'пр-т Независимости, 48',
    city: 'Минск',
    phone: '+375 17 288-41-15',
    hours: week(open('08:00', '21:00'), open('09:00', '21:00'), open('09:00', '20:00')),
    location: { lat: 53.9146, lng: 27.5848 },
  },
  {
    _id: 'nemiga',
    title: 'Пекарня на Немиге',
    address: 'ул. Немига, 12',
    city: 'Минск',
    phone: '+375 17 327-06-52',
    hours: week(open('08:00', '22:00'), open('09:00', '22:00'), open('09:00', '22:00')),
    location: { lat: 53.9036, lng: 27.5536 },
  },
  {
    _id: 'pobediteley',
    title: 'Пекарня на Победителей',
    address: 'пр-т Победителей, 65',
    city: 'Минск',
    phone: '+375 17 374-90-23',
    hours: week(open('07:30', '21:00'), open('09:00', '21:00'), open('09:00', '21:00')),
    location: { lat: 53.9294, lng: 27.5132 },
  },
  {
    _id: 'surganova',
    title: 'Пекарня на Сурганова',
    address: 'ул. Сурганова, 27',
    city: 'Минск',
    phone: '+375 17 292-18-64',
    hours: week(open('08:00', '20:00'), open('10:00', '18:00'), CLOSED),
    location: { lat: 53.9262, lng: 27.5947 },
  },
  {
    _id: 'malinovka',
    title: 'Пекарня в Малиновке',
    address: 'ул. Есенина, 31',
    city: 'Минск',
    phone: '+375 17 395-47-80',
    hours: week(open('07:00', '21:00'), open('08:00', '21:00'), open('08:00', '20:00')),
    location: { lat: 53.8553, lng: 27.4739 },
  },
  {
    _id: 'pritytskogo',
    title: 'Пекарня на Притыцкого',
    address: 'ул. Притыцкого, 29',
    city: 'Минск',
    phone: '+375 17 265-33-09',
    hours: week(open('08:00', '21:00'), open('09:00', '21:00'), open('09:00', '19:00')),
    location: { lat: 53.9069, lng: 27.4838 },
  },
];
