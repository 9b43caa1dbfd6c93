/**
 * Scenes for stories, story circles, news covers and home banners. No text is
 * baked into the pictures: the app sets titles over them.
 */
import { dessert, drink, frozenBox, kraftBox, miniPie } from './goods';
import { BRAND, RAW_DOUGH } from './palette';
import { type PieSpec, pie } from './pie';
import { backdrop, board, bokeh, garnish, linen, napkin, woodTable } from './props';
import {
  bakingTray,
  basket,
  boxStack,
  coins,
  cookieCutter,
  deliveryBox,
  doughBall,
  firBranch,
  homeOven,
  kulich,
  notebook,
  ovenMouth,
  paintedEgg,
  pieOnTable,
  ribbonBow,
  rollingPin,
  routePin,
  showcase,
  steam,
} from './scene-props';
import { type Ctx, g, type Rng } from './svg';

export type SceneKind = 'story' | 'storyCover' | 'post' | 'banner';

export const SCENE_VIEWS: Record<SceneKind, { w: number; h: number }> = {
  story: { w: 900, h: 1600 },
  storyCover: { w: 1000, h: 1000 },
  post: { w: 1600, h: 900 },
  banner: { w: 1800, h: 600 },
};

type Draw = (ctx: Ctx, rng: Rng) => string;

const P = {
  grusha: { style: 'open', filling: 'pearChocolate', bake: 0.1 },
  kapusta: { style: 'closed', filling: 'cabbageEgg', decor: 'leaves' },
  kuritsa: { style: 'braided', filling: 'chickenMushroom', sesame: true },
  myaso: { style: 'cut', filling: 'meat', turn: 25, bake: 0.06 },
  kartofel: { style: 'closed', filling: 'potatoMushroom', bake: 0.03 },
  osetSyr: { style: 'ossetian', filling: 'cheesePotato', turn: 10 },
  osetMyaso: { style: 'ossetian', filling: 'meat', turn: 5, bake: 0.08 },
  osetZelen: { style: 'ossetian', filling: 'cheeseHerbs', turn: 20 },
  vishnya: { style: 'lattice', filling: 'cherry' },
  yabloko: { style: 'open', filling: 'apple', bake: 0.04 },
  brusnika: { style: 'crumble', filling: 'lingonberry' },
  klubnika: { style: 'open', filling: 'strawberryCurd' },
  kurnik: { style: 'kurnik', filling: 'chickenMushroom', bake: 0.05 },
  semga: { style: 'lattice', filling: 'salmonSpinach' },
  tvorog: { style: 'open', filling: 'curd' },
  rawKapusta: { style: 'closed', filling: 'cabbageEgg', decor: 'leaves', raw: true },
} as const satisfies Record<string, PieSpec>;

const at = (x: number, y: number, k: number, content: string) =>
  g({ transform: `translate(${x} ${y}) scale(${k}) translate(-500 -500)` }, content);

/* ---------- stories (900×1600) ---------- */

const table = (ctx: Ctx, rng: Rng, w: number, h: number, tone?: string) =>
  woodTable(ctx, rng.fork('table'), w, h, tone);

