/** SPEC §2 header links, in order. */
export const PAGE_LINKS = [
  { to: '/adresa', label: 'Адреса' },
  { to: '/dostavka', label: 'Доставка' },
  { to: '/akcii', label: 'Акции' },
  { to: '/news', label: 'Новости' },
] as const;
