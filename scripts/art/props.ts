/**
 * Props and backgrounds: backdrops, boards, plates, napkins, garnishes.
 */
import { BACKDROPS, type BackdropName, BRAND } from './palette';
import { berry, dropShadow } from './pie';
import { blob, type Ctx, circle, darken, ellipse, g, lighten, num, path, type Rng, rect, tf } from './svg';

/* ---------- backgrounds ---------- */

/** A soft warm backdrop filling w×h, lit from the top left. */
export function backdrop(ctx: Ctx, w: number, h: number, name: BackdropName): string {
  const [light, dark] = BACKDROPS[name];
  return rect(0, 0, w, h, {
    fill: ctx.radial(
      [
        [0, light],
        [0.55, light],
        [1, dark],
      ],
      { cx: 0.4, cy: 0.35, r: 0.85 },
    ),
  });
}

/** A wooden table of horizontal planks. */
export function woodTable(ctx: Ctx, rng: Rng, w: number, h: number, tone = '#B97A45', planks = 5): string {
  const parts: string[] = [];
  const ph = h / planks;
  for (let i = 0; i < planks; i++) {
    const base = rng.chance(0.5) ? tone : lighten(tone, rng.range(0.03, 0.1));
    parts.push(
      rect(0, i * ph, w, ph, {
        fill: ctx.linear(
          [
            [0, lighten(base, 0.08)],
            [0.5, base],
            [1, darken(base, 0.12)],
          ],
          0,
          0,
          0,
          1,
        ),
      }),
    );
    for (let k = 0; k < 7; k++) {
      const y = i * ph + rng.range(0.15, 0.85) * ph;
      const amp = rng.range(2, 8);
      let d = `M0 ${num(y)}`;
      for (let x = 0; x <= w; x += w / 8)
        d += `Q${num(x + w / 16)} ${num(y + rng.range(-amp, amp))} ${num(x + w / 8)} ${num(y)}`;
      parts.push(path(d, { fill: 'none', stroke: darken(base, 0.25), 'stroke-width': rng.range(1, 3), opacity: 0.25 }));
    }
    parts.push(rect(0, i * ph, w, 3, { fill: darken(tone, 0.45), opacity: 0.6 }));
  }
  parts.push(
    rect(0, 0, w, h, {
      fill: ctx.radial(
        [
          [0, '#FFE2B0', 0.25],
          [0.6, '#000000', 0],
          [1, '#1E0C02', 0.35],
        ],
        { cx: 0.4, cy: 0.35, r: 0.9 },
      ),
    }),
  );
  return parts.join('');
}

/** A linen cloth texture over the brand cream. */
export function linen(ctx: Ctx, w: number, h: number, color: string = BRAND.cream): string {
  // A large tile with several threads each way: far cheaper to rasterise than a tiny one.
  const tile = 60;
  let threads = '';
  for (let i = 0; i < tile; i += 12) threads += `M0 ${i + 0.7}H${tile}M${i + 0.7} 0V${tile}`;
  const weave = ctx.pattern(
    tile,
    tile,
    rect(0, 0, tile, tile, { fill: color }) + path(threads, { stroke: darken(color, 0.05), 'stroke-width': 1.4 }),
  );
  return (
    rect(0, 0, w, h, { fill: weave }) +
    rect(0, 0, w, h, {
      fill: ctx.radial(
        [
          [0, '#ffffff', 0.4],
          [1, '#7A4A20', 0.22],
        ],
        { cx: 0.4, cy: 0.35, r: 0.85 },
      ),
    })
  );
}

/** Blurred warm lights (bokeh), for festive scenes. */
export function bokeh(ctx: Ctx, rng: Rng, w: number, h: number, count: number, colors: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const color = rng.pick(colors);
    parts.push(
      circle(rng.range(0, w), rng.range(0, h), rng.range(0.02, 0.07) * Math.max(w, h), {
        fill: ctx.radial([
          [0, color, 0.55],
          [0.7, color, 0.25],
          [1, color, 0],
        ]),
      }),
    );
  }
  return parts.join('');
}

/* ---------- boards and plates ---------- */

export type BoardKind = 'wood' | 'paddle' | 'plate' | 'slate';