const STORY: Record<string, Draw> = {
  'novinka-grusha-1': (ctx, rng) =>
    table(ctx, rng, 900, 1600, '#7A4A2A') +
    board(ctx, rng, 450, 700, 390, 'slate') +
    pie(ctx, rng.fork('p'), 450, 700, 335, P.grusha) +
    garnish(ctx, rng, 'pear', 230, 1180, 330) +
    garnish(ctx, rng, 'chocolate', 650, 1200, 300),
  'novinka-grusha-2': (ctx, rng) =>
    linen(ctx, 900, 1600, '#F4E6D2') +
    garnish(ctx, rng, 'pear', 300, 520, 520) +
    garnish(ctx, rng, 'pear', 610, 820, 440) +
    garnish(ctx, rng, 'chocolate', 280, 1050, 520) +
    garnish(ctx, rng, 'cinnamon', 620, 360, 320),
  'novinka-grusha-3': (ctx, rng) =>
    table(ctx, rng, 900, 1600, '#8A5430') +
    board(ctx, rng, 420, 620, 330, 'plate') +
    pie(ctx, rng.fork('p'), 420, 620, 280, { ...P.grusha, style: 'open' }) +
    drink(ctx, rng, 560, 1240, 250, { vessel: 'cup', color: '#8A3E12', extras: ['steam'] }),
  'tretiy-za-polceny-1': (ctx, rng) =>
    table(ctx, rng, 900, 1600) +
    pieOnTable(ctx, rng.fork('a'), 450, 420, 280, P.kapusta) +
    pieOnTable(ctx, rng.fork('b'), 450, 780, 280, P.kuritsa) +
    pieOnTable(ctx, rng.fork('c'), 450, 1140, 280, P.myaso),
  'tretiy-za-polceny-2': (ctx, rng) =>
    backdrop(ctx, 900, 1600, 'caramel') +
    boxStack(ctx, 450, 1350, 620, 3) +
    deliveryBox(ctx, rng.fork('box'), 450, 620, 520, P.kartofel),
  'kak-my-pechem-1': (ctx, rng) =>
    table(ctx, rng, 900, 1600, '#C48A55') +
    garnish(ctx, rng, 'flour', 450, 760, 600) +
    doughBall(ctx, rng, 430, 720, 230) +
    rollingPin(ctx, 450, 1130, 760, -12) +
    garnish(ctx, rng, 'egg', 650, 360, 320) +
    garnish(ctx, rng, 'wheat', 180, 330, 360),
  'kak-my-pechem-2': (ctx, rng) =>
    linen(ctx, 900, 1600) +
    board(ctx, rng, 450, 760, 360, 'plate') +
    garnish(ctx, rng, 'cherries', 380, 700, 520) +
    garnish(ctx, rng, 'lingonberries', 520, 830, 420) +
    garnish(ctx, rng, 'blueberries', 400, 880, 300) +
    garnish(ctx, rng, 'mint', 650, 1250, 300),
  'kak-my-pechem-3': (ctx, rng) =>
    table(ctx, rng, 900, 1600) +
    board(ctx, rng, 450, 780, 430, 'wood') +
    pie(ctx, rng.fork('p'), 450, 780, 370, { ...P.kuritsa, sesame: false }),
  'kak-my-pechem-4': (ctx, rng) =>
    backdrop(ctx, 900, 1600, 'caramel') + ovenMouth(ctx, rng, 450, 1250, 800, P.kapusta, 0),
  'osetinskie-1': (ctx, rng) =>
    table(ctx, rng, 900, 1600, '#9C6234') +
    board(ctx, rng, 450, 760, 420, 'paddle', -90) +
    pie(ctx, rng.fork('p'), 450, 760, 370, P.osetSyr) +
    garnish(ctx, rng, 'dill', 180, 1300, 360),
  'osetinskie-2': (ctx, rng) =>
    linen(ctx, 900, 1600, '#F1EEDC') +
    garnish(ctx, rng, 'cheese', 420, 560, 600) +
    garnish(ctx, rng, 'dill', 160, 950, 620) +
    garnish(ctx, rng, 'mint', 640, 1050, 420) +
    garnish(ctx, rng, 'cheese', 560, 1250, 380),
  'osetinskie-3': (ctx, rng) =>
    table(ctx, rng, 900, 1600) +
    pieOnTable(ctx, rng.fork('a'), 450, 1080, 360, P.osetMyaso, 0.55) +
    pieOnTable(ctx, rng.fork('b'), 450, 960, 350, P.osetZelen, 0.55) +
    pieOnTable(ctx, rng.fork('c'), 450, 840, 340, P.osetSyr, 0.55),
  'dostavka-1': (ctx, rng) =>
    backdrop(ctx, 900, 1600, 'peach') +
    deliveryBox(ctx, rng, 450, 860, 660, P.kuritsa) +
    routePin(700, 260, 90, [180, 380]),
  'dostavka-2': (ctx) =>
    backdrop(ctx, 900, 1600, 'caramel') +
    boxStack(ctx, 450, 1300, 640, 5) +
    steam(380, 560, 150) +
    steam(520, 550, 130),
  'bonusy-1': (ctx, rng) =>
    backdrop(ctx, 900, 1600, 'rose') +
    board(ctx, rng, 450, 760, 380, 'plate') +
    miniPie(ctx, rng, 360, 660, 140, -20, 'sweet', 'cherry') +
    miniPie(ctx, rng, 560, 700, 140, 15, 'pirozhok', 'cabbageEgg') +
    miniPie(ctx, rng, 440, 880, 140, 5, 'vatrushka', 'curd') +
    coins(ctx, 680, 1300, 110, 5),
  'bonusy-2': (ctx, rng) =>
    linen(ctx, 900, 1600, '#FBEDE6') +
    board(ctx, rng, 450, 760, 400, 'wood') +
    pie(ctx, rng.fork('p'), 450, 760, 345, P.vishnya) +
    ribbonBow(ctx, 450, 760, 345),
  'bonusy-3': (ctx, rng) =>
    backdrop(ctx, 900, 1600, 'rose') +
    kraftBox(ctx, 450, 820, 620, 620, 0, '#E3BE8A') +
    pie(ctx, rng.fork('p'), 450, 820, 270, P.yabloko) +
    ribbonBow(ctx, 450, 820, 330, BRAND.berry) +
    coins(ctx, 220, 1350, 90, 3),
  'pechem-doma-1': (ctx, rng) =>
    backdrop(ctx, 900, 1600, 'frost') +
    at(420, 760, 1.15, frozenBox(ctx, rng, 'pie', 'cabbageEgg', BRAND.herb)) +
    garnish(ctx, rng, 'snow', 700, 1300, 300),
  'pechem-doma-2': (ctx, rng) => backdrop(ctx, 900, 1600, 'cream') + homeOven(ctx, rng, 450, 1250, 760, P.rawKapusta),
};

