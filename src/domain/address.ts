/*
 * A delivery address in Minsk as the shop takes it (issue 27): street and
 * house apart from the flat, entrance, floor and intercom, so the courier
 * reads it the same way every time, and a place the shop cannot deliver to
 * (another city or country) is told to the shopper before the order is sent.
 * Pure functions: the contract's schemas, the forms and the server's views use
 * them. The parts themselves are in `address-draft.ts`.
 */

import { ADDRESS_PARTS, type AddressDraft, type AddressPart } from './address-draft';

export const ADDRESS_LABELS = {
  street: 'Улица',
  house: 'Дом',
  building: 'Корпус',
  entrance: 'Подъезд',
  floor: 'Этаж',
  flat: 'Квартира',
  intercom: 'Домофон',
  note: 'Уточнение к адресу',
} as const satisfies Record<AddressPart, string>;

/** The shop delivers in this city only; the form shows it beside the chosen district. */
export const DELIVERY_CITY = 'Минск';

/** What each part is called in the readable line, and the spellings of it a shopper may have typed already. */
const LINE_WORDS: Partial<Record<AddressPart, { say: string; typed: string }>> = {
  house: { say: 'д.', typed: 'дом|д' },
  building: { say: 'корп.', typed: 'корпус|корп|к' },
  entrance: { say: 'подъезд', typed: 'подъезд|под|п' },
  floor: { say: 'этаж', typed: 'этаж|эт' },
  flat: { say: 'кв.', typed: 'квартира|кв' },
  intercom: { say: 'домофон', typed: 'домофон|код' },
};

/** A part's own word typed before its value («кв. 4», «д5»). */
const typedWord = (typed: string) => new RegExp(`^(?:${typed})(?:\\.\\s*|\\s+|(?=\\d))`, 'iu');

/**
 * One readable Russian line for a courier or a board: «ул. Немига, д. 5,
 * корп. 1, подъезд 2, этаж 3, кв. 4, домофон 4К, …». A part typed with its
 * own word («кв. 4») is not given it twice.
 */
export function addressLine(address: Partial<Record<AddressPart, string>>): string {
  const pieces: string[] = [];
  for (const part of ADDRESS_PARTS) {
    const value = address[part]?.trim();
    if (!value) continue;
    const words = LINE_WORDS[part];
    if (!words) {
      pieces.push(value);
      continue;
    }
    const bare = value.replace(typedWord(words.typed), '').trim() || value;
    pieces.push(`${words.say} ${bare}`);
  }
  return pieces.join(', ');
}

/** Letters of any alphabet in a text (a name or a street needs some; digits and emoji are none). */
export const letterCount = (text: string): number => text.match(/\p{L}/gu)?.length ?? 0;

/** A house number has a digit: «5», «12А», «7/2». */
export const houseHasDigit = (house: string): boolean => /\d/.test(house);

type PlaceKind = 'city' | 'country';

/**
 * Places the shop does not deliver to that shoppers name in addresses, with
 * the case forms an address uses («в Москве», «Россия»). Whole words only:
 * Minsk's own streets named after cities («Брестская», «Московский район»)
 * never match. Names that are also people's (Лида, Борисов, Питер) are left out.
 */