/** A round serving surface under a pie of radius ~r*0.87. */
export function board(
  ctx: Ctx,
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  kind: BoardKind,
  handleAngle = -40,
): string {
  const shadow = dropShadow(ctx, cx + r * 0.06, cy + r * 0.1, r * 1.12, r * 1.02, 0.4);
  switch (kind) {
    case 'wood':
    case 'paddle': {
      const wood = ctx.radial([
        [0, '#D7A06A'],
        [0.85, '#C48650'],
        [1, '#9C6234'],
      ]);
      const parts = [shadow];
      if (kind === 'paddle') {
        const a = handleAngle;
        parts.push(
          g(
            { transform: tf(cx, cy, a) },
            rect(r * 0.7, -r * 0.16, r * 0.72, r * 0.32, {
              rx: r * 0.14,
              fill: ctx.linear(
                [
                  [0, '#D29A62'],
                  [1, '#9C6234'],
                ],
                0,
                0,
                0,
                1,
              ),
            }),
            circle(r * 1.3, 0, r * 0.05, { fill: '#6E3E1C' }),
          ),
        );
      }
      parts.push(circle(cx, cy, r, { fill: wood }));
      for (let i = 0; i < 6; i++) {
        const rr = r * (0.25 + i * 0.13) * rng.range(0.95, 1.05);
        parts.push(
          ellipse(cx + rng.range(-8, 8), cy + rng.range(-8, 8), rr, rr * rng.range(0.9, 1), {
            fill: 'none',
            stroke: '#9C6234',
            'stroke-width': rng.range(1, 3),
            opacity: 0.22,
          }),
        );
      }
      parts.push(
        circle(cx, cy, r * 0.985, { fill: 'none', stroke: '#E8BC8A', 'stroke-width': r * 0.015, opacity: 0.7 }),
      );
      return parts.join('');
    }
    case 'plate': {
      return [
        shadow,
        circle(cx, cy, r, {
          fill: ctx.radial([
            [0, '#FFFFFF'],
            [0.78, '#FBF6EE'],
            [0.84, '#EDE4D6'],
            [0.9, '#FFFFFF'],
            [1, '#E6DBCB'],
          ]),
        }),
        circle(cx, cy, r * 0.96, { fill: 'none', stroke: BRAND.gold, 'stroke-width': r * 0.012, opacity: 0.8 }),
      ].join('');
    }
    case 'slate': {
      return [
        shadow,
        circle(cx, cy, r, {
          fill: ctx.radial([
            [0, '#5A524D'],
            [0.9, '#463F3A'],
            [1, '#2E2825'],
          ]),
        }),
      ].join('');
    }
  }
}

/** A checked napkin (square, rotated) partly under the board. */
export function napkin(ctx: Ctx, x: number, y: number, size: number, rot: number, color: string = BRAND.berry): string {
  const cell = size / 8;
  const check = ctx.pattern(
    cell * 2,
    cell * 2,
    rect(0, 0, cell * 2, cell * 2, { fill: '#FFF8F0' }) +
      rect(0, 0, cell, cell * 2, { fill: color, opacity: 0.45 }) +
      rect(0, 0, cell * 2, cell, { fill: color, opacity: 0.45 }),
  );
  return g(
    { transform: tf(x, y, rot) },
    rect(-size / 2 + 6, -size / 2 + 10, size, size, { rx: 6, fill: '#3A1A08', opacity: 0.12 }),
    rect(-size / 2, -size / 2, size, size, { rx: 6, fill: check }),
  );
}

/* ---------- garnishes ---------- */

export type GarnishName =
  | 'cherries'
  | 'apple'
  | 'cinnamon'
  | 'mushrooms'
  | 'dill'
  | 'egg'
  | 'lingonberries'
  | 'blueberries'
  | 'mint'
  | 'pear'
  | 'chocolate'
  | 'strawberries'
  | 'apricots'
  | 'lemon'
  | 'cheese'
  | 'tomatoes'
  | 'pepper'
  | 'wheat'
  | 'poppy'
  | 'cabbage'
  | 'potato'
  | 'cranberries'
  | 'thyme'
  | 'seaBuckthorn'
  | 'honey'
  | 'flour'
  | 'snow';

