/**
 * Pies seen from above: crust, crimped rim, lattice, slits, dough decorations
 * and the visible fillings.
 */
import { CRUST, type CrustTones, FILLINGS, type FillingName, RAW_DOUGH } from './palette';
import { blob, type Ctx, circle, darken, ellipse, g, lighten, num, path, type Rng, rect, tf } from './svg';

export type PieStyle = 'closed' | 'lattice' | 'open' | 'crumble' | 'ossetian' | 'braided' | 'kurnik' | 'cut';
export type PieDecor = 'slits' | 'leaves' | 'rosette' | 'plain';

export interface PieSpec {
  style: PieStyle;
  filling: FillingName;
  decor?: PieDecor;
  sesame?: boolean;
  /** Unbaked dough (frozen goods). */
  raw?: boolean;
  /** Degrees; rotates the lattice, slits and the cut. */
  turn?: number;
  /** Bake level: negative is paler, positive darker (about −0.1…0.15). */
  bake?: number;
}

/** Crust tones shifted by a bake level. */
export function bakeTones(base: CrustTones, bake: number): CrustTones {
  const shift = (color: string) => (bake >= 0 ? darken(color, bake) : lighten(color, -bake));
  return {
    shine: shift(base.shine),
    light: shift(base.light),
    mid: shift(base.mid),
    deep: shift(base.deep),
    edge: shift(base.edge),
    dark: shift(base.dark),
  };
}

/* ---------- small pieces ---------- */

