/** The seven categories of SPEC §2, in menu order. */
export const CATEGORY_IDS = ['sytnye', 'sladkie', 'sets', 'mini', 'deserty', 'polufabrikaty', 'napitki'] as const;

export type CategoryCode = (typeof CATEGORY_IDS)[number];

export const CATEGORY_TITLES: Record<CategoryCode, string> = {
  sytnye: 'Сытные пироги',
  sladkie: 'Сладкие пироги',
  sets: 'Наборы',
  mini: 'Мини',
  deserty: 'Десерты',
  polufabrikaty: 'Полуфабрикаты',
  napitki: 'Напитки',
};
