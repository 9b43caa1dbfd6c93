/**
 * Larger props for the story, news and banner scenes.
 */
import { kraftBox } from './goods';
import { BRAND, CRUST } from './palette';
import { dropShadow, type PieSpec, pie } from './pie';
import { blob, type Ctx, circle, darken, ellipse, g, lighten, num, path, type Rng, rect, tf } from './svg';

/** A pie in gentle perspective (squashed vertically), as if on a table seen at an angle. */
export function pieOnTable(ctx: Ctx, rng: Rng, x: number, y: number, r: number, spec: PieSpec, tilt = 0.62): string {
  return (
    dropShadow(ctx, x + r * 0.05, y + r * tilt * 0.25, r * 1.15, r * tilt * 0.95, 0.4) +
    g(
      { transform: `translate(${num(x)} ${num(y)}) scale(1 ${tilt}) translate(${num(-x)} ${num(-y)})` },
      pie(ctx, rng, x, y, r, spec),
    )
  );
}

export function doughBall(ctx: Ctx, rng: Rng, x: number, y: number, r: number): string {
  return [
    dropShadow(ctx, x + r * 0.1, y + r * 0.5, r * 1.15, r * 0.5, 0.35),
    path(blob(rng, x, y, r, 0.06, 9), {
      fill: ctx.radial(
        [
          [0, '#FFFBF1'],
          [0.6, '#F5E7C8'],
          [1, '#DCC39A'],
        ],
        { fx: 0.38, fy: 0.32 },
      ),
    }),
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.3, r * 0.16, { fill: '#FFFFFF', opacity: 0.6 }),
  ].join('');
}

export function rollingPin(ctx: Ctx, x: number, y: number, len: number, rot: number): string {
  const wood = ctx.linear(
    [
      [0, '#E7BE8A'],
      [0.5, '#C98E55'],
      [1, '#9C6234'],
    ],
    0,
    0,
    0,
    1,
  );
  const t = len * 0.09;
  return (
    dropShadow(ctx, x + 10, y + t * 1.6, len * 0.62, t * 0.9, 0.3) +
    g(
      { transform: tf(x, y, rot) },
      rect(-len * 0.5, -t * 0.35, len, t * 0.7, { rx: t * 0.35, fill: wood }),
      rect(-len * 0.32, -t, len * 0.64, t * 2, { rx: t * 0.3, fill: wood }),
      rect(-len * 0.3, -t * 0.75, len * 0.6, t * 0.35, { rx: t * 0.15, fill: '#FFFFFF', opacity: 0.25 }),
    )
  );
}

/** A brick oven mouth with fire glow and a pie on a wooden peel. */
export function ovenMouth(
  ctx: Ctx,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  spec: PieSpec,
  wallTop?: number,
): string {
  const h = w * 0.75;
  const bricks: string[] = [];
  const bw = w / 7;
  const bh = bw * 0.42;
  const top = wallTop ?? y - h - bh * 3;
  const rows = Math.ceil((y - top) / bh) + 1;
  for (let row = 0; row < rows; row++) {
    for (let col = -1; col < 9; col++) {
      const bx = x - w * 0.5 - bw * 0.5 + col * bw + (row % 2 ? bw / 2 : 0) - w * 0.1;
      const by = top + row * bh;
      bricks.push(
        rect(bx, by, bw - 6, bh - 6, { rx: 4, fill: rng.pick(['#9A4A2A', '#A8563A', '#8A3E22', '#B0603E']) }),
      );
    }
  }
  const arch = `M${num(x - w * 0.42)} ${num(y)}L${num(x - w * 0.42)} ${num(y - h * 0.55)}A${num(w * 0.42)} ${num(h * 0.45)} 0 0 1 ${num(x + w * 0.42)} ${num(y - h * 0.55)}L${num(x + w * 0.42)} ${num(y)}Z`;
  const fire: string[] = [];
  for (let i = 0; i < 14; i++) {
    fire.push(
      path(
        blob(rng, x + rng.range(-w * 0.3, w * 0.3), y - h * rng.range(0.25, 0.55), w * rng.range(0.05, 0.1), 0.4, 6),
        {
          fill: rng.pick(['#FFB23A', '#FF8A1E', '#FFD36B']),
          opacity: 0.6,
        },
      ),
    );
  }
  return [
    g(
      { 'clip-path': ctx.clip(rect(x - w * 0.62, top, w * 1.24, y - top)) },
      rect(x - w * 0.62, top, w * 1.24, y - top, { fill: '#5A2412' }),
      ...bricks,
    ),
    path(arch, { fill: '#7A3A1E', stroke: '#6A2E16', 'stroke-width': 30 }),
    path(arch, {
      fill: ctx.radial(
        [
          [0, '#FFB347'],
          [0.5, '#C8541C'],
          [1, '#2A0E04'],
        ],
        { cy: 0.7, r: 0.7 },
      ),
    }),
    g({ 'clip-path': ctx.clip(path(arch)) }, ...fire),
    // The peel with the pie coming out.
    rect(x - w * 0.06, y - h * 0.1, w * 0.12, h * 0.9, { rx: 10, fill: '#B8783F' }),
    pieOnTable(ctx, rng, x, y - h * 0.05, w * 0.3, spec, 0.55),
  ].join('');
}