/** A glossy berry. */
export function berry(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  const fill = ctx.radial(
    [
      [0, lighten(color, 0.45)],
      [0.45, color],
      [1, darken(color, 0.45)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return (
    circle(x, y, r, { fill }) + ellipse(x - r * 0.32, y - r * 0.36, r * 0.22, r * 0.14, { fill: '#fff', opacity: 0.55 })
  );
}

/** A thin apple slice (crescent) along the x axis, skin on the outer curve. */
function appleSlice(ctx: Ctx, x: number, y: number, len: number, rot: number, skin: string): string {
  const w = len * 0.42;
  const flesh = ctx.linear(
    [
      [0, '#FBEBB8'],
      [0.6, '#F1CF7E'],
      [1, '#D9A24C'],
    ],
    0,
    0,
    0,
    1,
  );
  return g(
    { transform: tf(x, y, rot) },
    path(
      `M${num(-len)} ${num(w * 0.25)}Q0 ${num(-w * 1.7)} ${num(len)} ${num(w * 0.25)}Q0 ${num(-w * 0.1)} ${num(-len)} ${num(w * 0.25)}Z`,
      {
        fill: '#6B3A12',
        opacity: 0.35,
      },
    ),
    path(`M${num(-len)} 0Q0 ${num(-w * 2)} ${num(len)} 0Q0 ${num(-w * 0.2)} ${num(-len)} 0Z`, {
      fill: flesh,
      stroke: '#C98F3F',
      'stroke-width': len * 0.025,
    }),
    path(`M${num(-len * 0.97)} ${num(-w * 0.05)}Q0 ${num(-w * 2)} ${num(len * 0.97)} ${num(-w * 0.05)}`, {
      fill: 'none',
      stroke: skin,
      'stroke-width': len * 0.07,
      'stroke-linecap': 'round',
    }),
    path(`M${num(-len * 0.5)} ${num(-w * 0.55)}Q0 ${num(-w * 1.1)} ${num(len * 0.5)} ${num(-w * 0.55)}`, {
      fill: 'none',
      stroke: '#FFFFFF',
      'stroke-width': len * 0.05,
      'stroke-linecap': 'round',
      opacity: 0.5,
    }),
  );
}

/** A mushroom cut lengthwise. */
export function mushroomSlice(x: number, y: number, s: number, rot: number, cap: string): string {
  const d = `M${num(-s)} 0Q${num(-s)} ${num(-0.95 * s)} 0 ${num(-0.95 * s)}Q${num(s)} ${num(-0.95 * s)} ${num(s)} 0Q${num(0.4 * s)} ${num(0.05 * s)} ${num(0.3 * s)} ${num(0.15 * s)}L${num(0.28 * s)} ${num(0.85 * s)}Q0 ${num(s)} ${num(-0.28 * s)} ${num(0.85 * s)}L${num(-0.3 * s)} ${num(0.15 * s)}Q${num(-0.4 * s)} ${num(0.05 * s)} ${num(-s)} 0Z`;
  return g(
    { transform: tf(x, y, rot) },
    path(d, { fill: '#EAD6B4', stroke: cap, 'stroke-width': s * 0.16, 'stroke-linejoin': 'round' }),
    path(`M${num(-0.7 * s)} ${num(-0.1 * s)}Q0 ${num(-0.55 * s)} ${num(0.7 * s)} ${num(-0.1 * s)}`, {
      fill: 'none',
      stroke: darken('#EAD6B4', 0.15),
      'stroke-width': s * 0.06,
    }),
  );
}

function strawberryHalf(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const fill = ctx.radial(
    [
      [0, '#FBD3D6'],
      [0.35, '#F07583'],
      [0.75, '#D6314A'],
      [1, '#A3182E'],
    ],
    { cy: 0.45 },
  );
  const seeds: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    seeds.push(
      ellipse(Math.cos(a) * s * 0.62, Math.sin(a) * s * 0.55 + s * 0.05, s * 0.05, s * 0.08, { fill: '#F7D36B' }),
    );
  }
  return g(
    { transform: tf(x, y, rot) },
    path(
      `M0 ${num(s * 1.05)}C${num(-s * 1.15)} ${num(s * 0.4)} ${num(-s * 0.95)} ${num(-s * 0.9)} 0 ${num(-s * 0.75)}C${num(s * 0.95)} ${num(-s * 0.9)} ${num(s * 1.15)} ${num(s * 0.4)} 0 ${num(s * 1.05)}Z`,
      { fill },
    ),
    ...seeds,
  );
}

function apricotHalf(ctx: Ctx, x: number, y: number, r: number, rot: number): string {
  const fill = ctx.radial(
    [
      [0, '#FFD98A'],
      [0.5, '#F8A93A'],
      [1, '#D9731C'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return g(
    { transform: tf(x, y, rot) },
    circle(0, 0, r, { fill }),
    path(`M0 ${num(-r * 0.85)}Q${num(r * 0.18)} 0 0 ${num(r * 0.85)}`, {
      fill: 'none',
      stroke: '#C8651A',
      'stroke-width': r * 0.06,
      opacity: 0.6,
    }),
    ellipse(-r * 0.35, -r * 0.4, r * 0.22, r * 0.12, { fill: '#fff', opacity: 0.45 }),
  );
}

function pearHalf(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const fill = ctx.linear(
    [
      [0, '#F7E3A1'],
      [0.6, '#E5C36E'],
      [1, '#C58F34'],
    ],
    0,
    0,
    1,
    1,
  );
  return g(
    { transform: tf(x, y, rot) },
    path(
      `M0 ${num(-s)}C${num(s * 0.35)} ${num(-s)} ${num(s * 0.3)} ${num(-s * 0.3)} ${num(s * 0.55)} ${num(s * 0.25)}C${num(s * 0.75)} ${num(s * 0.8)} ${num(s * 0.3)} ${num(s * 1.1)} 0 ${num(s * 1.1)}C${num(-s * 0.3)} ${num(s * 1.1)} ${num(-s * 0.75)} ${num(s * 0.8)} ${num(-s * 0.55)} ${num(s * 0.25)}C${num(-s * 0.3)} ${num(-s * 0.3)} ${num(-s * 0.35)} ${num(-s)} 0 ${num(-s)}Z`,
      { fill, stroke: '#B98231', 'stroke-width': s * 0.04 },
    ),
    ellipse(0, s * 0.45, s * 0.18, s * 0.28, { fill: '#FBF0C8', opacity: 0.8 }),
    path(`M0 ${num(-s)}l${num(s * 0.08)} ${num(-s * 0.25)}`, {
      stroke: '#6B3A1A',
      'stroke-width': s * 0.07,
      'stroke-linecap': 'round',
    }),
  );
}

function tomatoSlice(x: number, y: number, r: number): string {
  const parts = [circle(x, y, r, { fill: '#D8392E' }), circle(x, y, r * 0.8, { fill: '#EE6A4F' })];
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.4;
    parts.push(
      ellipse(x + Math.cos(a) * r * 0.42, y + Math.sin(a) * r * 0.42, r * 0.2, r * 0.13, {
        fill: '#F7C25A',
        opacity: 0.85,
      }),
    );
  }
  return parts.join('');
}

/* ---------- fillings ---------- */

/** Pieces of `name` scattered inside the disc (cx, cy, rr). The caller draws the base and clips. */
export function fillingPieces(ctx: Ctx, rng: Rng, name: FillingName, cx: number, cy: number, rr: number): string {
  const f = FILLINGS[name];
  const parts: string[] = [];
  const inDisc = (margin = 0.9): [number, number] => {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * rr * margin;
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
  };
  const flecks = (count: number, color: string, size: number, opacity = 1) => {
    for (let i = 0; i < count; i++) {
      const [x, y] = inDisc(0.95);
      parts.push(
        ellipse(x, y, size * rng.range(0.6, 1.2), size * rng.range(0.25, 0.45), {
          fill: color,
          opacity,
          transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
        }),
      );
    }
  };
  const chunks = (count: number, color: string, size: number, wobble = 0.35) => {
    for (let i = 0; i < count; i++) {
      const [x, y] = inDisc();
      const c = rng.chance(0.5) ? color : lighten(color, 0.12);
      parts.push(path(blob(rng, x, y, size * rng.range(0.7, 1.2), wobble, 6), { fill: c }));
    }
  };
  const sheen = () =>
    parts.push(
      ellipse(cx - rr * 0.25, cy - rr * 0.3, rr * 0.5, rr * 0.28, {
        fill: ctx.radial([
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ]),
      }),
    );

  switch (name) {
    case 'cherry':
    case 'lingonberry': {
      const size = name === 'cherry' ? rr * 0.105 : rr * 0.06;
      const count = name === 'cherry' ? 34 : 90;
      for (let i = 0; i < count; i++) {
        const [x, y] = inDisc(0.95);
        parts.push(berry(ctx, x, y, size * rng.range(0.85, 1.1), f.piece));
      }
      sheen();
      break;
    }
    case 'blueberry': {
      for (let i = 0; i < 26; i++) {
        const [x, y] = inDisc(0.9);
        parts.push(
          path(blob(rng, x, y, rr * rng.range(0.06, 0.14), 0.4, 6), { fill: f.accent, opacity: rng.range(0.25, 0.55) }),
        );
      }
      for (let i = 0; i < 75; i++) {
        const [x, y] = inDisc(0.95);
        parts.push(berry(ctx, x, y, rr * rng.range(0.045, 0.06), f.piece));
        parts.push(circle(x, y, rr * 0.01, { fill: '#1A1228' }));
      }
      sheen();
      break;
    }
    case 'apple': {
      for (const [ring, count, len] of [
        [0.8, 18, 0.22],
        [0.55, 13, 0.2],
        [0.3, 8, 0.17],
      ] as const) {
        const offset = rng.range(0, Math.PI);
        for (let i = 0; i < count; i++) {
          const a = offset + (i / count) * Math.PI * 2;
          const x = cx + Math.cos(a) * rr * ring;
          const y = cy + Math.sin(a) * rr * ring;
          parts.push(appleSlice(ctx, x, y, rr * len, (a * 180) / Math.PI + 90 + 18, f.accent));
        }
      }
      flecks(40, '#8A4B1F', rr * 0.012, 0.5);
      break;
    }
    case 'curd': {
      for (let i = 0; i < 14; i++) {
        const [x, y] = inDisc(0.85);
        parts.push(
          path(blob(rng, x, y, rr * rng.range(0.08, 0.2), 0.4, 6), {
            fill: rng.chance(0.5) ? '#F1D39A' : '#E9BE78',
            opacity: rng.range(0.35, 0.7),
          }),
        );
      }
      for (let i = 0; i < 16; i++) {
        const [x, y] = inDisc(0.9);
        parts.push(
          ellipse(x, y, rr * 0.035, rr * 0.022, {
            fill: f.accent,
            transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
          }),
        );
      }
      sheen();
      break;
    }
    case 'strawberryCurd': {
      const count = 10;
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2;
        parts.push(
          strawberryHalf(
            ctx,
            cx + Math.cos(a) * rr * 0.68,
            cy + Math.sin(a) * rr * 0.68,
            rr * 0.16,
            (a * 180) / Math.PI + 90,
          ),
        );
      }
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2 + 0.3;
        parts.push(
          strawberryHalf(
            ctx,
            cx + Math.cos(a) * rr * 0.3,
            cy + Math.sin(a) * rr * 0.3,
            rr * 0.14,
            (a * 180) / Math.PI + 90,
          ),
        );
      }
      parts.push(berry(ctx, cx, cy, rr * 0.1, '#D6314A'));
      break;
    }
    case 'apricot': {
      const rings: Array<[number, number, number]> = [
        [0.7, 9, 0.2],
        [0.3, 4, 0.18],
      ];
      for (const [ring, count, size] of rings) {
        for (let i = 0; i < count; i++) {
          const a = (i / count) * Math.PI * 2 + ring;
          parts.push(
            apricotHalf(ctx, cx + Math.cos(a) * rr * ring, cy + Math.sin(a) * rr * ring, rr * size, rng.range(0, 360)),
          );
        }
      }
      for (let i = 0; i < 26; i++) {
        const [x, y] = inDisc(0.95);
        parts.push(
          ellipse(x, y, rr * 0.05, rr * 0.02, {
            fill: '#FBEBCD',
            stroke: '#D9B27A',
            'stroke-width': rr * 0.005,
            transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
          }),
        );
      }
      break;
    }
    case 'pearChocolate': {
      const count = 7;
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2;
        parts.push(
          pearHalf(ctx, cx + Math.cos(a) * rr * 0.5, cy + Math.sin(a) * rr * 0.5, rr * 0.26, (a * 180) / Math.PI + 90),
        );
      }
      parts.push(circle(cx, cy, rr * 0.13, { fill: '#2A140B' }));
      flecks(30, '#5A301C', rr * 0.03, 0.9);
      sheen();
      break;
    }
    case 'poppy': {
      for (let i = 0; i < 260; i++) {
        const [x, y] = inDisc(0.98);
        parts.push(circle(x, y, rr * 0.012, { fill: rng.chance(0.5) ? f.piece : f.accent }));
      }
      break;
    }
    case 'cabbageEgg': {
      for (let i = 0; i < 60; i++) {
        const [x, y] = inDisc(0.95);
        const len = rr * rng.range(0.08, 0.16);
        const rot = rng.range(0, 180);
        parts.push(
          path(`M${num(-len)} 0Q0 ${num(-len * 0.5)} ${num(len)} 0`, {
            fill: 'none',
            stroke: rng.chance(0.5) ? f.piece : '#B9C46B',
            'stroke-width': rr * 0.025,
            'stroke-linecap': 'round',
            transform: tf(x, y, rot),
          }),
        );
      }
      for (let i = 0; i < 12; i++) {
        const [x, y] = inDisc(0.85);
        parts.push(path(blob(rng, x, y, rr * 0.07, 0.3, 6), { fill: '#FFFDF3' }));
        parts.push(path(blob(rng, x + rr * 0.01, y, rr * 0.035, 0.3, 5), { fill: f.accent }));
      }
      flecks(30, '#5E7D3A', rr * 0.025);
      break;
    }
    case 'chickenMushroom': {
      chunks(18, f.accent, rr * 0.08);
      for (let i = 0; i < 12; i++) {
        const [x, y] = inDisc(0.85);
        parts.push(mushroomSlice(x, y, rr * 0.09, rng.range(0, 360), f.piece));
      }
      flecks(20, '#5E7D3A', rr * 0.02);
      sheen();
      break;
    }
    case 'meat': {
      chunks(50, f.piece, rr * 0.05, 0.45);
      chunks(25, darken(f.piece, 0.3), rr * 0.04, 0.45);
      flecks(18, f.accent, rr * 0.03);
      flecks(16, '#5E7D3A', rr * 0.018);
      sheen();
      break;
    }
    case 'potatoMushroom': {
      for (let i = 0; i < 22; i++) {
        const [x, y] = inDisc(0.9);
        const s = rr * rng.range(0.08, 0.11);
        parts.push(
          rect(x - s / 2, y - s / 2, s, s, {
            rx: s * 0.25,
            fill: rng.chance(0.5) ? '#F8E7B4' : '#EFD48A',
            transform: `rotate(${num(rng.range(0, 90))} ${num(x)} ${num(y)})`,
          }),
        );
      }
      for (let i = 0; i < 10; i++) {
        const [x, y] = inDisc(0.85);
        parts.push(mushroomSlice(x, y, rr * 0.09, rng.range(0, 360), f.piece));
      }
      flecks(30, f.accent, rr * 0.022);
      break;
    }
    case 'cheesePotato': {
      for (let i = 0; i < 10; i++) {
        const [x, y] = inDisc(0.8);
        parts.push(path(blob(rng, x, y, rr * rng.range(0.12, 0.22), 0.35, 7), { fill: f.piece, opacity: 0.8 }));
      }
      flecks(20, f.accent, rr * 0.04, 0.6);
      sheen();
      break;
    }
    case 'cheeseHerbs': {
      flecks(70, f.piece, rr * 0.035);
      flecks(40, f.accent, rr * 0.03);
      sheen();
      break;
    }
    case 'salmonSpinach': {
      flecks(40, '#4C7A3A', rr * 0.06, 0.8);
      for (let i = 0; i < 14; i++) {
        const [x, y] = inDisc(0.85);
        const s = rr * rng.range(0.09, 0.13);
        parts.push(
          g(
            { transform: tf(x, y, rng.range(0, 180)) },
            path(blob(rng, 0, 0, s, 0.25, 6), { fill: f.piece }),
            path(`M${num(-s * 0.7)} ${num(-s * 0.2)}Q0 ${num(s * 0.2)} ${num(s * 0.7)} ${num(-s * 0.3)}`, {
              fill: 'none',
              stroke: f.accent,
              'stroke-width': s * 0.12,
            }),
            path(`M${num(-s * 0.6)} ${num(s * 0.3)}Q0 ${num(s * 0.6)} ${num(s * 0.6)} ${num(s * 0.2)}`, {
              fill: 'none',
              stroke: f.accent,
              'stroke-width': s * 0.1,
            }),
          ),
        );
      }
      flecks(40, '#FFFDF5', rr * 0.022);
      break;
    }
    case 'hamCheese': {
      for (let i = 0; i < 16; i++) {
        const [x, y] = inDisc(0.85);
        const w = rr * rng.range(0.1, 0.15);
        parts.push(
          rect(x - w / 2, y - w * 0.35, w, w * 0.7, {
            rx: w * 0.12,
            fill: f.piece,
            stroke: '#F7D3CC',
            'stroke-width': w * 0.08,
            transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
          }),
        );
      }
      for (let i = 0; i < 7; i++) {
        const [x, y] = inDisc(0.75);
        parts.push(tomatoSlice(x, y, rr * 0.12));
      }
      flecks(50, '#4F6B2E', rr * 0.015);
      sheen();
      break;
    }
  }
  return parts.join('');
}

/** The filling disc with its pieces, clipped to the disc. */
export function fillingDisc(ctx: Ctx, rng: Rng, name: FillingName, cx: number, cy: number, rr: number): string {
  const f = FILLINGS[name];
  const base = ctx.radial([
    [0, lighten(f.base, 0.08)],
    [0.8, f.base],
    [1, f.deep],
  ]);
  const clip = ctx.clip(circle(cx, cy, rr));
  return g(
    { 'clip-path': clip },
    circle(cx, cy, rr, { fill: base }),
    fillingPieces(ctx, rng, name, cx, cy, rr),
    circle(cx, cy, rr, {
      fill: ctx.radial([
        [0.8, '#000', 0],
        [1, '#000', 0.35],
      ]),
    }),
  );
}

/* ---------- crust ---------- */

function crustGradients(ctx: Ctx, c: CrustTones) {
  return {
    rim: ctx.radial([
      [0, c.light],
      [0.8, c.mid],
      [0.93, c.deep],
      [1, c.edge],
    ]),
    bump: ctx.radial(
      [
        [0, c.shine],
        [0.45, c.light],
        [1, c.deep],
      ],
      { fx: 0.4, fy: 0.3 },
    ),
    dome: ctx.radial(
      [
        [0, c.shine],
        [0.28, c.light],
        [0.68, c.mid],
        [0.92, c.deep],
        [1, c.edge],
      ],
      { fx: 0.4, fy: 0.35, r: 0.55 },
    ),
    strip: ctx.linear(
      [
        [0, c.deep],
        [0.3, c.light],
        [0.55, c.shine],
        [1, c.mid],
      ],
      0,
      0,
      1,
      0,
    ),
  };
}

/** Baked speckles (lighter and darker blotches) over a disc. */
function bakeSpeckles(rng: Rng, cx: number, cy: number, r: number, c: CrustTones, raw: boolean): string {
  const parts: string[] = [];
  const count = raw ? 18 : 46;
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.95;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const dark = rng.chance(raw ? 0.2 : 0.55);
    parts.push(
      path(blob(rng, x, y, r * rng.range(0.02, 0.06), 0.4, 5), {
        fill: dark ? c.dark : c.shine,
        opacity: dark ? rng.range(0.08, 0.22) : rng.range(0.25, 0.5),
      }),
    );
  }
  return parts.join('');
}

