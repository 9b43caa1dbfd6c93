/** The brand palette of «Тёплый пирог». */
export const BRAND = {
  cream: '#FFF6EA',
  creamDeep: '#F6E3C8',
  gold: '#E7A94B',
  goldLight: '#F6D38F',
  crust: '#8A4B1F',
  crustDark: '#5C2F12',
  berry: '#B3263A',
  herb: '#5E7D3A',
  ink: '#3A2212',
} as const;

/** Golden crust tones, light to dark. */
export const CRUST = {
  shine: '#FBE3A6',
  light: '#F4C877',
  mid: '#E7A94B',
  deep: '#C9832F',
  edge: '#A5622A',
  dark: '#8A4B1F',
} as const;

/** Paler crust for raw (frozen) dough. */
export const RAW_DOUGH = {
  shine: '#FFF8E6',
  light: '#F8EBCB',
  mid: '#F0DDB0',
  deep: '#E2C892',
  edge: '#CFB07A',
  dark: '#B8955E',
} as const;

export type CrustTones = Readonly<Record<'shine' | 'light' | 'mid' | 'deep' | 'edge' | 'dark', string>>;

export type FillingName =
  | 'cherry'
  | 'apple'
  | 'curd'
  | 'lingonberry'
  | 'blueberry'
  | 'pearChocolate'
  | 'poppy'
  | 'strawberryCurd'
  | 'apricot'
  | 'cabbageEgg'
  | 'chickenMushroom'
  | 'meat'
  | 'potatoMushroom'
  | 'cheesePotato'
  | 'cheeseHerbs'
  | 'salmonSpinach'
  | 'hamCheese';

export interface Filling {
  /** The mass of the filling. */
  base: string;
  /** A darker tone for depth and slits. */
  deep: string;
  /** Colour of the visible pieces (berries, slices, chunks). */
  piece: string;
  /** A secondary piece colour (egg, herbs, skin…). */
  accent: string;
}

export const FILLINGS: Record<FillingName, Filling> = {
  cherry: { base: '#7A1426', deep: '#4A0814', piece: '#B3263A', accent: '#E04A5C' },
  apple: { base: '#C98A3A', deep: '#8A5420', piece: '#F3DA9B', accent: '#B3263A' },
  curd: { base: '#FFF1D4', deep: '#E8CF9E', piece: '#FFF9EC', accent: '#6B3320' },
  lingonberry: { base: '#8E1B2A', deep: '#57101A', piece: '#D0283E', accent: '#F2C270' },
  blueberry: { base: '#EFE2E6', deep: '#B9A2BE', piece: '#4E3F7E', accent: '#7A4C8C' },
  pearChocolate: { base: '#3B1F14', deep: '#1F0E07', piece: '#EACF86', accent: '#C98F3A' },
  poppy: { base: '#35303A', deep: '#1A171D', piece: '#55505C', accent: '#8A8490' },
  strawberryCurd: { base: '#FFF0DA', deep: '#E7CFA6', piece: '#D6314A', accent: '#5E7D3A' },
  apricot: { base: '#F0A43A', deep: '#B86A17', piece: '#F8B24A', accent: '#FBE7C6' },
  cabbageEgg: { base: '#D9D49A', deep: '#9E9A55', piece: '#EEEBC0', accent: '#F6C845' },
  chickenMushroom: { base: '#E9D5A8', deep: '#A88654', piece: '#9A6B45', accent: '#F7EBD0' },
  meat: { base: '#6E3B23', deep: '#3F1E10', piece: '#8E5233', accent: '#D9C08A' },
  potatoMushroom: { base: '#F0DC9E', deep: '#B59650', piece: '#7E5435', accent: '#5E7D3A' },
  cheesePotato: { base: '#F7E4A8', deep: '#D7B567', piece: '#FFF4C9', accent: '#E9C260' },
  cheeseHerbs: { base: '#F4ECCB', deep: '#C9BB86', piece: '#5E7D3A', accent: '#86A653' },
  salmonSpinach: { base: '#355E2C', deep: '#1E3A18', piece: '#F08A5D', accent: '#FFE3D1' },
  hamCheese: { base: '#F3CF6E', deep: '#C99A32', piece: '#E59A95', accent: '#D8392E' },
};

/** Backdrop tones for product pictures, by mood. */
export const BACKDROPS = {
  cream: ['#FFF8EE', '#F7E6CD'],
  peach: ['#FFF1E4', '#F6D9BE'],
  sage: ['#F7F6EA', '#E3E6CC'],
  rose: ['#FFF2EE', '#F4D8D2'],
  frost: ['#F6FAFC', '#DCE9F0'],
  caramel: ['#FBEEDD', '#EBCFA8'],
} as const;

export type BackdropName = keyof typeof BACKDROPS;