/** A home oven front with a lit window showing a pie. */
export function homeOven(ctx: Ctx, rng: Rng, x: number, y: number, w: number, spec: PieSpec): string {
  const h = w * 0.95;
  const win = { x: x - w * 0.36, y: y - h * 0.62, w: w * 0.72, h: h * 0.44 };
  return [
    dropShadow(ctx, x, y + 10, w * 0.6, 40, 0.35),
    rect(x - w / 2, y - h, w, h, { rx: 30, fill: '#F4EEE6', stroke: '#D9CFC2', 'stroke-width': 6 }),
    rect(x - w / 2, y - h, w, h * 0.16, { rx: 30, fill: '#E6DDD1' }),
    ...[0.2, 0.35, 0.65, 0.8].map((k) => circle(x - w / 2 + w * k, y - h * 0.92, w * 0.035, { fill: '#8A7E72' })),
    rect(x - w * 0.3, y - h * 0.74, w * 0.6, h * 0.035, { rx: 8, fill: '#A89C90' }),
    rect(win.x, win.y, win.w, win.h, {
      rx: 24,
      fill: ctx.radial(
        [
          [0, '#FFC56B'],
          [0.6, '#E4822E'],
          [1, '#5A2410'],
        ],
        { cy: 0.6 },
      ),
    }),
    g(
      { 'clip-path': ctx.clip(rect(win.x, win.y, win.w, win.h, { rx: 24 })) },
      pieOnTable(ctx, rng, x, win.y + win.h * 0.62, win.w * 0.32, spec, 0.4),
      rect(win.x, win.y + win.h * 0.78, win.w, 8, { fill: '#3A2A20' }),
    ),
    rect(win.x, win.y, win.w, win.h, { rx: 24, fill: 'none', stroke: '#3A322C', 'stroke-width': 10 }),
    rect(win.x + 20, win.y + 16, win.w * 0.3, 14, { rx: 7, fill: '#FFFFFF', opacity: 0.35 }),
  ].join('');
}

/** An open delivery box seen from above with a pie inside and steam. */
export function deliveryBox(ctx: Ctx, rng: Rng, x: number, y: number, size: number, spec: PieSpec): string {
  return [
    // Lid standing up behind, seen foreshortened.
    path(
      `M${num(x - size * 0.55)} ${num(y - size * 0.55)}L${num(x + size * 0.55)} ${num(y - size * 0.55)}L${num(x + size * 0.5)} ${num(y - size * 0.95)}L${num(x - size * 0.5)} ${num(y - size * 0.95)}Z`,
      {
        fill: '#C99A62',
      },
    ),
    rect(x - size * 0.2, y - size * 0.83, size * 0.4, size * 0.14, { rx: size * 0.07, fill: BRAND.berry }),
    circle(x - size * 0.13, y - size * 0.76, size * 0.04, { fill: BRAND.gold }),
    kraftBox(ctx, x, y, size, size),
    pie(ctx, rng, x, y, size * 0.45, spec),
    steam(x - size * 0.12, y - size * 0.05, size * 0.22),
    steam(x + size * 0.02, y - size * 0.1, size * 0.26),
    steam(x + size * 0.16, y - size * 0.04, size * 0.2),
  ].join('');
}