/** A ring of crimped bumps (pinched edge) at radius `ring`. */
function crimp(ctx: Ctx, cx: number, cy: number, ring: number, size: number, c: CrustTones, count: number): string {
  const bump = crustGradients(ctx, c).bump;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * 360;
    const rad = (a * Math.PI) / 180;
    const x = cx + Math.cos(rad) * ring;
    const y = cy + Math.sin(rad) * ring;
    parts.push(
      ellipse(0, 0, size, size * 0.62, {
        fill: bump,
        stroke: c.edge,
        'stroke-width': size * 0.06,
        'stroke-opacity': 0.5,
        transform: tf(x, y, a + 90 + 12),
      }),
    );
  }
  return parts.join('');
}

/** A braid around radius `ring`: pairs of tilted dough ovals. */
function braid(ctx: Ctx, cx: number, cy: number, ring: number, size: number, c: CrustTones, count: number): string {
  const bump = crustGradients(ctx, c).bump;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * 360;
    const rad = (a * Math.PI) / 180;
    const tilt = i % 2 ? 35 : -35;
    const off = i % 2 ? size * 0.25 : -size * 0.25;
    const x = cx + Math.cos(rad) * (ring + off);
    const y = cy + Math.sin(rad) * (ring + off);
    parts.push(
      ellipse(0, 0, size * 1.1, size * 0.5, {
        fill: bump,
        stroke: c.edge,
        'stroke-width': size * 0.07,
        'stroke-opacity': 0.55,
        transform: tf(x, y, a + 90 + tilt),
      }),
    );
  }
  return parts.join('');
}