function leaf(x: number, y: number, s: number, rot: number, color: string = BRAND.herb): string {
  return g(
    { transform: tf(x, y, rot) },
    path(`M0 0Q${num(s * 0.5)} ${num(-s * 0.45)} ${num(s)} 0Q${num(s * 0.5)} ${num(s * 0.45)} 0 0Z`, { fill: color }),
    path(`M0 0L${num(s * 0.9)} 0`, { stroke: lighten(color, 0.3), 'stroke-width': s * 0.04 }),
  );
}

function sprig(rng: Rng, x: number, y: number, s: number, rot: number, color: string, leafSize: number): string {
  const parts = [
    path(`M0 0Q${num(s * 0.5)} ${num(-s * 0.08)} ${num(s)} 0`, {
      fill: 'none',
      stroke: darken(color, 0.1),
      'stroke-width': s * 0.025,
    }),
  ];
  for (let i = 1; i < 7; i++) {
    const t = (i / 7) * s;
    parts.push(leaf(t, 0, leafSize * rng.range(0.8, 1.1), -50, color));
    parts.push(leaf(t, 0, leafSize * rng.range(0.8, 1.1), 50, color));
  }
  return g({ transform: tf(x, y, rot) }, ...parts);
}

function dillSprig(rng: Rng, x: number, y: number, s: number, rot: number): string {
  const parts: string[] = [];
  const stem = `M0 0Q${num(s * 0.5)} ${num(s * 0.05)} ${num(s)} 0`;
  parts.push(path(stem, { fill: 'none', stroke: '#5E7D3A', 'stroke-width': s * 0.03 }));
  for (let i = 1; i < 9; i++) {
    const t = (i / 9) * s;
    for (const side of [-1, 1]) {
      const len = s * rng.range(0.15, 0.25);
      const a = side * rng.range(35, 60);
      for (let k = 0; k < 4; k++) {
        const b = ((a + (k - 1.5) * 14) * Math.PI) / 180;
        parts.push(
          path(`M${num(t)} 0l${num(Math.cos(b) * len)} ${num(Math.sin(b) * len)}`, {
            stroke: k % 2 ? '#6F9444' : '#557532',
            'stroke-width': s * 0.012,
            'stroke-linecap': 'round',
          }),
        );
      }
    }
  }
  return g({ transform: tf(x, y, rot) }, ...parts);
}

function cherry(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: tf(x, y, rot) },
    path(`M0 0Q${num(s * 0.4)} ${num(-s * 1.4)} ${num(s * 1.1)} ${num(-s * 1.9)}`, {
      fill: 'none',
      stroke: '#5B4A1E',
      'stroke-width': s * 0.12,
      'stroke-linecap': 'round',
    }),
    leaf(s * 1.1, -s * 1.9, s * 1.1, -20),
    berry(ctx, 0, s * 0.2, s, BRAND.berry),
  );
}

function appleHalf(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: tf(x, y, rot) },
    path(
      `M0 ${num(-s * 0.8)}C${num(s * 0.9)} ${num(-s * 1.2)} ${num(s * 1.25)} ${num(s * 0.2)} ${num(s * 0.5)} ${num(s * 0.9)}C${num(s * 0.2)} ${num(s * 1.1)} ${num(-s * 0.2)} ${num(s * 1.1)} ${num(-s * 0.5)} ${num(s * 0.9)}C${num(-s * 1.25)} ${num(s * 0.2)} ${num(-s * 0.9)} ${num(-s * 1.2)} 0 ${num(-s * 0.8)}Z`,
      {
        fill: '#F7E7B4',
        stroke: BRAND.berry,
        'stroke-width': s * 0.1,
      },
    ),
    ellipse(0, s * 0.05, s * 0.32, s * 0.42, {
      fill: ctx.radial([
        [0, '#E9CF8A'],
        [1, '#F7E7B4'],
      ]),
    }),
    ellipse(-s * 0.1, 0, s * 0.06, s * 0.12, { fill: '#5A2E12' }),
    ellipse(s * 0.1, 0.1 * s, s * 0.06, s * 0.12, { fill: '#5A2E12' }),
    path(`M0 ${num(-s * 0.8)}l${num(s * 0.05)} ${num(-s * 0.35)}`, {
      stroke: '#5A2E12',
      'stroke-width': s * 0.08,
      'stroke-linecap': 'round',
    }),
  );
}