/* ---------- story circles (1000×1000) ---------- */

const COVER: Record<string, Draw> = {
  'novinka-grusha': (ctx, rng) => backdrop(ctx, 1000, 1000, 'caramel') + pie(ctx, rng, 500, 500, 420, P.grusha),
  'tretiy-za-polceny': (ctx, rng) =>
    backdrop(ctx, 1000, 1000, 'cream') +
    pie(ctx, rng.fork('a'), 320, 360, 240, P.kapusta) +
    pie(ctx, rng.fork('b'), 690, 400, 240, P.kuritsa) +
    pie(ctx, rng.fork('c'), 500, 700, 240, P.kartofel),
  'kak-my-pechem': (ctx, rng) =>
    table(ctx, rng, 1000, 1000, '#C48A55') + doughBall(ctx, rng, 480, 460, 260) + rollingPin(ctx, 520, 800, 820, -15),
  osetinskie: (ctx, rng) => backdrop(ctx, 1000, 1000, 'sage') + pie(ctx, rng, 500, 500, 420, P.osetZelen),
  dostavka: (ctx, rng) => backdrop(ctx, 1000, 1000, 'peach') + deliveryBox(ctx, rng, 500, 580, 600, P.kapusta),
  bonusy: (ctx, rng) =>
    backdrop(ctx, 1000, 1000, 'rose') + pie(ctx, rng, 500, 500, 400, P.vishnya) + ribbonBow(ctx, 500, 500, 400),
  'pechem-doma': (ctx, rng) =>
    backdrop(ctx, 1000, 1000, 'frost') + at(460, 500, 1.25, frozenBox(ctx, rng, 'pie', 'cabbageEgg', BRAND.herb)),
};

/* ---------- news covers (1600×900) ---------- */