/** A dough leaf with a vein, length `s` along x. */
function doughLeaf(ctx: Ctx, x: number, y: number, s: number, rot: number, c: CrustTones): string {
  const fill = crustGradients(ctx, c).bump;
  const veins: string[] = [];
  for (let i = -2; i <= 2; i++) {
    if (i === 0) continue;
    const px = (i / 3) * s * 0.7;
    veins.push(`M${num(px)} 0l${num(s * 0.15)} ${num(i % 2 ? -s * 0.18 : s * 0.18)}`);
  }
  return g(
    { transform: tf(x, y, rot) },
    path(`M${num(-s)} 0Q0 ${num(-s * 0.55)} ${num(s)} 0Q0 ${num(s * 0.55)} ${num(-s)} 0Z`, {
      fill: c.dark,
      opacity: 0.5,
      transform: `translate(${num(s * 0.08)} ${num(s * 0.14)})`,
    }),
    path(`M${num(-s)} 0Q0 ${num(-s * 0.55)} ${num(s)} 0Q0 ${num(s * 0.55)} ${num(-s)} 0Z`, {
      fill,
      stroke: c.edge,
      'stroke-width': s * 0.04,
      'stroke-opacity': 0.6,
    }),
    path(`M${num(-s * 0.85)} 0L${num(s * 0.85)} 0${veins.join('')}`, {
      fill: 'none',
      stroke: c.edge,
      'stroke-width': s * 0.035,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  );
}

/** A slit through the top crust, showing the filling. */
function slit(x: number, y: number, len: number, rot: number, inside: string, c: CrustTones): string {
  const w = len * 0.3;
  return g(
    { transform: tf(x, y, rot) },
    path(`M${num(-len)} 0Q0 ${num(-w * 1.4)} ${num(len)} 0Q0 ${num(w * 1.4)} ${num(-len)} 0Z`, {
      fill: c.shine,
      opacity: 0.6,
      transform: 'translate(0 3)',
    }),
    path(`M${num(-len)} 0Q0 ${num(-w)} ${num(len)} 0Q0 ${num(w)} ${num(-len)} 0Z`, { fill: inside }),
  );
}

function sesame(rng: Rng, cx: number, cy: number, r: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    parts.push(
      ellipse(x, y, r * 0.018, r * 0.01, {
        fill: '#FFF3D3',
        stroke: '#C99B59',
        'stroke-width': r * 0.003,
        transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
      }),
    );
  }
  return parts.join('');
}

/** Egg-wash shine: a soft white highlight toward the top left. */
function sheen(ctx: Ctx, cx: number, cy: number, r: number, strength = 0.45): string {
  return ellipse(cx - r * 0.28, cy - r * 0.32, r * 0.55, r * 0.36, {
    fill: ctx.radial([
      [0, '#ffffff', strength],
      [1, '#ffffff', 0],
    ]),
    transform: `rotate(-30 ${num(cx - r * 0.28)} ${num(cy - r * 0.32)})`,
  });
}

/** Soft contact shadow under a round object. */
export function dropShadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, strength = 0.35): string {
  return ellipse(cx, cy, rx, ry, {
    fill: ctx.radial([
      [0, '#3A1A08', strength],
      [0.6, '#3A1A08', strength * 0.5],
      [1, '#3A1A08', 0],
    ]),
  });
}

