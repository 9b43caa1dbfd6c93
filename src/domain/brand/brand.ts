/** Brand facts shown across the app, the manifest and structured data. */
export const BRAND = {
  name: 'Тёплый пирог',
  slug: 'teply-pirog',
  tagline: 'Выпекаем с теплом и любовью',
  locale: 'ru',
  themeColor: '#8A4B1F',
  backgroundColor: '#FFF6EA',
  legalName: 'ООО «Тёплый пирог»',
  legalNotice:
    'ООО «Тёплый пирог», УНП 193000000 (демонстрационный). 220030, г. Минск, ул. Примерная, 1. Зарегистрировано Мингорисполкомом. Интернет-магазин зарегистрирован в Торговом реестре Республики Беларусь.',
  email: 'hello@teply-pirog.by',
} as const;

/**
 * `public/brand/logo.svg`'s own size. An `<img>` of the logo takes its width and height attributes in this ratio,
 * so the box the browser reserves before the picture arrives is the box it then paints (no layout shift).
 */
export const LOGO_VIEWBOX = { width: 520, height: 120 } as const;

/** Width and height attributes for the logo shown `width` pixels wide (a multiple of 13 keeps both whole). */
export function logoSize(width: number): { width: number; height: number } {
  return { width, height: Math.round((width * LOGO_VIEWBOX.height) / LOGO_VIEWBOX.width) };
}

export interface PhoneContact {
  label: string;
  display: string;
  tel: string;
}

/** SPEC §2: the short number 7978 works from A1, MTS and life:, plus one city number. */
export const SHORT_PHONE: PhoneContact = { label: 'A1, МТС, life:', display: '7978', tel: '7978' };
export const CITY_PHONE: PhoneContact = {
  label: 'Городской',
  display: '+375 17 300-79-78',
  tel: '+375173007978',
};

export const SOCIAL_LINKS = [
  { id: 'instagram', label: 'Instagram', href: 'https://instagram.com/teply.pirog' },
  { id: 'telegram', label: 'Telegram', href: 'https://t.me/teply_pirog' },
  { id: 'vk', label: 'ВКонтакте', href: 'https://vk.com/teply_pirog' },
] as const;