const POST: Record<string, Draw> = {
  'kulichi-k-pashe': (ctx, rng) =>
    linen(ctx, 1600, 900, '#FBF1E2') +
    kulich(ctx, rng, 640, 760, 300) +
    kulich(ctx, rng, 980, 800, 230) +
    paintedEgg(ctx, 330, 720, 80, BRAND.berry, -15) +
    paintedEgg(ctx, 1240, 730, 75, BRAND.herb, 12) +
    paintedEgg(ctx, 1350, 790, 70, BRAND.gold, -8) +
    garnish(ctx, rng, 'wheat', 170, 260, 400),
  'otkrytie-nemiga': (ctx, rng) =>
    backdrop(ctx, 1600, 900, 'caramel') +
    showcase(ctx, rng, 160, 90, 1280, 720, [
      P.kapusta,
      P.vishnya,
      P.osetSyr,
      P.yabloko,
      P.kuritsa,
      P.brusnika,
      P.kurnik,
      P.klubnika,
    ]),
  'vesna-osetinskie': (ctx, rng) =>
    table(ctx, rng, 1600, 900, '#A8683A') +
    board(ctx, rng, 760, 450, 380, 'paddle', 0) +
    pie(ctx, rng.fork('p'), 760, 450, 330, P.osetZelen) +
    garnish(ctx, rng, 'dill', 140, 200, 420) +
    garnish(ctx, rng, 'mint', 1330, 220, 360) +
    garnish(ctx, rng, 'cheese', 1330, 700, 380),
  'klubnichnyy-sezon': (ctx, rng) => {
    const berries: string[] = [];
    for (let i = 0; i < 9; i++)
      berries.push(
        garnish(ctx, rng.fork(`s${i}`), 'strawberries', 1080 + (i % 3) * 110 - 60, 470 + Math.floor(i / 3) * 40, 230),
      );
    return (
      linen(ctx, 1600, 900, '#FCEFEA') +
      napkin(ctx, 330, 250, 640, -10, BRAND.berry) +
      board(ctx, rng, 560, 470, 360, 'plate') +
      pie(ctx, rng.fork('p'), 560, 470, 305, P.klubnika) +
      basket(ctx, 1180, 780, 440, berries.join(''))
    );
  },
  'morsy-leto': (ctx, rng) =>
    backdrop(ctx, 1600, 900, 'rose') +
    drink(ctx, rng, 560, 820, 250, { vessel: 'jug', color: '#B0122E', extras: ['berries'], berryColor: '#D0203A' }) +
    drink(ctx, rng, 900, 840, 170, { vessel: 'glass', color: '#B0122E', extras: ['ice', 'mint'] }) +
    drink(ctx, rng, 1180, 840, 170, { vessel: 'glass', color: '#7A4316', extras: ['foam'] }) +
    garnish(ctx, rng, 'cranberries', 250, 780, 300) +
    garnish(ctx, rng, 'mint', 1420, 760, 260),
  'dostavka-60-minut': (ctx, rng) =>
    backdrop(ctx, 1600, 900, 'peach') +
    routePin(1350, 330, 110, [980, 700]) +
    deliveryBox(ctx, rng, 640, 560, 560, P.kuritsa),
  'master-klass-deti': (ctx, rng) =>
    table(ctx, rng, 1600, 900, '#C48A55') +
    garnish(ctx, rng, 'flour', 420, 420, 500) +
    doughBall(ctx, rng, 400, 400, 170) +
    bakingTray(ctx, 1020, 470, 720, 500, -4) +
    miniPie(ctx, rng, 840, 380, 100, -10, 'pirozhok', 'cabbageEgg', RAW_DOUGH) +
    miniPie(ctx, rng, 1060, 380, 100, 10, 'pirozhok', 'cabbageEgg', RAW_DOUGH) +
    miniPie(ctx, rng, 1220, 560, 100, -5, 'vatrushka', 'curd', RAW_DOUGH) +
    miniPie(ctx, rng, 920, 580, 100, 15, 'pirozhok', 'cabbageEgg', RAW_DOUGH) +
    cookieCutter(220, 760, 70, 'star') +
    cookieCutter(420, 770, 60, 'heart') +
    cookieCutter(600, 760, 55, 'circle'),
  'sezon-brusniki': (ctx, rng) =>
    table(ctx, rng, 1600, 900, '#8A5430') +
    board(ctx, rng, 800, 450, 380, 'wood') +
    pie(ctx, rng.fork('p'), 800, 450, 330, P.brusnika) +
    garnish(ctx, rng, 'lingonberries', 250, 300, 420) +
    garnish(ctx, rng, 'lingonberries', 1330, 640, 420) +
    garnish(ctx, rng, 'cinnamon', 1320, 200, 320),
  'pirozhki-v-shkolu': (ctx, rng) => {
    const minis: string[] = [];
    for (let i = 0; i < 6; i++) {
      minis.push(
        miniPie(
          ctx,
          rng,
          640 + (i % 3) * 170,
          330 + Math.floor(i / 3) * 210,
          82,
          rng.range(-10, 10),
          i % 2 ? 'sweet' : 'pirozhok',
          i % 2 ? 'cherry' : 'cabbageEgg',
        ),
      );
    }
    return (
      linen(ctx, 1600, 900, '#F2EEE4') +
      notebook(300, 450, 330, -10) +
      kraftBox(ctx, 810, 440, 560, 460, 2) +
      minis.join('') +
      garnish(ctx, rng, 'apple', 1330, 320, 360) +
      garnish(ctx, rng, 'mint', 1380, 700, 260)
    );
  },
  'novinka-grusha-shokolad': (ctx, rng) =>
    table(ctx, rng, 1600, 900, '#6E4022') +
    board(ctx, rng, 700, 450, 380, 'slate') +
    pie(ctx, rng.fork('p'), 700, 450, 330, P.grusha) +
    garnish(ctx, rng, 'pear', 1250, 330, 420) +
    garnish(ctx, rng, 'chocolate', 1260, 700, 360) +
    garnish(ctx, rng, 'cinnamon', 200, 700, 300),
  'bonusnaya-programma': (ctx, rng) =>
    backdrop(ctx, 1600, 900, 'rose') +
    board(ctx, rng, 620, 450, 370, 'wood') +
    pie(ctx, rng.fork('p'), 620, 450, 320, P.yabloko) +
    ribbonBow(ctx, 620, 450, 320) +
    coins(ctx, 1150, 640, 120, 6) +
    coins(ctx, 1350, 700, 100, 3),
  'zamorozhennye-pirogi': (ctx, rng) =>
    backdrop(ctx, 1600, 900, 'frost') +
    at(470, 470, 0.95, frozenBox(ctx, rng, 'pie', 'cabbageEgg', BRAND.herb)) +
    bakingTray(ctx, 1160, 470, 560, 560, 4) +
    pie(ctx, rng.fork('raw'), 1160, 470, 220, P.rawKapusta),
  'novogodnie-nabory': (ctx, rng) =>
    backdrop(ctx, 1600, 900, 'caramel') +
    bokeh(ctx, rng, 1600, 900, 26, ['#FFD36B', '#FFB23A', '#F6E3C8', '#E04A5C']) +
    firBranch(rng, -40, 120, 560, 15) +
    firBranch(rng, 1640, 780, 520, 200) +
    board(ctx, rng, 600, 470, 350, 'wood') +
    pie(ctx, rng.fork('k'), 600, 470, 300, P.kurnik) +
    at(1140, 430, 0.7, dessert(ctx, rng, 'medovik')),
};