export function steam(x: number, y: number, s: number): string {
  const d = `M${num(x)} ${num(y)}c${num(-s * 0.25)} ${num(-s * 0.3)} ${num(s * 0.25)} ${num(-s * 0.5)} 0 ${num(-s * 0.8)}s${num(s * 0.25)} ${num(-s * 0.5)} 0 ${num(-s * 0.8)}`;
  return path(d, { fill: 'none', stroke: '#FFFFFF', 'stroke-width': s * 0.1, 'stroke-linecap': 'round', opacity: 0.7 });
}

/** Closed kraft boxes stacked, side view. */
export function boxStack(ctx: Ctx, x: number, y: number, w: number, count: number): string {
  const h = w * 0.22;
  const parts = [dropShadow(ctx, x + 10, y + 6, w * 0.65, h * 0.35, 0.4)];
  for (let i = 0; i < count; i++) {
    const by = y - (i + 1) * h;
    const bx = x - w / 2 + (i % 2 ? w * 0.04 : -w * 0.02);
    parts.push(
      rect(bx, by, w, h - 4, { rx: 8, fill: i % 2 ? '#D2A46C' : '#C99A62', stroke: '#A87A48', 'stroke-width': 3 }),
    );
    parts.push(rect(bx + w * 0.08, by + h * 0.35, w * 0.3, h * 0.3, { rx: h * 0.15, fill: BRAND.cream }));
    parts.push(
      circle(bx + w * 0.13, by + h * 0.5, h * 0.1, { fill: BRAND.gold, stroke: BRAND.crust, 'stroke-width': 3 }),
    );
    parts.push(rect(bx + w * 0.7, by, w * 0.08, h - 4, { fill: BRAND.berry }));
  }
  return parts.join('');
}

/** A ribbon crossing an object of radius r at (x, y) with a bow on top. */
export function ribbonBow(ctx: Ctx, x: number, y: number, r: number, color: string = BRAND.berry): string {
  const band = r * 0.12;
  const shade = darken(color, 0.25);
  const loop = (dir: 1 | -1) =>
    path(
      `M${num(x)} ${num(y)}C${num(x + dir * r * 0.55)} ${num(y - r * 0.5)} ${num(x + dir * r * 0.75)} ${num(y + r * 0.05)} ${num(x)} ${num(y)}Z`,
      {
        fill: ctx.linear(
          [
            [0, lighten(color, 0.2)],
            [1, shade],
          ],
          0,
          0,
          1,
          1,
        ),
        stroke: shade,
        'stroke-width': 3,
      },
    );
  const tail = (dir: 1 | -1) =>
    path(
      `M${num(x)} ${num(y)}L${num(x + dir * r * 0.3)} ${num(y + r * 0.55)}L${num(x + dir * r * 0.18)} ${num(y + r * 0.5)}L${num(x + dir * r * 0.12)} ${num(y + r * 0.6)}Z`,
      { fill: shade },
    );
  return [
    rect(x - band / 2, y - r, band, r * 2, { fill: color, opacity: 0.95 }),
    rect(x - r, y - band / 2, r * 2, band, { fill: color, opacity: 0.95 }),
    tail(-1),
    tail(1),
    loop(-1),
    loop(1),
    circle(x, y, r * 0.08, { fill: shade }),
  ].join('');
}

export function coins(ctx: Ctx, x: number, y: number, r: number, count: number): string {
  const gold = ctx.linear(
    [
      [0, '#FBE08A'],
      [0.5, '#E7A94B'],
      [1, '#B8781E'],
    ],
    0,
    0,
    1,
    1,
  );
  const parts = [dropShadow(ctx, x + 6, y + r * 0.3, r * 1.3, r * 0.45, 0.35)];
  for (let i = 0; i < count; i++) {
    const cy = y - i * r * 0.22;
    parts.push(ellipse(x, cy + r * 0.12, r, r * 0.42, { fill: '#B8781E' }));
    parts.push(ellipse(x, cy, r, r * 0.42, { fill: gold, stroke: '#C98A2E', 'stroke-width': 3 }));
  }
  const top = y - (count - 1) * r * 0.22;
  parts.push(ellipse(x, top, r * 0.7, r * 0.28, { fill: 'none', stroke: '#FBE08A', 'stroke-width': 4 }));
  parts.push(circle(x, top, r * 0.12, { fill: BRAND.crust, opacity: 0.6 }));
  return parts.join('');
}