/** The top (closed) crust, with decoration. */
function closedTop(ctx: Ctx, rng: Rng, cx: number, cy: number, r: number, spec: PieSpec, c: CrustTones): string {
  const grads = crustGradients(ctx, c);
  const f = FILLINGS[spec.filling];
  const decor = spec.decor ?? 'slits';
  const turn = spec.turn ?? 0;
  const parts = [circle(cx, cy, r, { fill: grads.dome }), bakeSpeckles(rng, cx, cy, r, c, spec.raw ?? false)];
  if (decor === 'slits' || decor === 'leaves') {
    const count = decor === 'slits' ? rng.int(5, 7) : 6;
    for (let i = 0; i < count; i++) {
      const a = turn + (i / count) * 360;
      const rad = (a * Math.PI) / 180;
      const d = decor === 'slits' ? r * 0.5 : r * 0.62;
      parts.push(slit(cx + Math.cos(rad) * d, cy + Math.sin(rad) * d, r * 0.17, a, f.deep, c));
    }
  }
  if (decor === 'leaves') {
    const count = 5;
    for (let i = 0; i < count; i++) {
      const a = turn + (i / count) * 360 + 20;
      const rad = (a * Math.PI) / 180;
      parts.push(doughLeaf(ctx, cx + Math.cos(rad) * r * 0.22, cy + Math.sin(rad) * r * 0.22, r * 0.2, a, c));
    }
    parts.push(circle(cx, cy, r * 0.08, { fill: grads.bump, stroke: c.edge, 'stroke-width': r * 0.01 }));
  }
  if (decor === 'rosette') {
    for (let ring = 3; ring >= 1; ring--) {
      const count = ring * 5 + 3;
      for (let i = 0; i < count; i++) {
        const a = turn + (i / count) * 360 + ring * 10;
        const rad = (a * Math.PI) / 180;
        const d = ring * r * 0.21;
        parts.push(doughLeaf(ctx, cx + Math.cos(rad) * d, cy + Math.sin(rad) * d, r * 0.13, a + 35, c));
      }
    }
    parts.push(circle(cx, cy, r * 0.07, { fill: f.deep }));
    parts.push(circle(cx, cy, r * 0.07, { fill: 'none', stroke: grads.bump, 'stroke-width': r * 0.03 }));
  }
  if (spec.sesame) parts.push(sesame(rng, cx, cy, r * 0.9, 70));
  parts.push(sheen(ctx, cx, cy, r, spec.raw ? 0.2 : 0.5));
  return parts.join('');
}