/* ---------- banners (1800×600): the left part stays calm for the title ---------- */

const BANNER: Record<string, Draw> = {
  akcii: (ctx, rng) =>
    table(ctx, rng, 1800, 600, '#B97A45') +
    pie(ctx, rng.fork('a'), 900, 320, 195, P.kapusta) +
    pie(ctx, rng.fork('b'), 1240, 290, 195, P.kuritsa) +
    pie(ctx, rng.fork('c'), 1580, 320, 195, P.myaso) +
    garnish(ctx, rng, 'dill', 620, 470, 240),
  dostavka: (ctx, rng) =>
    backdrop(ctx, 1800, 600, 'peach') +
    routePin(1660, 200, 70, [1450, 330]) +
    deliveryBox(ctx, rng, 1080, 380, 320, P.kapusta) +
    boxStack(ctx, 1500, 560, 320, 2),
  loyalty: (ctx, rng) =>
    backdrop(ctx, 1800, 600, 'rose') +
    pie(ctx, rng.fork('p'), 1150, 300, 250, P.vishnya) +
    ribbonBow(ctx, 1150, 300, 250) +
    miniPie(ctx, rng, 1500, 250, 110, -15, 'sweet', 'apple') +
    miniPie(ctx, rng, 1560, 430, 110, 10, 'vatrushka', 'curd') +
    coins(ctx, 820, 470, 80, 4),
  sytnye: (ctx, rng) =>
    table(ctx, rng, 1800, 600, '#8A5430') +
    pie(ctx, rng.fork('a'), 880, 320, 190, P.osetSyr) +
    pie(ctx, rng.fork('b'), 1220, 290, 190, P.semga) +
    pie(ctx, rng.fork('c'), 1560, 320, 190, P.kartofel) +
    garnish(ctx, rng, 'mushrooms', 1720, 90, 180) +
    garnish(ctx, rng, 'dill', 600, 470, 240),
};

export const SCENES: Record<SceneKind, Record<string, Draw>> = {
  story: STORY,
  storyCover: COVER,
  post: POST,
  banner: BANNER,
};