function cinnamon(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const bark = ctx.linear(
    [
      [0, '#A0582A'],
      [0.5, '#7A3E1A'],
      [1, '#5A2A10'],
    ],
    0,
    0,
    0,
    1,
  );
  const stick = (dy: number) =>
    rect(-s, dy - s * 0.11, s * 2, s * 0.22, { rx: s * 0.1, fill: bark }) +
    ellipse(s, dy, s * 0.06, s * 0.11, { fill: '#C27A45', stroke: '#5A2A10', 'stroke-width': s * 0.02 });
  return g({ transform: tf(x, y, rot) }, stick(0), stick(s * 0.24));
}

function starAnise(x: number, y: number, s: number, rot: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 8; i++) {
    parts.push(
      g(
        { transform: `rotate(${i * 45})` },
        path(`M0 0Q${num(s * 0.25)} ${num(-s * 0.2)} ${num(s)} 0Q${num(s * 0.25)} ${num(s * 0.2)} 0 0Z`, {
          fill: '#7A3A1C',
        }),
        ellipse(s * 0.55, 0, s * 0.1, s * 0.06, { fill: '#C88A4A' }),
      ),
    );
  }
  return g({ transform: tf(x, y, rot) }, ...parts);
}

function wholeMushroom(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: tf(x, y, rot) },
    rect(-s * 0.28, -s * 0.1, s * 0.56, s * 1.1, {
      rx: s * 0.2,
      fill: '#EBDABB',
      stroke: '#C9AE84',
      'stroke-width': s * 0.05,
    }),
    path(
      `M${num(-s)} 0Q${num(-s)} ${num(-s)} 0 ${num(-s)}Q${num(s)} ${num(-s)} ${num(s)} 0Q0 ${num(s * 0.25)} ${num(-s)} 0Z`,
      {
        fill: ctx.radial(
          [
            [0, '#B0784A'],
            [0.7, '#8A5430'],
            [1, '#5E3418'],
          ],
          { fx: 0.4, fy: 0.3 },
        ),
      },
    ),
  );
}

function eggHalf(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: tf(x, y, rot) },
    ellipse(0, 0, s, s * 0.78, { fill: '#FFFFFF', stroke: '#EFE6D4', 'stroke-width': s * 0.05 }),
    circle(s * 0.05, 0, s * 0.42, {
      fill: ctx.radial(
        [
          [0, '#FFD75A'],
          [1, '#F2A91E'],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    }),
  );
}

function lemonSlice(x: number, y: number, r: number): string {
  const parts = [circle(x, y, r, { fill: '#F2D23A' }), circle(x, y, r * 0.88, { fill: '#FFF6C8' })];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const b = a + Math.PI / 8;
    const p = (ang: number, d: number) => `${num(x + Math.cos(ang) * d)} ${num(y + Math.sin(ang) * d)}`;
    parts.push(
      path(`M${p(a + 0.06, r * 0.12)}L${p(a + 0.05, r * 0.8)}L${p(b + 0.3, r * 0.8)}Z`, {
        fill: '#F7DC5A',
        opacity: 0.85,
      }),
    );
  }
  return parts.join('');
}

