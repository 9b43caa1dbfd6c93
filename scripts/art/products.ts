/**
 * Artwork of every product, keyed by product `_id`. Each entry says what to
 * draw; the seed of the randomness is the id itself, so each picture differs
 * and every run draws the same one.
 */
import {
  type DessertKind,
  type DrinkSpec,
  dessert,
  drink,
  type FrozenContent,
  frozenBox,
  frozenLoose,
  kraftBox,
  longBoard,
  type MiniKind,
  miniHalf,
  miniPie,
} from './goods';
import { type BackdropName, BRAND, type FillingName } from './palette';
import { type PieSpec, pie } from './pie';
import { type BoardKind, backdrop, board, type GarnishName, garnish, napkin } from './props';
import { Ctx, g, Rng } from './svg';

export type ProductArt =
  | { kind: 'pie'; pie: PieSpec; board: BoardKind; garnish: GarnishName[]; backdrop?: BackdropName; napkin?: string }
  | {
      kind: 'mini';
      mini: MiniKind;
      filling: FillingName;
      garnish: GarnishName[];
      board?: BoardKind;
      backdrop?: BackdropName;
    }
  | { kind: 'set'; pies: PieSpec[]; garnish: GarnishName[]; backdrop?: BackdropName }
  | { kind: 'miniBox'; items: Array<[MiniKind, FillingName]> }
  | { kind: 'dessert'; dessert: DessertKind; garnish: GarnishName[]; backdrop?: BackdropName }
  | { kind: 'frozen'; content: FrozenContent; filling: FillingName; color: string }
  | { kind: 'drink'; drinks: DrinkSpec[]; garnish: GarnishName[]; backdrop?: BackdropName };

const PIE = {
  kapusta: { style: 'closed', filling: 'cabbageEgg', decor: 'leaves' },
  kuritsa: { style: 'braided', filling: 'chickenMushroom', sesame: true },
  myaso: { style: 'cut', filling: 'meat', turn: 25, bake: 0.06 },
  kartofel: { style: 'closed', filling: 'potatoMushroom', decor: 'slits', bake: 0.03 },
  osetSyr: { style: 'ossetian', filling: 'cheesePotato', turn: 10 },
  osetMyaso: { style: 'ossetian', filling: 'meat', turn: 0, bake: 0.08 },
  osetZelen: { style: 'ossetian', filling: 'cheeseHerbs', turn: 22, bake: -0.03 },
  semga: { style: 'lattice', filling: 'salmonSpinach', turn: 10 },
  kurnik: { style: 'kurnik', filling: 'chickenMushroom', bake: 0.05 },
  vetchina: { style: 'open', filling: 'hamCheese' },
  vishnya: { style: 'lattice', filling: 'cherry' },
  yabloko: { style: 'open', filling: 'apple', bake: 0.04 },
  tvorog: { style: 'open', filling: 'curd', bake: -0.02 },
  brusnika: { style: 'crumble', filling: 'lingonberry' },
  chernika: { style: 'open', filling: 'blueberry' },
  grusha: { style: 'open', filling: 'pearChocolate', bake: 0.1 },
  mak: { style: 'braided', filling: 'poppy', decor: 'slits', bake: 0.08 },
  klubnika: { style: 'open', filling: 'strawberryCurd' },
  abrikos: { style: 'open', filling: 'apricot' },
} as const satisfies Record<string, PieSpec>;