/** A woven lattice over the filling, clipped to the radius `r`. */
function lattice(ctx: Ctx, cx: number, cy: number, r: number, turn: number, c: CrustTones): string {
  const grads = crustGradients(ctx, c);
  const count = 6;
  const w = r * 0.16;
  const step = (2 * r) / count;
  const offsets = Array.from({ length: count }, (_, i) => -r + step * (i + 0.5));
  const stripV = (x: number, y0: number, y1: number) =>
    rect(x - w / 2, y0, w, y1 - y0, { fill: grads.strip, stroke: c.edge, 'stroke-width': w * 0.05 });
  const shadowV = (x: number) => rect(x - w / 2 + w * 0.18, -r, w, 2 * r, { fill: '#3A1505', opacity: 0.35 });
  const parts: string[] = [];
  // Horizontal strips are vertical strips turned by 90°.
  const layer = (rot: number) =>
    g({ transform: `rotate(${num(rot)})` }, ...offsets.map((x) => shadowV(x) + stripV(x, -r, r)));
  parts.push(layer(turn));
  parts.push(layer(turn + 90));
  // Weave: on alternate crossings the first layer goes over again.
  const overs: string[] = [];
  offsets.forEach((x, i) => {
    offsets.forEach((y, j) => {
      if ((i + j) % 2 === 0) overs.push(stripV(x, -y - w * 0.62, -y + w * 0.62));
    });
  });
  parts.push(g({ transform: `rotate(${num(turn)})` }, ...overs));
  const clip = ctx.clip(circle(0, 0, r));
  return g({ transform: tf(cx, cy) }, g({ 'clip-path': clip }, ...parts));
}

