import type { SubSlide } from '../../../../src/domain/contract/catalog';
import { picture } from './picture';

export const subSlideSeeds: SubSlide[] = [
  {
    _id: 'akcii',
    title: 'Каждый третий пирог — за полцены',
    subtitle: 'Собирайте набор из сытных пирогов и экономьте',
    image: picture('banner', 'akcii', 'Три сытных пирога на деревянном столе'),
    href: '/akcii',
  },
  {
    _id: 'dostavka',
    title: 'Горячие пироги за 60 минут',
    // The amount comes from the delivery zones (GET /api/delivery/options), filled in by the read model.
    subtitle: 'Бесплатная доставка по Минску от {deliveryFreeFrom}',
    image: picture('banner', 'dostavka', 'Коробка с горячим пирогом'),
    href: '/dostavka',
  },
  {
    _id: 'loyalty',
    title: '5% бонусами с каждого заказа',
    subtitle: 'Оплачивайте бонусами до половины покупки',
    image: picture('banner', 'loyalty', 'Пирожки и подарок с лентой'),
    href: '/loyalty',
  },
  {
    _id: 'sytnye',
    title: 'Сытные пироги на любой вкус',
    subtitle: 'С мясом, курицей, грибами, капустой и рыбой',
    image: picture('banner', 'sytnye', 'Сытные пироги с разными начинками'),
    href: '/pirogi/sytnye',
  },
];