export const PRODUCT_ART: Record<string, ProductArt> = {
  // Hearty pies
  'kapusta-yaytso': { kind: 'pie', pie: PIE.kapusta, board: 'wood', garnish: ['dill', 'egg'] },
  'kuritsa-griby': {
    kind: 'pie',
    pie: PIE.kuritsa,
    board: 'paddle',
    garnish: ['mushrooms', 'thyme'],
    napkin: BRAND.herb,
  },
  myasnoy: { kind: 'pie', pie: PIE.myaso, board: 'wood', garnish: ['pepper', 'dill'], backdrop: 'caramel' },
  'kartofel-griby': {
    kind: 'pie',
    pie: PIE.kartofel,
    board: 'plate',
    garnish: ['mushrooms', 'potato'],
    napkin: BRAND.berry,
  },
  'osetinskiy-syr-kartofel': { kind: 'pie', pie: PIE.osetSyr, board: 'slate', garnish: ['cheese', 'dill'] },
  'osetinskiy-myaso': {
    kind: 'pie',
    pie: PIE.osetMyaso,
    board: 'wood',
    garnish: ['pepper', 'mint'],
    backdrop: 'caramel',
  },
  'osetinskiy-zelen': {
    kind: 'pie',
    pie: PIE.osetZelen,
    board: 'paddle',
    garnish: ['mint', 'cheese'],
    backdrop: 'sage',
  },
  'semga-shpinat': { kind: 'pie', pie: PIE.semga, board: 'plate', garnish: ['lemon', 'dill'], napkin: '#4E7FA0' },
  kurnik: { kind: 'pie', pie: PIE.kurnik, board: 'wood', garnish: ['wheat', 'mushrooms'], napkin: BRAND.berry },
  'vetchina-syr': { kind: 'pie', pie: PIE.vetchina, board: 'slate', garnish: ['tomatoes', 'cheese'] },
  // Sweet pies
  vishnya: {
    kind: 'pie',
    pie: PIE.vishnya,
    board: 'plate',
    garnish: ['cherries', 'mint'],
    napkin: BRAND.berry,
    backdrop: 'rose',
  },
  'yabloko-koritsa': { kind: 'pie', pie: PIE.yabloko, board: 'paddle', garnish: ['apple', 'cinnamon'] },
  tvorog: { kind: 'pie', pie: PIE.tvorog, board: 'plate', garnish: ['honey', 'mint'], napkin: BRAND.gold },
  brusnika: { kind: 'pie', pie: PIE.brusnika, board: 'wood', garnish: ['lingonberries', 'cinnamon'], backdrop: 'rose' },
  chernika: { kind: 'pie', pie: PIE.chernika, board: 'plate', garnish: ['blueberries', 'mint'], napkin: '#4E3F7E' },
  'grusha-shokolad': {
    kind: 'pie',
    pie: PIE.grusha,
    board: 'slate',
    garnish: ['pear', 'chocolate'],
    backdrop: 'caramel',
  },
  mak: { kind: 'pie', pie: PIE.mak, board: 'wood', garnish: ['poppy', 'honey'] },
  'klubnika-tvorog': {
    kind: 'pie',
    pie: PIE.klubnika,
    board: 'plate',
    garnish: ['strawberries', 'mint'],
    napkin: BRAND.berry,
    backdrop: 'rose',
  },
  abrikos: { kind: 'pie', pie: PIE.abrikos, board: 'paddle', garnish: ['apricots', 'mint'], backdrop: 'peach' },
  // Sets
  'nabor-druzya': { kind: 'set', pies: [PIE.kapusta, PIE.kuritsa, PIE.vishnya], garnish: ['dill', 'cherries'] },
  'nabor-semeynyy': { kind: 'set', pies: [PIE.kartofel, PIE.osetSyr, PIE.yabloko], garnish: ['mushrooms', 'apple'] },
  'nabor-sladkoezhka': {
    kind: 'set',
    pies: [PIE.vishnya, PIE.tvorog, PIE.brusnika],
    garnish: ['cherries', 'lingonberries'],
    backdrop: 'rose',
  },
  'nabor-osetinskiy': {
    kind: 'set',
    pies: [PIE.osetSyr, PIE.osetMyaso, PIE.osetZelen],
    garnish: ['cheese', 'mint'],
    backdrop: 'sage',
  },
  'nabor-ofis': { kind: 'set', pies: [PIE.kuritsa, PIE.myaso, PIE.kapusta, PIE.yabloko], garnish: ['wheat'] },
  'nabor-mini-assorti': {
    kind: 'miniBox',
    items: [
      ['pirozhok', 'cabbageEgg'],
      ['pirozhok', 'potatoMushroom'],
      ['pirozhok', 'meat'],
      ['sweet', 'cherry'],
      ['sweet', 'apple'],
    ],
  },
  // Mini
  'mini-kapusta': { kind: 'mini', mini: 'pirozhok', filling: 'cabbageEgg', garnish: ['dill', 'cabbage'] },
  'mini-kartofel': {
    kind: 'mini',
    mini: 'pirozhok',
    filling: 'potatoMushroom',
    garnish: ['potato', 'dill'],
    board: 'plate',
  },
  'mini-myaso': { kind: 'mini', mini: 'pirozhok', filling: 'meat', garnish: ['pepper', 'mint'], backdrop: 'caramel' },
  'mini-vishnya': {
    kind: 'mini',
    mini: 'sweet',
    filling: 'cherry',
    garnish: ['cherries', 'mint'],
    board: 'plate',
    backdrop: 'rose',
  },
  'mini-yabloko': { kind: 'mini', mini: 'sweet', filling: 'apple', garnish: ['apple', 'cinnamon'] },
  'mini-vatrushka': { kind: 'mini', mini: 'vatrushka', filling: 'curd', garnish: ['honey', 'mint'], board: 'plate' },
  'mini-sosiska': { kind: 'mini', mini: 'sausage', filling: 'hamCheese', garnish: ['tomatoes', 'dill'] },
  'mini-osetinskiy': {
    kind: 'mini',
    mini: 'round',
    filling: 'cheesePotato',
    garnish: ['cheese', 'mint'],
    board: 'slate',
  },
  // Desserts
  medovik: { kind: 'dessert', dessert: 'medovik', garnish: ['honey', 'mint'], backdrop: 'caramel' },
  napoleon: { kind: 'dessert', dessert: 'napoleon', garnish: ['strawberries', 'mint'] },
  chizkeyk: { kind: 'dessert', dessert: 'cheesecake', garnish: ['blueberries', 'strawberries'], backdrop: 'rose' },
  eklery: { kind: 'dessert', dessert: 'eclairs', garnish: ['chocolate', 'mint'], backdrop: 'caramel' },
  'rulet-mak': { kind: 'dessert', dessert: 'roll', garnish: ['poppy', 'wheat'] },
  'maffin-shokolad': { kind: 'dessert', dessert: 'muffins', garnish: ['chocolate', 'mint'], backdrop: 'peach' },
  // Frozen goods
  'zamorozhennyy-kapusta': { kind: 'frozen', content: 'pie', filling: 'cabbageEgg', color: BRAND.herb },
  'zamorozhennyy-vishnya': { kind: 'frozen', content: 'pie', filling: 'cherry', color: BRAND.berry },
  'pelmeni-domashnie': { kind: 'frozen', content: 'pelmeni', filling: 'meat', color: '#2F6E95' },
  'vareniki-kartofel': { kind: 'frozen', content: 'vareniki', filling: 'potatoMushroom', color: BRAND.crust },
  'vareniki-vishnya': { kind: 'frozen', content: 'vareniki', filling: 'cherry', color: '#8E1B4A' },
  syrniki: { kind: 'frozen', content: 'syrniki', filling: 'curd', color: '#D98A1E' },
  kolduny: { kind: 'frozen', content: 'kolduny', filling: 'meat', color: '#6B4A8A' },
  // Drinks
  'mors-klyukva': {
    kind: 'drink',
    drinks: [
      { vessel: 'jug', color: '#B0122E', extras: ['berries'], berryColor: '#D0203A' },
      { vessel: 'glass', color: '#B0122E', extras: ['ice', 'mint'] },
    ],
    garnish: ['cranberries'],
    backdrop: 'rose',
  },
  'mors-brusnika': {
    kind: 'drink',
    drinks: [{ vessel: 'jug', color: '#C0283E', extras: ['berries'], berryColor: '#E0304A' }],
    garnish: ['lingonberries', 'mint'],
  },
  kvas: {
    kind: 'drink',
    drinks: [
      { vessel: 'bottle', color: '#6A3A12' },
      { vessel: 'glass', color: '#7A4316', extras: ['foam'] },
    ],
    garnish: ['wheat'],
    backdrop: 'caramel',
  },
  'kompot-vishnya': {
    kind: 'drink',
    drinks: [{ vessel: 'jar', color: '#9E1B36', berryColor: '#6E0A1E' }],
    garnish: ['cherries', 'mint'],
    backdrop: 'rose',
  },
  'chay-chabrets': {
    kind: 'drink',
    drinks: [{ vessel: 'cup', color: '#8A3E12', extras: ['steam', 'lemon'] }],
    garnish: ['thyme', 'lemon'],
  },
  'chay-oblepikha': {
    kind: 'drink',
    drinks: [{ vessel: 'teapot', color: '#F0901E', berryColor: '#F7A531' }],
    garnish: ['seaBuckthorn', 'mint'],
    backdrop: 'peach',
  },
  kakao: {
    kind: 'drink',
    drinks: [{ vessel: 'mug', color: '#7A4A2E', extras: ['marshmallow', 'steam'] }],
    garnish: ['chocolate', 'cinnamon'],
    backdrop: 'caramel',
  },
};