/** Crumble topping (streusel) over part of an open pie. */
function crumble(ctx: Ctx, rng: Rng, cx: number, cy: number, r: number, c: CrustTones): string {
  const grads = crustGradients(ctx, c);
  const parts: string[] = [];
  for (let i = 0; i < 110; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.range(0.05, 1)) * r;
    if (rng.chance(0.3) && d < r * 0.5) continue;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    parts.push(
      path(blob(rng, x, y, r * rng.range(0.035, 0.07), 0.4, 6), {
        fill: grads.bump,
        stroke: c.edge,
        'stroke-width': 1,
        'stroke-opacity': 0.4,
      }),
    );
  }
  for (let i = 0; i < 60; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    parts.push(circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.008, { fill: '#FFFFFF', opacity: 0.8 }));
  }
  return parts.join('');
}

/** Ossetian pie: thin flat disc, butter shine, sliced into sectors with filling peeking. */
function ossetian(ctx: Ctx, rng: Rng, cx: number, cy: number, r: number, spec: PieSpec, c: CrustTones): string {
  const f = FILLINGS[spec.filling];
  const fill = ctx.radial(
    [
      [0, c.light],
      [0.55, c.mid],
      [0.9, c.deep],
      [1, c.edge],
    ],
    { fx: 0.45, fy: 0.4 },
  );
  const parts = [
    path(blob(rng, cx, cy, r, 0.025, 14), { fill }),
    bakeSpeckles(rng, cx, cy, r * 0.95, c, spec.raw ?? false),
    bakeSpeckles(rng, cx, cy, r * 0.95, c, spec.raw ?? false),
  ];
  const turn = spec.turn ?? 0;
  const cuts = spec.raw ? 0 : 8;
  for (let i = 0; i < cuts; i++) {
    const a = ((turn + (i / cuts) * 360) * Math.PI) / 180;
    const x2 = cx + Math.cos(a) * r * 0.97;
    const y2 = cy + Math.sin(a) * r * 0.97;
    const d = `M${num(cx)} ${num(cy)}L${num(x2)} ${num(y2)}`;
    parts.push(path(d, { stroke: f.base, 'stroke-width': r * 0.022, 'stroke-linecap': 'round' }));
    parts.push(path(d, { stroke: f.deep, 'stroke-width': r * 0.006, opacity: 0.6 }));
  }
  parts.push(circle(cx, cy, r * 0.06, { fill: f.base, stroke: c.deep, 'stroke-width': r * 0.012 }));
  // Butter: broad glossy highlight.
  parts.push(sheen(ctx, cx, cy, r, 0.6));
  parts.push(
    ellipse(cx + r * 0.3, cy + r * 0.25, r * 0.35, r * 0.2, {
      fill: ctx.radial([
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ]),
    }),
  );
  return parts.join('');
}

/** A whole pie centred at (cx, cy) with radius r. */
export function pie(ctx: Ctx, rng: Rng, cx: number, cy: number, r: number, spec: PieSpec): string {
  return dropShadow(ctx, cx + r * 0.04, cy + r * 0.07, r * 1.06, r * 1.04, 0.35) + pieBody(ctx, rng, cx, cy, r, spec);
}