function cheeseWedge(ctx: Ctx, rng: Rng, x: number, y: number, s: number, rot: number): string {
  const holes: string[] = [];
  for (let i = 0; i < 4; i++)
    holes.push(
      circle(rng.range(-s * 0.5, s * 0.3), rng.range(-s * 0.05, s * 0.3), s * rng.range(0.06, 0.12), {
        fill: '#E5B842',
      }),
    );
  return g(
    { transform: tf(x, y, rot) },
    path(`M${num(-s)} ${num(s * 0.45)}L${num(s)} ${num(s * 0.45)}L${num(-s * 0.6)} ${num(-s * 0.45)}Z`, {
      fill: ctx.linear(
        [
          [0, '#FFE58A'],
          [1, '#F3C44A'],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
    ...holes,
  );
}

function tomato(ctx: Ctx, x: number, y: number, r: number): string {
  return (
    berry(ctx, x, y, r, '#D8392E') +
    g({ transform: tf(x, y - r * 0.8) }, ...[0, 72, 144, 216, 288].map((a) => leaf(0, 0, r * 0.5, a - 90, '#4F7A2A')))
  );
}

function wheatEar(x: number, y: number, s: number, rot: number): string {
  const parts = [path(`M0 0L${num(s * 1.6)} 0`, { stroke: '#C9974A', 'stroke-width': s * 0.04 })];
  for (let i = 0; i < 7; i++) {
    const t = s * (0.9 + i * 0.11);
    for (const side of [-1, 1]) {
      parts.push(
        ellipse(t, side * s * 0.06, s * 0.08, s * 0.04, {
          fill: '#E3B35E',
          stroke: '#B7823A',
          'stroke-width': s * 0.01,
          transform: `rotate(${side * 30} ${num(t)} ${num(side * s * 0.06)})`,
        }),
      );
    }
  }
  return g({ transform: tf(x, y, rot) }, ...parts);
}

function chocolateChunk(x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: tf(x, y, rot) },
    rect(-s, -s * 0.7, s * 2, s * 1.4, { rx: s * 0.1, fill: '#3B1A0C' }),
    rect(-s * 0.85, -s * 0.55, s * 0.8, s * 0.5, { rx: s * 0.06, fill: '#55291A' }),
    rect(s * 0.05, -s * 0.55, s * 0.8, s * 0.5, { rx: s * 0.06, fill: '#55291A' }),
    rect(-s * 0.85, s * 0.05, s * 0.8, s * 0.5, { rx: s * 0.06, fill: '#4A2314' }),
    rect(s * 0.05, s * 0.05, s * 0.8, s * 0.5, { rx: s * 0.06, fill: '#4A2314' }),
  );
}

function smallBowl(ctx: Ctx, x: number, y: number, r: number, inner: string): string {
  return (
    dropShadow(ctx, x + r * 0.08, y + r * 0.12, r * 1.15, r * 1.05, 0.3) +
    circle(x, y, r, {
      fill: ctx.radial([
        [0, '#FFFFFF'],
        [0.75, '#F4EDE2'],
        [0.85, '#FFFFFF'],
        [1, '#D9CDBB'],
      ]),
    }) +
    inner
  );
}

function potato(ctx: Ctx, rng: Rng, x: number, y: number, s: number): string {
  return path(blob(rng, x, y, s, 0.15, 7), {
    fill: ctx.radial(
      [
        [0, '#E8C58A'],
        [1, '#B9894E'],
      ],
      { fx: 0.4, fy: 0.35 },
    ),
  });
}

/** A cluster of one garnish around (x, y) with size s. */
export function garnish(ctx: Ctx, rng: Rng, name: GarnishName, x: number, y: number, s: number): string {
  const rot = rng.range(-40, 40);
  switch (name) {
    case 'cherries':
      return cherry(ctx, x, y, s * 0.32, rot - 20) + cherry(ctx, x + s * 0.45, y + s * 0.15, s * 0.3, rot + 25);
    case 'apple':
      return appleHalf(ctx, x, y, s * 0.55, rot);
    case 'cinnamon':
      return cinnamon(ctx, x, y, s * 0.5, rot) + starAnise(x + s * 0.55, y + s * 0.45, s * 0.22, rot);
    case 'mushrooms':
      return (
        wholeMushroom(ctx, x, y, s * 0.38, rot) + wholeMushroom(ctx, x + s * 0.45, y + s * 0.25, s * 0.3, rot + 30)
      );
    case 'dill':
      return dillSprig(rng, x, y, s, rot - 30);
    case 'egg':
      return eggHalf(ctx, x, y, s * 0.36, rot) + eggHalf(ctx, x + s * 0.5, y + s * 0.2, s * 0.34, rot + 40);
    case 'lingonberries':
    case 'cranberries':
    case 'blueberries':
    case 'seaBuckthorn': {
      const color =
        name === 'blueberries'
          ? '#4E3F7E'
          : name === 'seaBuckthorn'
            ? '#F39A1E'
            : name === 'cranberries'
              ? '#C0182E'
              : '#D0283E';
      const parts: string[] = [];
      if (name !== 'cranberries')
        parts.push(
          leaf(x - s * 0.1, y, s * 0.35, rot - 150, '#3F6A2E'),
          leaf(x, y + s * 0.05, s * 0.3, rot + 160, '#4F7A33'),
        );
      for (let i = 0; i < 9; i++)
        parts.push(berry(ctx, x + rng.range(-s * 0.35, s * 0.35), y + rng.range(-s * 0.25, s * 0.25), s * 0.09, color));
      return parts.join('');
    }
    case 'mint':
      return (
        leaf(x, y, s * 0.45, rot, '#4F8A3A') +
        leaf(x, y, s * 0.4, rot + 70, '#5E9A45') +
        leaf(x, y, s * 0.35, rot - 70, '#3F7A2E')
      );
    case 'thyme':
      return (
        sprig(rng, x, y, s, rot, '#6E8B4A', s * 0.07) +
        sprig(rng, x + s * 0.1, y + s * 0.12, s * 0.8, rot + 15, '#7E9B5A', s * 0.06)
      );
    case 'pear':
      return g(
        { transform: tf(x, y, rot) },
        path(
          `M0 ${num(-s * 0.55)}C${num(s * 0.2)} ${num(-s * 0.55)} ${num(s * 0.2)} ${num(-s * 0.2)} ${num(s * 0.32)} ${num(s * 0.1)}C${num(s * 0.45)} ${num(s * 0.45)} ${num(s * 0.2)} ${num(s * 0.6)} 0 ${num(s * 0.6)}C${num(-s * 0.2)} ${num(s * 0.6)} ${num(-s * 0.45)} ${num(s * 0.45)} ${num(-s * 0.32)} ${num(s * 0.1)}C${num(-s * 0.2)} ${num(-s * 0.2)} ${num(-s * 0.2)} ${num(-s * 0.55)} 0 ${num(-s * 0.55)}Z`,
          {
            fill: ctx.radial(
              [
                [0, '#F4E38A'],
                [0.7, '#D9BE4A'],
                [1, '#B08F2A'],
              ],
              { fx: 0.35, fy: 0.4 },
            ),
          },
        ),
        path(`M0 ${num(-s * 0.55)}l${num(s * 0.04)} ${num(-s * 0.18)}`, {
          stroke: '#5A3A1A',
          'stroke-width': s * 0.04,
          'stroke-linecap': 'round',
        }),
        leaf(s * 0.04, -s * 0.68, s * 0.25, -30),
      );
    case 'chocolate':
      return chocolateChunk(x, y, s * 0.22, rot) + chocolateChunk(x + s * 0.4, y + s * 0.2, s * 0.18, rot + 35);
    case 'strawberries':
      return (
        g(
          { transform: tf(x, y, rot) },
          path(
            `M0 ${num(s * 0.42)}C${num(-s * 0.5)} ${num(s * 0.1)} ${num(-s * 0.4)} ${num(-s * 0.32)} 0 ${num(-s * 0.28)}C${num(s * 0.4)} ${num(-s * 0.32)} ${num(s * 0.5)} ${num(s * 0.1)} 0 ${num(s * 0.42)}Z`,
            {
              fill: ctx.radial(
                [
                  [0, '#F25A6A'],
                  [1, '#B5182E'],
                ],
                { fx: 0.4, fy: 0.35 },
              ),
            },
          ),
          ...[-60, -20, 20, 60].map((a) => leaf(0, -s * 0.28, s * 0.2, a - 90, '#3F7A2E')),
        ) + berry(ctx, x + s * 0.45, y + s * 0.2, s * 0.12, '#D6314A')
      );
    case 'apricots':
      return berry(ctx, x, y, s * 0.28, '#F59A2A') + berry(ctx, x + s * 0.42, y + s * 0.2, s * 0.24, '#F0A43A');
    case 'lemon':
      return lemonSlice(x, y, s * 0.3) + leaf(x + s * 0.3, y - s * 0.25, s * 0.3, rot - 40);
    case 'cheese':
      return cheeseWedge(ctx, rng, x, y, s * 0.5, rot);
    case 'tomatoes':
      return (
        tomato(ctx, x, y, s * 0.2) +
        tomato(ctx, x + s * 0.35, y + s * 0.15, s * 0.18) +
        leaf(x - s * 0.3, y + s * 0.2, s * 0.3, rot, '#3F7A2E')
      );
    case 'pepper': {
      const parts = [
        g(
          { transform: tf(x, y, rot) },
          path(`M0 0Q${num(s * 0.3)} ${num(-s * 0.2)} ${num(s * 0.6)} 0Q${num(s * 0.3)} ${num(s * 0.2)} 0 0Z`, {
            fill: '#6F7A2E',
          }),
        ),
      ];
      for (let i = 0; i < 10; i++)
        parts.push(
          circle(x + rng.range(-s * 0.3, s * 0.5), y + rng.range(-s * 0.15, s * 0.35), s * 0.035, { fill: '#2A1A10' }),
        );
      return parts.join('');
    }
    case 'wheat':
      return wheatEar(x, y, s * 0.45, rot - 30) + wheatEar(x, y + s * 0.08, s * 0.42, rot - 15);
    case 'poppy': {
      const inner: string[] = [];
      for (let i = 0; i < 60; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * s * 0.25;
        inner.push(
          circle(x + Math.cos(a) * d, y + Math.sin(a) * d, s * 0.012, {
            fill: rng.chance(0.5) ? '#3A3540' : '#6A6470',
          }),
        );
      }
      return smallBowl(ctx, x, y, s * 0.32, circle(x, y, s * 0.25, { fill: '#2A2530' }) + inner.join(''));
    }
    case 'honey':
      return smallBowl(
        ctx,
        x,
        y,
        s * 0.32,
        circle(x, y, s * 0.25, {
          fill: ctx.radial(
            [
              [0, '#FFD36B'],
              [1, '#D98A14'],
            ],
            { fx: 0.4, fy: 0.35 },
          ),
        }),
      );
    case 'cabbage': {
      const parts: string[] = [];
      for (let i = 0; i < 4; i++) {
        parts.push(
          path(blob(rng, x + i * s * 0.06, y + i * s * 0.04, s * (0.38 - i * 0.06), 0.18, 8), {
            fill: i % 2 ? '#C8D98A' : '#A9C46A',
            stroke: '#E9F0C8',
            'stroke-width': s * 0.02,
          }),
        );
      }
      return parts.join('');
    }
    case 'potato':
      return potato(ctx, rng, x, y, s * 0.26) + potato(ctx, rng, x + s * 0.4, y + s * 0.18, s * 0.22);
    case 'flour': {
      const parts = [path(blob(rng, x, y, s * 0.45, 0.25, 9), { fill: '#FFFFFF', opacity: 0.85 })];
      for (let i = 0; i < 40; i++)
        parts.push(
          circle(x + rng.range(-s * 0.8, s * 0.8), y + rng.range(-s * 0.6, s * 0.6), rng.range(1, 4), {
            fill: '#FFFFFF',
            opacity: 0.7,
          }),
        );
      return parts.join('');
    }
    case 'snow': {
      const parts: string[] = [];
      for (let i = 0; i < 3; i++)
        parts.push(
          snowflake(x + rng.range(-s * 0.5, s * 0.5), y + rng.range(-s * 0.5, s * 0.5), s * rng.range(0.1, 0.2)),
        );
      return parts.join('');
    }
  }
}

/** A six-armed snowflake. */
export function snowflake(x: number, y: number, s: number, color = '#9CC3DA'): string {
  const arms: string[] = [];
  for (let i = 0; i < 6; i++) {
    arms.push(
      g(
        { transform: `rotate(${i * 60})` },
        path(
          `M0 0L0 ${num(-s)}M0 ${num(-s * 0.55)}l${num(-s * 0.25)} ${num(-s * 0.25)}M0 ${num(-s * 0.55)}l${num(s * 0.25)} ${num(-s * 0.25)}`,
          {
            stroke: color,
            'stroke-width': s * 0.12,
            'stroke-linecap': 'round',
            fill: 'none',
          },
        ),
      ),
    );
  }
  return g({ transform: tf(x, y) }, ...arms);
}