const FOREIGN_PLACES: readonly [name: string, kind: PlaceKind, forms: string][] = [
  ['Россия', 'country', 'росси(?:я|и|ю|ей)|российская федерация|рф|russia|russian federation'],
  ['Украина', 'country', 'украин(?:а|е|ы|у|ой)|ukraine'],
  ['Польша', 'country', 'польш(?:а|е|и|у|ей)|poland|polska'],
  ['Литва', 'country', 'литв(?:а|е|ы|у|ой)|lithuania'],
  ['Латвия', 'country', 'латви(?:я|и|ю|ей)|latvia'],
  ['Эстония', 'country', 'эстони(?:я|и|ю|ей)|estonia'],
  ['Казахстан', 'country', 'казахстан(?:е|а|у)?|kazakhstan'],
  ['Германия', 'country', 'германи(?:я|и|ю|ей)|germany'],
  ['США', 'country', 'сша|usa'],
  ['Москва', 'city', 'москв(?:а|е|ы|у|ой)|moscow|moskva'],
  ['Санкт-Петербург', 'city', '(?:санкт-)?петербург(?:е|а)?|спб|saint petersburg'],
  ['Смоленск', 'city', 'смоленск(?:е|а)?'],
  ['Киев', 'city', 'киев(?:е|а)?|київ|kyiv|kiev'],
  ['Варшава', 'city', 'варшав(?:а|е|ы|у)|warszawa|warsaw'],
  ['Вильнюс', 'city', 'вильнюс(?:е|а)?|vilnius'],
  ['Рига', 'city', 'риг(?:а|е|и|у)|riga'],
  ['Брест', 'city', 'брест(?:е|а)?|brest'],
  ['Витебск', 'city', 'витебск(?:е|а)?|vitebsk|viciebsk'],
  ['Гомель', 'city', 'гомел(?:ь|е|я)|gomel|homiel'],
  ['Гродно', 'city', 'гродно|grodno|hrodna'],
  ['Могилёв', 'city', 'могилев(?:е|а)?|mogilev|mahilyow'],
  ['Бобруйск', 'city', 'бобруйск(?:е|а)?|bobruisk|babruysk'],
  ['Барановичи', 'city', 'баранович(?:и|ах)'],
  ['Пинск', 'city', 'пинск(?:е|а)?'],
  ['Орша', 'city', 'орш(?:а|е|и)'],
  ['Мозырь', 'city', 'мозыр(?:ь|е|я)'],
  ['Солигорск', 'city', 'солигорск(?:е|а)?'],
  ['Новополоцк', 'city', 'новополоцк(?:е|а)?'],
  ['Полоцк', 'city', 'полоцк(?:е|а)?'],
  ['Молодечно', 'city', 'молодечно'],
  ['Жодино', 'city', 'жодино'],
  ['Слуцк', 'city', 'слуцк(?:е|а)?'],
  ['Заславль', 'city', 'заславл(?:ь|е|я)'],
  ['Дзержинск', 'city', 'дзержинск(?:е|а)?'],
  ['Фаниполь', 'city', 'фанипол(?:ь|е|я)'],
  ['Смолевичи', 'city', 'смолевич(?:и|ах)'],
  ['Логойск', 'city', 'логойск(?:е|а)?'],
];

// Built on first use, so a page that never checks an address never builds them.
let foreignPatterns: (readonly [string, PlaceKind, RegExp])[] | null = null;

/** The first place outside Minsk a text names, or null. */
export function foreignPlaceIn(text: string): { name: string; kind: PlaceKind } | null {
  foreignPatterns ??= FOREIGN_PLACES.map(
    ([name, kind, forms]) =>
      [name, kind, new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms})(?![\\p{L}\\p{N}])`, 'u')] as const,
  );
  const plain = text.toLowerCase().replace(/ё/g, 'е');
  for (const [name, kind, pattern] of foreignPatterns) if (pattern.test(plain)) return { name, kind };
  return null;
}

export const foreignPlaceMessage = ({ name, kind }: { name: string; kind: PlaceKind }): string =>
  kind === 'country'
    ? `Доставляем только по Минску, а здесь указана другая страна: ${name}`
    : `Доставляем только по Минску, а здесь указан другой город: ${name}`;

/**
 * A browser fills `address-line1` with street and house together
 * («ул. Немига, д. 5»): when the house is still blank, the number after the
 * last comma goes to it. Null when there is nothing to move.
 */
export function splitStreetHouse(address: AddressDraft): AddressDraft | null {
  if (address.house.trim() !== '') return null;
  const match = /^(.*\p{L}.*?)\s*,\s*(?:(?:дом|д)\.?\s*)?(\d[\p{L}\d/-]*)\s*$/iu.exec(address.street);
  if (!match?.[1] || !match[2]) return null;
  return { ...address, street: match[1].trim(), house: match[2] };
}