function pieBody(ctx: Ctx, rng: Rng, cx: number, cy: number, r: number, spec: PieSpec): string {
  const c = bakeTones(spec.raw ? RAW_DOUGH : CRUST, spec.bake ?? 0);
  const grads = crustGradients(ctx, c);
  const turn = spec.turn ?? 0;
  switch (spec.style) {
    case 'ossetian':
      return ossetian(ctx, rng, cx, cy, r, spec, c);
    case 'closed':
    case 'braided':
    case 'kurnik': {
      const parts = [circle(cx, cy, r, { fill: grads.rim })];
      const top =
        spec.style === 'kurnik'
          ? closedTop(ctx, rng, cx, cy, r * 0.9, { ...spec, decor: spec.decor ?? 'rosette' }, c)
          : closedTop(ctx, rng, cx, cy, r * 0.84, spec, c);
      parts.push(top);
      if (spec.style === 'braided') parts.push(braid(ctx, cx, cy, r * 0.88, r * 0.09, c, 44));
      else if (spec.style === 'closed') parts.push(crimp(ctx, cx, cy, r * 0.9, r * 0.085, c, 40));
      return parts.join('');
    }
    case 'lattice':
      return [
        circle(cx, cy, r, { fill: grads.rim }),
        fillingDisc(ctx, rng, spec.filling, cx, cy, r * 0.84),
        lattice(ctx, cx, cy, r * 0.86, turn + 30, c),
        crimp(ctx, cx, cy, r * 0.9, r * 0.08, c, 42),
      ].join('');
    case 'open':
    case 'crumble':
      return [
        circle(cx, cy, r, { fill: grads.rim }),
        fillingDisc(ctx, rng, spec.filling, cx, cy, r * 0.82),
        spec.style === 'crumble' ? crumble(ctx, rng, cx, cy, r * 0.82, c) : '',
        circle(cx, cy, r * 0.82, { fill: 'none', stroke: c.edge, 'stroke-width': r * 0.025, opacity: 0.6 }),
        crimp(ctx, cx, cy, r * 0.905, r * 0.075, c, 44),
      ].join('');
    case 'cut':
      return cutPie(ctx, rng, cx, cy, r, spec, c);
  }
}

/** A closed pie with one slice taken away, showing the filling on the cut faces. */
function cutPie(ctx: Ctx, rng: Rng, cx: number, cy: number, r: number, spec: PieSpec, c: CrustTones): string {
  const f = FILLINGS[spec.filling];
  const span = 50;
  const a0 = ((spec.turn ?? 20) * Math.PI) / 180;
  const a1 = a0 + (span * Math.PI) / 180;
  const px = (a: number, d: number) => `${num(cx + Math.cos(a) * d)} ${num(cy + Math.sin(a) * d)}`;
  const rest = `M${num(cx)} ${num(cy)}L${px(a1, r + 2)}A${num(r + 2)} ${num(r + 2)} 0 1 1 ${px(a0, r + 2)}Z`;
  const whole = [
    circle(cx, cy, r, { fill: crustGradients(ctx, c).rim }),
    closedTop(ctx, rng.fork('top'), cx, cy, r * 0.84, { ...spec, decor: spec.decor ?? 'slits' }, c),
    crimp(ctx, cx, cy, r * 0.9, r * 0.085, c, 40),
  ].join('');
  /** The cut face along angle `a`, seen slightly from above, leaning to `side`. */
  const face = (a: number, side: 1 | -1) => {
    const n = a + (side * Math.PI) / 2;
    const w = r * 0.13;
    const band = (t0: number, t1: number, color: string) => {
      const o0x = Math.cos(n) * w * t0;
      const o0y = Math.sin(n) * w * t0;
      const o1x = Math.cos(n) * w * t1;
      const o1y = Math.sin(n) * w * t1;
      const ex = cx + Math.cos(a) * r * 0.99;
      const ey = cy + Math.sin(a) * r * 0.99;
      return path(
        `M${num(cx + o0x)} ${num(cy + o0y)}L${num(ex + o0x)} ${num(ey + o0y)}L${num(ex + o1x)} ${num(ey + o1y)}L${num(cx + o1x)} ${num(cy + o1y)}Z`,
        { fill: color },
      );
    };
    const bits: string[] = [];
    for (let i = 0; i < 16; i++) {
      const t = rng.range(0.08, 0.92);
      const k = rng.range(0.3, 0.75);
      bits.push(
        path(
          blob(
            rng,
            cx + Math.cos(a) * r * t + Math.cos(n) * w * k,
            cy + Math.sin(a) * r * t + Math.sin(n) * w * k,
            w * rng.range(0.12, 0.2),
            0.3,
            5,
          ),
          {
            fill: rng.chance(0.6) ? f.piece : f.accent,
          },
        ),
      );
    }
    return g(
      {},
      band(0, 0.28, c.deep),
      band(0.26, 0.8, f.base),
      ...bits,
      band(0.78, 1, c.light),
      band(0.2, 0.3, f.deep),
    );
  };
  const gapShadow = path(`M${num(cx)} ${num(cy)}L${px(a0, r)}A${num(r)} ${num(r)} 0 0 1 ${px(a1, r)}Z`, {
    fill: '#3A1A08',
    opacity: 0.18,
  });
  return g({}, gapShadow, face(a0, 1), face(a1, -1), g({ 'clip-path': ctx.clip(path(rest)) }, whole));
}