export const PRODUCT_VIEW = { w: 1000, h: 1000 } as const;

/** Free corners around a centred composition, for garnishes. */
const CORNERS: ReadonlyArray<readonly [number, number]> = [
  [160, 850],
  [800, 150],
  [830, 840],
  [150, 170],
];

function garnishes(ctx: Ctx, rng: Rng, names: readonly GarnishName[], size = 300, corners = CORNERS): string {
  const start = rng.int(0, corners.length - 1);
  return names
    .map((name, i) => {
      const corner = corners[(start + i * 2 + (i > 1 ? 1 : 0)) % corners.length] ?? [150, 860];
      return garnish(ctx, rng.fork(`garnish-${i}`), name, corner[0], corner[1], size);
    })
    .join('');
}

/** Scales `content` by `k` around (x, y). */
function zoom(x: number, y: number, k: number, content: string): string {
  return g({ transform: `translate(${x} ${y}) scale(${k}) translate(${-x} ${-y})` }, content);
}

/** SVG body (inside a 1000×1000 view) of the product `id`. */
export function productBody(id: string, art: ProductArt, ctx: Ctx): string {
  const rng = new Rng(`product:${id}`);
  const parts: string[] = [];
  switch (art.kind) {
    case 'pie': {
      parts.push(backdrop(ctx, 1000, 1000, art.backdrop ?? 'cream'));
      if (art.napkin) {
        const left = rng.chance(0.5);
        parts.push(napkin(ctx, left ? 200 : 800, 200, 560, rng.range(-18, 18), art.napkin));
      }
      parts.push(board(ctx, rng.fork('board'), 500, 510, 405, art.board, rng.pick([-45, -135, 45, 135])));
      parts.push(pie(ctx, rng.fork('pie'), 500, 510, 348, { turn: rng.range(0, 60), ...art.pie }));
      parts.push(garnishes(ctx, rng, art.garnish));
      break;
    }
    case 'mini': {
      parts.push(backdrop(ctx, 1000, 1000, art.backdrop ?? 'cream'));
      parts.push(board(ctx, rng.fork('board'), 500, 520, 400, art.board ?? 'wood', rng.pick([-45, -135, 45, 135])));
      const r = rng.fork('minis');
      const big = art.mini === 'round' ? 150 : art.mini === 'vatrushka' ? 140 : 150;
      const spots: Array<[number, number, number]> =
        art.mini === 'round'
          ? [
              [400, 440, 0],
              [620, 600, 0],
            ]
          : [
              [390, 390, -25],
              [620, 420, 20],
              [470, 640, 10],
            ];
      for (const [x, y, rot] of spots)
        parts.push(miniPie(ctx, r, x, y, big, rot + r.range(-8, 8), art.mini, art.filling));
      if (art.mini === 'pirozhok' || art.mini === 'sweet')
        parts.push(miniHalf(ctx, r, 690, 650, 120, -20, art.filling));
      parts.push(garnishes(ctx, rng, art.garnish));
      break;
    }
    case 'set': {
      parts.push(backdrop(ctx, 1000, 1000, art.backdrop ?? 'cream'));
      const four = art.pies.length >= 4;
      parts.push(longBoard(ctx, rng, 500, 520, 900, four ? 860 : 760, rng.range(-4, 4)));
      const spots: Array<[number, number, number]> = four
        ? [
            [300, 310, 190],
            [700, 310, 190],
            [300, 730, 190],
            [700, 730, 190],
          ]
        : [
            [290, 360, 215],
            [710, 360, 215],
            [500, 700, 215],
          ];
      art.pies.forEach((spec, i) => {
        const spot = spots[i];
        if (!spot) return;
        parts.push(pie(ctx, rng.fork(`pie-${i}`), spot[0], spot[1], spot[2], { turn: rng.range(0, 60), ...spec }));
      });
      parts.push(
        garnishes(
          ctx,
          rng,
          art.garnish,
          160,
          four
            ? [[880, 940]]
            : [
                [150, 860],
                [850, 860],
              ],
        ),
      );
      break;
    }
    case 'miniBox': {
      parts.push(backdrop(ctx, 1000, 1000, 'cream'));
      parts.push(kraftBox(ctx, 500, 500, 760, 800, rng.range(-4, 4)));
      const cols = 4;
      const rows = 5;
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          const item = art.items[row % art.items.length] ?? art.items[0];
          if (!item) continue;
          const x = 500 - 285 + col * 190;
          const y = 500 - 320 + row * 160;
          parts.push(miniPie(ctx, rng, x, y, 84, rng.range(-12, 12), item[0], item[1]));
        }
      }
      break;
    }
    case 'dessert': {
      parts.push(backdrop(ctx, 1000, 1000, art.backdrop ?? 'cream'));
      parts.push(
        zoom(
          500,
          560,
          art.dessert === 'eclairs' || art.dessert === 'roll' ? 1.1 : 1.3,
          dessert(ctx, rng.fork('dessert'), art.dessert),
        ),
      );
      parts.push(
        garnishes(ctx, rng, art.garnish, 260, [
          [160, 190],
          [820, 170],
          [850, 890],
        ]),
      );
      break;
    }
    case 'frozen': {
      parts.push(backdrop(ctx, 1000, 1000, 'frost'));
      parts.push(zoom(540, 470, 1.22, frozenBox(ctx, rng.fork('box'), art.content, art.filling, art.color)));
      parts.push(zoom(250, 860, 1.3, frozenLoose(ctx, rng.fork('loose'), art.content)));
      parts.push(garnish(ctx, rng.fork('snow'), 'snow', 820, 860, 200));
      parts.push(garnish(ctx, rng.fork('snow2'), 'snow', 140, 160, 160));
      break;
    }
    case 'drink': {
      parts.push(backdrop(ctx, 1000, 1000, art.backdrop ?? 'cream'));
      const two = art.drinks.length > 1;
      const first = art.drinks[0];
      const second = art.drinks[1];
      if (first) {
        const big = first.vessel === 'cup' || first.vessel === 'mug' ? 320 : first.vessel === 'teapot' ? 370 : 300;
        parts.push(drink(ctx, rng.fork('d0'), two ? 400 : 500, two ? 860 : 880, big, first));
      }
      if (second) parts.push(drink(ctx, rng.fork('d1'), 760, 900, 210, second));
      parts.push(
        garnishes(ctx, rng, art.garnish, 240, [
          [140, 880],
          [840, 180],
          [150, 180],
        ]),
      );
      break;
    }
  }
  return parts.join('');
}

/** A fresh drawing context for one product. */
export function productContext(id: string): Ctx {
  return new Ctx(new Rng(`ctx:${id}`));
}