/** An Easter kulich: tall golden cake with white glaze and sprinkles. */
export function kulich(ctx: Ctx, rng: Rng, x: number, y: number, w: number): string {
  const h = w * 1.15;
  const crust = ctx.linear(
    [
      [0, CRUST.deep],
      [0.35, CRUST.light],
      [1, CRUST.edge],
    ],
    0,
    0,
    1,
    0,
  );
  let drip = `M${num(x - w * 0.55)} ${num(y - h)}`;
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const px = x - w * 0.55 + (i / steps) * w * 1.1;
    const len = rng.range(0.08, 0.22) * h;
    drip += `L${num(px)} ${num(y - h + len)}`;
  }
  drip += `L${num(x + w * 0.55)} ${num(y - h)}Q${num(x + w * 0.6)} ${num(y - h - w * 0.55)} ${num(x)} ${num(y - h - w * 0.55)}Q${num(x - w * 0.6)} ${num(y - h - w * 0.55)} ${num(x - w * 0.55)} ${num(y - h)}Z`;
  const sprinkles: string[] = [];
  for (let i = 0; i < 30; i++) {
    const sx = x + rng.range(-w * 0.4, w * 0.4);
    const sy = y - h - rng.range(0.05, 0.4) * w;
    sprinkles.push(
      rect(sx, sy, 12, 5, {
        rx: 2.5,
        fill: rng.pick([BRAND.berry, BRAND.herb, BRAND.gold, '#4E8DB5']),
        transform: `rotate(${num(rng.range(0, 180))} ${num(sx)} ${num(sy)})`,
      }),
    );
  }
  return [
    dropShadow(ctx, x + 10, y + 6, w * 0.75, w * 0.15, 0.4),
    rect(x - w / 2, y - h, w, h, { fill: crust }),
    ellipse(x, y, w / 2, w * 0.1, { fill: CRUST.edge }),
    path(drip, { fill: '#FFFDF8', stroke: '#EDE4D6', 'stroke-width': 3 }),
    ...sprinkles,
  ].join('');
}

export function paintedEgg(ctx: Ctx, x: number, y: number, s: number, color: string, rot: number): string {
  return g(
    { transform: tf(x, y, rot) },
    ellipse(0, 0, s * 0.75, s, {
      fill: ctx.radial(
        [
          [0, lighten(color, 0.35)],
          [0.6, color],
          [1, darken(color, 0.3)],
        ],
        { fx: 0.38, fy: 0.3 },
      ),
    }),
    path(
      `M${num(-s * 0.74)} ${num(s * 0.05)}q${num(s * 0.185)} ${num(-s * 0.2)} ${num(s * 0.37)} 0t${num(s * 0.37)} 0t${num(s * 0.37)} 0t${num(s * 0.37)} 0`,
      {
        fill: 'none',
        stroke: '#FFF6EA',
        'stroke-width': s * 0.08,
      },
    ),
  );
}

/** A shop window: shelves with pies and small pies. */
export function showcase(
  ctx: Ctx,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  pies: readonly PieSpec[],
): string {
  const parts = [
    rect(x, y, w, h, { rx: 24, fill: '#6B3A1C' }),
    rect(x + 20, y + 20, w - 40, h - 40, {
      rx: 16,
      fill: ctx.linear(
        [
          [0, '#FFF4E2'],
          [1, '#F2D9B6'],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
  ];
  const rows = 2;
  for (let row = 0; row < rows; row++) {
    const sy = y + 20 + ((row + 1) * (h - 40)) / rows - 18;
    const count = 4;
    for (let i = 0; i < count; i++) {
      const spec = pies[(row * count + i) % pies.length];
      if (!spec) continue;
      const px = x + 20 + ((i + 0.5) * (w - 40)) / count;
      const r = Math.min((w - 40) / count / 2.4, (h - 40) / rows / 1.6);
      parts.push(pieOnTable(ctx, rng.fork(`s${row}${i}`), px, sy - r * 0.45, r, spec, 0.5));
    }
    parts.push(rect(x + 20, sy, w - 40, 18, { fill: '#8A5430' }));
  }
  parts.push(
    path(
      `M${num(x + w * 0.1)} ${num(y + 20)}L${num(x + w * 0.3)} ${num(y + 20)}L${num(x + w * 0.15)} ${num(y + h - 20)}L${num(x - w * 0.05 + 20)} ${num(y + h - 20)}Z`,
      {
        fill: '#FFFFFF',
        opacity: 0.18,
      },
    ),
  );
  return parts.join('');
}

/** A woven basket seen from the front with something inside. */
export function basket(ctx: Ctx, x: number, y: number, w: number, inside: string): string {
  const h = w * 0.45;
  const weave: string[] = [];
  for (let i = 0; i < 5; i++) {
    weave.push(
      path(
        `M${num(x - w / 2 + i * 6)} ${num(y - h + (i * h) / 5 + 10)}Q${num(x)} ${num(y - h + (i * h) / 5 + 30)} ${num(x + w / 2 - i * 6)} ${num(y - h + (i * h) / 5 + 10)}`,
        {
          fill: 'none',
          stroke: '#9C6234',
          'stroke-width': 8,
          opacity: 0.6,
        },
      ),
    );
  }
  return [
    dropShadow(ctx, x + 10, y + 6, w * 0.6, h * 0.25, 0.4),
    path(
      `M${num(x - w * 0.55)} ${num(y - h)}C${num(x - w * 0.55)} ${num(y - h - w * 0.55)} ${num(x + w * 0.55)} ${num(y - h - w * 0.55)} ${num(x + w * 0.55)} ${num(y - h)}`,
      {
        fill: 'none',
        stroke: '#B8783F',
        'stroke-width': 22,
      },
    ),
    inside,
    path(
      `M${num(x - w / 2)} ${num(y - h)}L${num(x + w / 2)} ${num(y - h)}L${num(x + w * 0.4)} ${num(y)}L${num(x - w * 0.4)} ${num(y)}Z`,
      {
        fill: ctx.linear(
          [
            [0, '#D9A46A'],
            [1, '#A8683A'],
          ],
          0,
          0,
          0,
          1,
        ),
      },
    ),
    ...weave,
    rect(x - w * 0.53, y - h - 14, w * 1.06, 28, { rx: 14, fill: '#C98E55' }),
  ].join('');
}

export function firBranch(rng: Rng, x: number, y: number, len: number, rot: number): string {
  const parts = [path(`M0 0L${num(len)} 0`, { stroke: '#5A3A1A', 'stroke-width': len * 0.02 })];
  for (let i = 0; i < 30; i++) {
    const t = (i / 30) * len;
    for (const side of [-1, 1]) {
      const a = side * rng.range(40, 60);
      const l = len * 0.14 * (1 - (i / 30) * 0.5);
      const rad = (a * Math.PI) / 180;
      parts.push(
        path(`M${num(t)} 0l${num(Math.cos(rad) * l)} ${num(Math.sin(rad) * l)}`, {
          stroke: rng.pick(['#2F5A2A', '#3D6E34', '#24481F']),
          'stroke-width': len * 0.012,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  return g({ transform: tf(x, y, rot) }, ...parts);
}

/** A map pin with a dashed route behind it. */
export function routePin(x: number, y: number, s: number, from: readonly [number, number]): string {
  return [
    path(
      `M${num(from[0])} ${num(from[1])}C${num(from[0] + (x - from[0]) * 0.3)} ${num(from[1] - s * 2)} ${num(x - (x - from[0]) * 0.3)} ${num(y + s * 2)} ${num(x)} ${num(y)}`,
      {
        fill: 'none',
        stroke: BRAND.crust,
        'stroke-width': s * 0.08,
        'stroke-dasharray': `${num(s * 0.25)} ${num(s * 0.2)}`,
        'stroke-linecap': 'round',
        opacity: 0.7,
      },
    ),
    circle(from[0], from[1], s * 0.15, { fill: BRAND.crust }),
    path(
      `M${num(x)} ${num(y)}C${num(x - s * 0.2)} ${num(y - s * 0.5)} ${num(x - s * 0.6)} ${num(y - s * 0.75)} ${num(x - s * 0.6)} ${num(y - s * 1.15)}A${num(s * 0.6)} ${num(s * 0.6)} 0 1 1 ${num(x + s * 0.6)} ${num(y - s * 1.15)}C${num(x + s * 0.6)} ${num(y - s * 0.75)} ${num(x + s * 0.2)} ${num(y - s * 0.5)} ${num(x)} ${num(y)}Z`,
      {
        fill: BRAND.berry,
      },
    ),
    circle(x, y - s * 1.15, s * 0.25, { fill: BRAND.cream }),
  ].join('');
}

export function cookieCutter(x: number, y: number, s: number, shape: 'circle' | 'star' | 'heart'): string {
  const stroke = { fill: 'none', stroke: '#A9B0B5', 'stroke-width': s * 0.1 };
  if (shape === 'circle')
    return circle(x, y, s, stroke) + circle(x + 3, y + 5, s, { ...stroke, stroke: '#6E767C', opacity: 0.4 });
  if (shape === 'heart')
    return path(
      `M${num(x)} ${num(y + s)}C${num(x - s * 1.6)} ${num(y - s * 0.2)} ${num(x - s * 0.6)} ${num(y - s * 1.3)} ${num(x)} ${num(y - s * 0.4)}C${num(x + s * 0.6)} ${num(y - s * 1.3)} ${num(x + s * 1.6)} ${num(y - s * 0.2)} ${num(x)} ${num(y + s)}Z`,
      stroke,
    );
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
    const rr = i % 2 ? s * 0.45 : s;
    d += `${i ? 'L' : 'M'}${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)}`;
  }
  return path(`${d}Z`, { ...stroke, 'stroke-linejoin': 'round' });
}

export function bakingTray(ctx: Ctx, x: number, y: number, w: number, h: number, rot = 0): string {
  return g(
    { transform: tf(x, y, rot) },
    rect(-w / 2 + 12, -h / 2 + 20, w, h, { rx: 20, fill: '#3A1A08', opacity: 0.25 }),
    rect(-w / 2, -h / 2, w, h, { rx: 20, fill: '#4A4643' }),
    rect(-w / 2 + 16, -h / 2 + 16, w - 32, h - 32, {
      rx: 12,
      fill: ctx.linear(
        [
          [0, '#F3E9D6'],
          [1, '#E6D7BC'],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
}

export function notebook(x: number, y: number, w: number, rot: number): string {
  const h = w * 1.3;
  const lines: string[] = [];
  for (let i = 1; i < 10; i++)
    lines.push(`M${num(-w / 2 + 30)} ${num(-h / 2 + i * (h / 10))}L${num(w / 2 - 20)} ${num(-h / 2 + i * (h / 10))}`);
  return g(
    { transform: tf(x, y, rot) },
    rect(-w / 2 + 8, -h / 2 + 12, w, h, { rx: 10, fill: '#3A1A08', opacity: 0.15 }),
    rect(-w / 2, -h / 2, w, h, { rx: 10, fill: '#FFFFFF' }),
    path(lines.join(''), { stroke: '#9CC3DA', 'stroke-width': 3 }),
    path(`M${num(-w / 2 + 22)} ${num(-h / 2)}L${num(-w / 2 + 22)} ${num(h / 2)}`, {
      stroke: BRAND.berry,
      'stroke-width': 3,
      opacity: 0.6,
    }),
    g(
      { transform: `translate(${num(w * 0.15)} ${num(h * 0.1)}) rotate(-35)` },
      rect(-w * 0.45, -10, w * 0.8, 20, { fill: BRAND.gold }),
      path(`M${num(w * 0.35)} -10L${num(w * 0.47)} 0L${num(w * 0.35)} 10Z`, { fill: '#F1D3A8' }),
      path(`M${num(w * 0.44)} -2.5L${num(w * 0.47)} 0L${num(w * 0.44)} 2.5Z`, { fill: '#333' }),
      rect(-w * 0.5, -10, w * 0.06, 20, { fill: BRAND.berry }),
    ),
  );
}
