/**
 * Everything that is not a whole round pie: small pies, desserts, frozen goods
 * in their packages, drinks and a few scene props.
 */
import { BRAND, CRUST, type CrustTones, FILLINGS, type FillingName, RAW_DOUGH } from './palette';
import { bakeTones, berry, dropShadow, pie } from './pie';
import { snowflake } from './props';
import { blob, type Ctx, circle, darken, ellipse, g, lighten, num, path, poly, type Rng, rect, tf } from './svg';

/* ---------- small pies ---------- */

export type MiniKind = 'pirozhok' | 'sweet' | 'vatrushka' | 'sausage' | 'round';

function doughFill(ctx: Ctx, c: CrustTones): string {
  return ctx.radial(
    [
      [0, c.shine],
      [0.35, c.light],
      [0.75, c.mid],
      [1, c.edge],
    ],
    { fx: 0.38, fy: 0.3, r: 0.55 },
  );
}

/** One small pie centred at (x, y), length ~2s, turned by `rot`. */
export function miniPie(
  ctx: Ctx,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  rot: number,
  kind: MiniKind,
  filling: FillingName,
  tones: CrustTones = CRUST,
): string {
  const c = bakeTones(tones, rng.range(-0.04, 0.08));
  const fill = doughFill(ctx, c);
  const f = FILLINGS[filling];
  const shadow = dropShadow(ctx, x + s * 0.08, y + s * 0.14, s * 1.15, s * 0.8, 0.35);
  switch (kind) {
    case 'pirozhok':
    case 'sweet': {
      const parts = [
        ellipse(0, 0, s, s * 0.62, { fill, stroke: c.edge, 'stroke-width': s * 0.02 }),
        // The pinched seam along the top.
        path(`M${num(-s * 0.85)} ${num(-s * 0.05)}Q0 ${num(-s * 0.2)} ${num(s * 0.85)} ${num(-s * 0.05)}`, {
          fill: 'none',
          stroke: c.deep,
          'stroke-width': s * 0.07,
          'stroke-linecap': 'round',
          opacity: 0.55,
        }),
      ];
      for (let i = -5; i <= 5; i++) {
        const px = (i / 6) * s * 0.8;
        const py = -s * 0.05 - s * 0.15 * (1 - (px / s) ** 2) * 0.9;
        parts.push(
          path(`M${num(px - s * 0.04)} ${num(py - s * 0.07)}l${num(s * 0.08)} ${num(s * 0.14)}`, {
            stroke: c.edge,
            'stroke-width': s * 0.025,
            opacity: 0.5,
          }),
        );
      }
      parts.push(ellipse(-s * 0.3, -s * 0.28, s * 0.4, s * 0.16, { fill: '#fff', opacity: 0.3 }));
      if (kind === 'sweet') {
        parts.push(path(blob(rng, s * 0.55, s * 0.12, s * 0.12, 0.3, 5), { fill: f.piece }));
        for (let i = 0; i < 24; i++) {
          parts.push(
            circle(rng.range(-s * 0.8, s * 0.8), rng.range(-s * 0.45, s * 0.4), s * 0.018, {
              fill: '#FFFFFF',
              opacity: 0.9,
            }),
          );
        }
      }
      return shadow + g({ transform: tf(x, y, rot) }, ...parts);
    }
    case 'vatrushka': {
      const curd = ctx.radial(
        [
          [0, '#FFF8E4'],
          [0.7, '#FBE7B8'],
          [1, '#E9BE72'],
        ],
        { fx: 0.4, fy: 0.35 },
      );
      return (
        shadow +
        g(
          { transform: tf(x, y, rot) },
          path(blob(rng, 0, 0, s, 0.05, 10), { fill, stroke: c.edge, 'stroke-width': s * 0.02 }),
          path(blob(rng, 0, 0, s * 0.58, 0.08, 8), { fill: curd }),
          circle(-s * 0.15, -s * 0.1, s * 0.12, { fill: '#E9BE72', opacity: 0.5 }),
          ellipse(-s * 0.45, -s * 0.55, s * 0.3, s * 0.12, { fill: '#fff', opacity: 0.35 }),
        )
      );
    }
    case 'sausage': {
      const parts = [
        rect(-s * 1.1, -s * 0.28, s * 2.2, s * 0.56, { rx: s * 0.28, fill: '#D9826A' }),
        rect(-s * 1.1, -s * 0.28, s * 2.2, s * 0.2, { rx: s * 0.1, fill: '#E8A48C', opacity: 0.6 }),
      ];
      for (let i = 0; i < 4; i++) {
        const px = -s * 0.75 + i * s * 0.5;
        parts.push(
          g(
            { transform: `translate(${num(px)} 0) rotate(-18)` },
            ellipse(0, 0, s * 0.3, s * 0.48, { fill, stroke: c.edge, 'stroke-width': s * 0.02 }),
            ellipse(-s * 0.08, -s * 0.2, s * 0.12, s * 0.1, { fill: '#fff', opacity: 0.3 }),
          ),
        );
      }
      for (let i = 0; i < 26; i++) {
        const px = rng.range(-s * 0.95, s * 0.95);
        const py = rng.range(-s * 0.4, s * 0.35);
        parts.push(
          ellipse(px, py, s * 0.035, s * 0.02, {
            fill: '#FFF3D3',
            transform: `rotate(${num(rng.range(0, 180))} ${num(px)} ${num(py)})`,
          }),
        );
      }
      return shadow + g({ transform: tf(x, y, rot) }, ...parts);
    }
    case 'round':
      return pie(ctx, rng, x, y, s, { style: 'ossetian', filling, turn: rot });
  }
}

/** A small pie broken in half, showing the filling. */
export function miniHalf(
  ctx: Ctx,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  rot: number,
  filling: FillingName,
): string {
  const c = CRUST;
  const f = FILLINGS[filling];
  const crumb = '#FBEBC6';
  const specks: string[] = [];
  for (let i = 0; i < 12; i++) {
    specks.push(
      circle(rng.range(-s * 0.4, s * 0.4), rng.range(-s * 0.25, s * 0.25), s * rng.range(0.04, 0.08), {
        fill: i % 3 ? f.piece : f.accent,
      }),
    );
  }
  return (
    dropShadow(ctx, x + s * 0.06, y + s * 0.12, s * 0.75, s * 0.8, 0.3) +
    g(
      { transform: tf(x, y, rot) },
      path(
        `M${num(-s * 0.62)} ${num(-s * 0.5)}Q${num(-s * 0.9)} 0 ${num(-s * 0.62)} ${num(s * 0.5)}L${num(s * 0.1)} ${num(s * 0.58)}Q${num(s * 0.25)} 0 ${num(s * 0.1)} ${num(-s * 0.58)}Z`,
        {
          fill: doughFill(ctx, c),
        },
      ),
      ellipse(s * 0.05, 0, s * 0.55, s * 0.6, { fill: crumb, stroke: c.mid, 'stroke-width': s * 0.06 }),
      path(blob(rng, s * 0.05, 0, s * 0.4, 0.15, 8), { fill: f.base }),
      g({ transform: `translate(${num(s * 0.05)} 0)` }, ...specks),
    )
  );
}

/* ---------- boards ---------- */

/** A long rectangular wooden board seen from above. */
export function longBoard(ctx: Ctx, rng: Rng, x: number, y: number, w: number, h: number, rot = 0): string {
  const grain: string[] = [];
  for (let i = 0; i < 10; i++) {
    const yy = -h / 2 + rng.range(0.05, 0.95) * h;
    grain.push(
      path(`M${num(-w / 2)} ${num(yy)}Q0 ${num(yy + rng.range(-12, 12))} ${num(w / 2)} ${num(yy)}`, {
        fill: 'none',
        stroke: '#9C6234',
        'stroke-width': rng.range(1, 3),
        opacity: 0.25,
      }),
    );
  }
  return g(
    { transform: tf(x, y, rot) },
    rect(-w / 2 + 14, -h / 2 + 26, w, h, {
      rx: 30,
      fill: ctx.radial(
        [
          [0, '#3A1A08', 0.35],
          [1, '#3A1A08', 0],
        ],
        { r: 0.6 },
      ),
    }),
    rect(-w / 2, -h / 2, w, h, {
      rx: 26,
      fill: ctx.linear(
        [
          [0, '#DCA772'],
          [1, '#B8783F'],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
    ...grain,
    rect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, {
      rx: 22,
      fill: 'none',
      stroke: '#EEC594',
      'stroke-width': 4,
      opacity: 0.6,
    }),
  );
}

/** An open kraft box seen from above, inner size w×h. */
export function kraftBox(ctx: Ctx, x: number, y: number, w: number, h: number, rot = 0, paper = '#D9B07A'): string {
  const wall = 34;
  return g(
    { transform: tf(x, y, rot) },
    rect(-w / 2 - wall + 16, -h / 2 - wall + 28, w + wall * 2, h + wall * 2, {
      rx: 12,
      fill: '#3A1A08',
      opacity: 0.25,
    }),
    rect(-w / 2 - wall, -h / 2 - wall, w + wall * 2, h + wall * 2, { rx: 10, fill: darken(paper, 0.12) }),
    rect(-w / 2, -h / 2, w, h, {
      rx: 6,
      fill: ctx.linear(
        [
          [0, darken(paper, 0.06)],
          [1, paper],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
    rect(-w / 2, -h / 2, w, 18, { fill: '#5A3414', opacity: 0.15 }),
  );
}

/* ---------- desserts (three-quarter view) ---------- */

export type DessertKind = 'medovik' | 'napoleon' | 'cheesecake' | 'eclairs' | 'roll' | 'muffins';

/** An oval dessert plate seen at an angle. */
export function ovalPlate(ctx: Ctx, x: number, y: number, rx: number, ry: number): string {
  return [
    dropShadow(ctx, x + rx * 0.04, y + ry * 0.18, rx * 1.08, ry * 1.1, 0.35),
    ellipse(x, y, rx, ry, {
      fill: ctx.radial([
        [0, '#FFFFFF'],
        [0.7, '#FAF4EA'],
        [0.78, '#E9DFD0'],
        [0.86, '#FFFFFF'],
        [1, '#DDD0BD'],
      ]),
    }),
    ellipse(x, y, rx * 0.96, ry * 0.96, { fill: 'none', stroke: BRAND.gold, 'stroke-width': 4, opacity: 0.7 }),
  ].join('');
}

function layeredSlice(
  ctx: Ctx,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  kind: 'medovik' | 'napoleon' | 'cheesecake',
): string {
  const T: [number, number] = [x - s, y + s * 0.12];
  const R: [number, number] = [x + s, y - s * 0.06];
  const B: [number, number] = [x + s * 0.35, y - s * 0.55];
  const h = kind === 'cheesecake' ? s * 0.62 : s * 0.72;
  const down = (p: [number, number], d: number): [number, number] => [p[0], p[1] + d];
  const band = (t0: number, t1: number, color: string) =>
    path(poly([down(T, h * t0), down(R, h * t0), down(R, h * t1), down(T, h * t1)]), { fill: color });
  const parts: string[] = [dropShadow(ctx, x + s * 0.05, y + h + s * 0.02, s * 1.05, s * 0.2, 0.4)];
  // Front cut face with layers.
  if (kind === 'medovik') {
    const n = 9;
    for (let i = 0; i < n; i++)
      parts.push(band(i / n, (i + 1) / n, i % 2 ? '#F5E1B8' : i === 0 ? '#C98A45' : '#B8702F'));
  } else if (kind === 'napoleon') {
    const n = 13;
    for (let i = 0; i < n; i++) parts.push(band(i / n, (i + 1) / n, i % 2 ? '#FFF4DA' : '#E2B868'));
    for (let i = 0; i < 40; i++) {
      const t = rng.next();
      const v = rng.next();
      const px = T[0] + (R[0] - T[0]) * t;
      const py = T[1] + (R[1] - T[1]) * t + h * v;
      parts.push(circle(px, py, rng.range(1.5, 3.5), { fill: '#C9913F', opacity: 0.5 }));
    }
  } else {
    parts.push(band(0, 0.06, '#E9C98A'));
    parts.push(
      path(poly([down(T, h * 0.06), down(R, h * 0.06), down(R, h * 0.82), down(T, h * 0.82)]), {
        fill: ctx.linear(
          [
            [0, '#FBF0D6'],
            [1, '#F1DDB0'],
          ],
          0,
          0,
          0,
          1,
        ),
      }),
    );
    parts.push(band(0.82, 1, '#A9713D'));
  }
  // Face shading toward the tip.
  parts.push(
    path(poly([T, R, down(R, h), down(T, h)]), {
      fill: ctx.linear(
        [
          [0, '#000', 0.12],
          [0.5, '#000', 0],
          [1, '#fff', 0.08],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  // Top face.
  const topColor = kind === 'medovik' ? '#C98A45' : kind === 'napoleon' ? '#F1D9A4' : '#EDD29A';
  parts.push(path(poly([T, B, R]), { fill: topColor, stroke: darken(topColor, 0.1), 'stroke-width': 2 }));
  if (kind === 'medovik' || kind === 'napoleon') {
    for (let i = 0; i < 90; i++) {
      const a = rng.next();
      const b = rng.next() * (1 - a);
      const px = T[0] + (B[0] - T[0]) * a + (R[0] - T[0]) * b;
      const py = T[1] + (B[1] - T[1]) * a + (R[1] - T[1]) * b;
      parts.push(
        circle(px, py, rng.range(2, 6), {
          fill:
            kind === 'medovik' ? (rng.chance(0.5) ? '#A45F26' : '#D9A05A') : rng.chance(0.6) ? '#FFFFFF' : '#E2B868',
        }),
      );
    }
  } else {
    // Berry sauce on top, dripping over the front face.
    const mid = (t: number): [number, number] => [T[0] + (R[0] - T[0]) * t, T[1] + (R[1] - T[1]) * t];
    let drip = `M${num(T[0] + s * 0.1)} ${num(T[1] - s * 0.02)}`;
    drip += `L${num(B[0])} ${num(B[1] + s * 0.05)}L${num(R[0] - s * 0.1)} ${num(R[1] - s * 0.02)}`;
    for (const t of [0.85, 0.68, 0.5, 0.32, 0.15]) {
      const [px, py] = mid(t);
      const len = s * rng.range(0.08, 0.3);
      drip += `L${num(px + s * 0.05)} ${num(py)}L${num(px + s * 0.04)} ${num(py + len)}Q${num(px)} ${num(py + len + s * 0.06)} ${num(px - s * 0.04)} ${num(py + len)}L${num(px - s * 0.05)} ${num(py)}`;
    }
    drip += 'Z';
    parts.push(path(drip, { fill: '#A3182E' }));
    parts.push(path(drip, { fill: 'none', stroke: '#D94A5E', 'stroke-width': 3, opacity: 0.6 }));
    parts.push(berry(ctx, x + s * 0.1, y - s * 0.2, s * 0.1, '#B3263A'));
    parts.push(berry(ctx, x + s * 0.35, y - s * 0.25, s * 0.08, '#3E2A5A'));
    parts.push(berry(ctx, x - s * 0.15, y - s * 0.05, s * 0.09, '#C0182E'));
  }
  return parts.join('');
}

function eclair(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const pastry = doughFill(ctx, CRUST);
  const glaze = ctx.linear(
    [
      [0, '#6A3520'],
      [0.4, '#3B1A0C'],
      [1, '#2A1006'],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    dropShadow(ctx, x + s * 0.05, y + s * 0.2, s * 1.25, s * 0.45, 0.35) +
    g(
      { transform: tf(x, y, rot) },
      rect(-s * 1.15, -s * 0.34, s * 2.3, s * 0.68, {
        rx: s * 0.34,
        fill: pastry,
        stroke: CRUST.edge,
        'stroke-width': 2,
      }),
      rect(-s * 1.08, -s * 0.3, s * 2.16, s * 0.42, { rx: s * 0.21, fill: glaze }),
      rect(-s * 0.8, -s * 0.24, s * 1.4, s * 0.08, { rx: s * 0.04, fill: '#fff', opacity: 0.35 }),
      path(
        `M${num(-s * 0.8)} ${num(-s * 0.05)}l${num(s * 0.2)} ${num(-s * 0.18)}l${num(s * 0.2)} ${num(s * 0.18)}l${num(s * 0.2)} ${num(-s * 0.18)}l${num(s * 0.2)} ${num(s * 0.18)}l${num(s * 0.2)} ${num(-s * 0.18)}l${num(s * 0.2)} ${num(s * 0.18)}l${num(s * 0.2)} ${num(-s * 0.18)}`,
        {
          fill: 'none',
          stroke: '#FFF6E6',
          'stroke-width': s * 0.035,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        },
      ),
    )
  );
}

/** A spiral cut face of a roll: dough and poppy filling. */
function spiralFace(x: number, y: number, rx: number, ry: number, dough: string, fillColor: string): string {
  let d = '';
  const turns = 3.2;
  const steps = 90;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = t * turns * Math.PI * 2;
    const rr = 0.1 + 0.82 * t;
    d += `${i ? 'L' : 'M'}${num(x + Math.cos(a) * rx * rr)} ${num(y + Math.sin(a) * ry * rr)}`;
  }
  return (
    ellipse(x, y, rx, ry, { fill: dough, stroke: CRUST.deep, 'stroke-width': rx * 0.08 }) +
    path(d, { fill: 'none', stroke: fillColor, 'stroke-width': rx * 0.13, 'stroke-linecap': 'round' })
  );
}

function poppyRoll(ctx: Ctx, x: number, y: number, s: number): string {
  const crust = ctx.linear(
    [
      [0, CRUST.light],
      [0.5, CRUST.mid],
      [1, CRUST.edge],
    ],
    0,
    0,
    0,
    1,
  );
  const glaze: string[] = [];
  for (let i = 0; i < 9; i++) {
    const px = x - s * 0.55 + i * s * 0.17;
    glaze.push(`M${num(px)} ${num(y - s * 0.42)}q${num(s * 0.09)} ${num(s * 0.4)} ${num(s * 0.17)} 0`);
  }
  return [
    dropShadow(ctx, x + s * 0.1, y + s * 0.4, s * 1.2, s * 0.25, 0.4),
    rect(x - s * 0.7, y - s * 0.45, s * 1.6, s * 0.9, { rx: s * 0.42, fill: crust }),
    path(glaze.join(''), { fill: 'none', stroke: '#FFFDF6', 'stroke-width': s * 0.04, 'stroke-linecap': 'round' }),
    spiralFace(x - s * 0.7, y, s * 0.3, s * 0.45, '#F7E2B2', '#2E2A33'),
    dropShadow(ctx, x - s * 0.55, y + s * 0.72, s * 0.5, s * 0.15, 0.35),
    spiralFace(x - s * 0.62, y + s * 0.55, s * 0.34, s * 0.2, '#F7E2B2', '#2E2A33'),
  ].join('');
}

function muffin(ctx: Ctx, rng: Rng, x: number, y: number, s: number): string {
  const liner = ctx.linear(
    [
      [0, '#B3263A'],
      [0.5, '#D44A5C'],
      [1, '#8E1B2A'],
    ],
    0,
    0,
    1,
    0,
  );
  const pleats: string[] = [];
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const xt = x - s * 0.7 + t * s * 1.4;
    const xb = x - s * 0.55 + t * s * 1.1;
    pleats.push(`M${num(xt)} ${num(y)}L${num(xb)} ${num(y + s * 0.75)}`);
  }
  const top = ctx.radial(
    [
      [0, '#8A4A2A'],
      [0.6, '#5A2A14'],
      [1, '#3A180A'],
    ],
    { fx: 0.4, fy: 0.3 },
  );
  const chunks: string[] = [];
  for (let i = 0; i < 8; i++) {
    chunks.push(
      rect(x + rng.range(-s * 0.5, s * 0.45), y - s * rng.range(0.15, 0.6), s * 0.12, s * 0.1, {
        rx: 2,
        fill: '#2A1006',
        transform: `rotate(${num(rng.range(0, 90))} ${num(x)} ${num(y)})`,
      }),
    );
  }
  return [
    dropShadow(ctx, x + s * 0.05, y + s * 0.8, s * 0.8, s * 0.16, 0.4),
    path(
      poly([
        [x - s * 0.72, y],
        [x + s * 0.72, y],
        [x + s * 0.56, y + s * 0.78],
        [x - s * 0.56, y + s * 0.78],
      ]),
      { fill: liner },
    ),
    path(pleats.join(''), { stroke: '#7A1424', 'stroke-width': 3, opacity: 0.5 }),
    path(
      `M${num(x - s * 0.8)} ${num(y + s * 0.04)}C${num(x - s * 0.95)} ${num(y - s * 0.5)} ${num(x - s * 0.4)} ${num(y - s * 0.78)} ${num(x)} ${num(y - s * 0.76)}C${num(x + s * 0.4)} ${num(y - s * 0.78)} ${num(x + s * 0.95)} ${num(y - s * 0.5)} ${num(x + s * 0.8)} ${num(y + s * 0.04)}Z`,
      { fill: top },
    ),
    ...chunks,
    ellipse(x - s * 0.25, y - s * 0.4, s * 0.22, s * 0.08, { fill: '#fff', opacity: 0.2 }),
  ].join('');
}

/** A dessert composition centred in a 1000×1000 frame. */
export function dessert(ctx: Ctx, rng: Rng, kind: DessertKind): string {
  switch (kind) {
    case 'medovik':
    case 'napoleon':
    case 'cheesecake':
      return ovalPlate(ctx, 500, 610, 380, 200) + layeredSlice(ctx, rng, 500, 470, 290, kind);
    case 'eclairs':
      return (
        ovalPlate(ctx, 500, 560, 420, 260) +
        eclair(ctx, 420, 470, 170, -18) +
        eclair(ctx, 560, 560, 170, -18) +
        eclair(ctx, 450, 660, 170, -18)
      );
    case 'roll':
      return ovalPlate(ctx, 500, 600, 420, 220) + poppyRoll(ctx, 540, 520, 280);
    case 'muffins':
      return muffin(ctx, rng, 360, 470, 170) + muffin(ctx, rng, 640, 450, 170) + muffin(ctx, rng, 500, 630, 190);
  }
}

/* ---------- frozen goods ---------- */

export type FrozenContent = 'pie' | 'pelmeni' | 'vareniki' | 'syrniki' | 'kolduny';

export function pelmen(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const dough = ctx.radial(
    [
      [0, '#FFFDF6'],
      [0.7, '#F4EAD5'],
      [1, '#DCCBA8'],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  return g(
    { transform: tf(x, y, rot) },
    circle(s * 0.05, s * 0.08, s, { fill: '#5A4A30', opacity: 0.18 }),
    circle(0, 0, s, { fill: dough }),
    path(`M${num(-s * 0.9)} ${num(s * 0.1)}Q0 ${num(-s * 0.55)} ${num(s * 0.9)} ${num(s * 0.1)}`, {
      fill: 'none',
      stroke: '#D6C29A',
      'stroke-width': s * 0.12,
      'stroke-linecap': 'round',
    }),
    circle(0, s * 0.3, s * 0.35, { fill: '#FFFFFF', opacity: 0.35 }),
  );
}

export function varenik(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const dough = ctx.radial(
    [
      [0, '#FFFDF6'],
      [0.7, '#F4EAD5'],
      [1, '#DCCBA8'],
    ],
    { fx: 0.45, fy: 0.6 },
  );
  let crimp = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (i / 10) * Math.PI;
    crimp += `${i ? 'L' : 'M'}${num(Math.cos(a) * s * 0.98)} ${num(Math.sin(a) * s * 0.98 + s * 0.3)}`;
  }
  return g(
    { transform: tf(x, y, rot) },
    path(`M${num(-s)} ${num(s * 0.3)}A${num(s)} ${num(s)} 0 0 1 ${num(s)} ${num(s * 0.3)}Z`, {
      fill: dough,
      stroke: '#D6C29A',
      'stroke-width': s * 0.05,
    }),
    path(crimp, {
      fill: 'none',
      stroke: '#D6C29A',
      'stroke-width': s * 0.1,
      'stroke-dasharray': `${num(s * 0.08)} ${num(s * 0.06)}`,
    }),
  );
}

function syrnik(ctx: Ctx, rng: Rng, x: number, y: number, s: number, raw: boolean): string {
  const c = raw ? RAW_DOUGH : CRUST;
  return (
    path(blob(rng, x, y + s * 0.12, s, 0.06, 9), { fill: c.edge }) +
    path(blob(rng, x, y, s, 0.06, 9), {
      fill: ctx.radial(
        [
          [0, raw ? '#FFFBF0' : c.light],
          [0.8, c.mid],
          [1, c.deep],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    })
  );
}

function kolduny(ctx: Ctx, rng: Rng, x: number, y: number, s: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 18; i++) {
    const px = x + rng.range(-s * 0.7, s * 0.7);
    const py = y + rng.range(-s * 0.6, s * 0.6);
    lines.push(`M${num(px)} ${num(py)}l${num(rng.range(-s * 0.2, s * 0.2))} ${num(rng.range(-s * 0.06, s * 0.06))}`);
  }
  return (
    path(blob(rng, x, y + s * 0.1, s, 0.1, 9), { fill: '#C9A66A' }) +
    path(blob(rng, x, y, s, 0.1, 9), {
      fill: ctx.radial(
        [
          [0, '#F7EBC8'],
          [1, '#DCC28A'],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    }) +
    path(lines.join(''), { stroke: '#C7A46A', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 })
  );
}

/** Frost sparkles over an area. */
function frost(rng: Rng, x: number, y: number, w: number, h: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      circle(x + rng.range(0, w), y + rng.range(0, h), rng.range(1.5, 4), {
        fill: '#FFFFFF',
        opacity: rng.range(0.5, 0.95),
      }),
    );
  }
  return parts.join('');
}

/** Content of a package window (and loose items), centred on (x, y) inside w×h. */
function frozenItems(
  ctx: Ctx,
  rng: Rng,
  content: FrozenContent,
  filling: FillingName,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const parts: string[] = [];
  switch (content) {
    case 'pie':
      parts.push(
        pie(ctx, rng, x, y + h * 0.05, Math.min(w, h) * 0.62, {
          style: filling === 'cherry' ? 'lattice' : 'closed',
          filling,
          raw: true,
          decor: 'leaves',
        }),
      );
      break;
    case 'pelmeni':
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 3; j++)
          parts.push(
            pelmen(
              ctx,
              x - w * 0.36 + i * w * 0.24,
              y - h * 0.28 + j * h * 0.3 + (i % 2) * 10,
              w * 0.1,
              rng.range(0, 360),
            ),
          );
      break;
    case 'vareniki':
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++)
          parts.push(
            varenik(ctx, x - w * 0.32 + i * w * 0.32, y - h * 0.3 + j * h * 0.3, w * 0.14, rng.range(-20, 20)),
          );
      break;
    case 'syrniki':
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 2; j++)
          parts.push(syrnik(ctx, rng, x - w * 0.3 + i * w * 0.3, y - h * 0.2 + j * h * 0.42, w * 0.13, true));
      break;
    case 'kolduny':
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 2; j++)
          parts.push(kolduny(ctx, rng, x - w * 0.3 + i * w * 0.3, y - h * 0.2 + j * h * 0.42, w * 0.14));
      break;
  }
  return parts.join('');
}

/** A frozen-goods box in three-quarter view with a window on the front. */
export function frozenBox(ctx: Ctx, rng: Rng, content: FrozenContent, filling: FillingName, color: string): string {
  const x = 230;
  const y = 250;
  const w = 520;
  const h = 470;
  const dx = 110;
  const dy = 80;
  const win = { x: x + 50, y: y + 110, w: w - 100, h: h - 170 };
  const winClip = ctx.clip(rect(win.x, win.y, win.w, win.h, { rx: 40 }));
  const parts = [
    dropShadow(ctx, x + w / 2 + 60, y + h + 10, w * 0.75, 60, 0.45),
    // Side and top faces.
    path(
      poly([
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ]),
      { fill: darken(color, 0.28) },
    ),
    path(
      poly([
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ]),
      { fill: lighten(color, 0.18) },
    ),
    rect(x, y, w, h, {
      fill: ctx.linear(
        [
          [0, lighten(color, 0.06)],
          [1, darken(color, 0.08)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
    // Cream band with the brand mark (no text).
    rect(x, y + 24, w, 62, { fill: BRAND.cream, opacity: 0.95 }),
    circle(x + 70, y + 55, 22, { fill: BRAND.gold, stroke: BRAND.crust, 'stroke-width': 5 }),
    rect(x + 110, y + 47, 190, 16, { rx: 8, fill: color, opacity: 0.55 }),
    snowflake(x + w - 60, y + 55, 24, '#4E8DB5'),
    // Window.
    rect(win.x, win.y, win.w, win.h, { rx: 40, fill: '#F3F7F9' }),
    g(
      { 'clip-path': winClip },
      frozenItems(ctx, rng, content, filling, win.x + win.w / 2, win.y + win.h / 2, win.w, win.h),
      frost(rng, win.x, win.y, win.w, win.h, 60),
    ),
    rect(win.x, win.y, win.w, win.h, {
      rx: 40,
      fill: ctx.linear(
        [
          [0, '#FFFFFF', 0.45],
          [0.45, '#FFFFFF', 0.05],
          [1, '#FFFFFF', 0.25],
        ],
        0,
        0,
        1,
        1,
      ),
      stroke: '#FFFFFF',
      'stroke-width': 8,
    }),
    // Frost on the box edges.
    frost(rng, x, y + h - 60, w, 60, 40),
    frost(rng, x + w, y - dy, dx, h, 20),
  ];
  return parts.join('');
}

/** Loose frozen items in front of the box. */
export function frozenLoose(ctx: Ctx, rng: Rng, content: FrozenContent): string {
  switch (content) {
    case 'pelmeni':
      return pelmen(ctx, 200, 820, 48, 20) + pelmen(ctx, 300, 860, 44, 80) + pelmen(ctx, 130, 900, 40, 140);
    case 'vareniki':
      return varenik(ctx, 210, 830, 70, -15) + varenik(ctx, 330, 880, 64, 10);
    case 'syrniki':
      return syrnik(ctx, rng, 220, 840, 70, true) + syrnik(ctx, rng, 360, 880, 60, true);
    case 'kolduny':
      return kolduny(ctx, rng, 220, 850, 72) + kolduny(ctx, rng, 360, 890, 60);
    case 'pie':
      return '';
  }
}

/* ---------- drinks ---------- */

export type Vessel = 'glass' | 'jug' | 'bottle' | 'jar' | 'cup' | 'teapot' | 'mug';

export interface DrinkSpec {
  vessel: Vessel;
  color: string;
  /** Floating berries, ice, foam, lemon… */
  extras?: ReadonlyArray<
    'ice' | 'berries' | 'foam' | 'steam' | 'marshmallow' | 'lemon' | 'orange' | 'cherries' | 'mint'
  >;
  berryColor?: string;
}

function liquidFill(ctx: Ctx, color: string): string {
  return ctx.linear(
    [
      [0, lighten(color, 0.25), 0.92],
      [0.5, color, 0.95],
      [1, darken(color, 0.3), 0.98],
    ],
    0,
    0,
    1,
    0,
  );
}

const GLASS_EDGE = '#FFFFFF';

function glassShine(x: number, y: number, h: number): string {
  return rect(x, y, 14, h, { rx: 7, fill: '#FFFFFF', opacity: 0.45 });
}

function steam(x: number, y: number, s: number): string {
  const d = [-1, 0, 1]
    .map(
      (k) =>
        `M${num(x + k * s * 0.35)} ${num(y)}c${num(-s * 0.2)} ${num(-s * 0.3)} ${num(s * 0.2)} ${num(-s * 0.5)} 0 ${num(-s * 0.8)}s${num(s * 0.2)} ${num(-s * 0.5)} 0 ${num(-s * 0.8)}`,
    )
    .join('');
  return path(d, {
    fill: 'none',
    stroke: '#FFFFFF',
    'stroke-width': s * 0.08,
    'stroke-linecap': 'round',
    opacity: 0.75,
  });
}

function tumbler(ctx: Ctx, rng: Rng, x: number, y: number, s: number, spec: DrinkSpec): string {
  // (x, y) is the centre of the glass base.
  const topW = s * 0.62;
  const botW = s * 0.5;
  const h = s * 1.5;
  const level = 0.82;
  const body = poly([
    [x - topW, y - h],
    [x + topW, y - h],
    [x + botW, y],
    [x - botW, y],
  ]);
  const ly = y - h * level;
  const lw = botW + (topW - botW) * level;
  const liquid = poly([
    [x - lw + 6, ly],
    [x + lw - 6, ly],
    [x + botW - 8, y - 14],
    [x - botW + 8, y - 14],
  ]);
  const parts = [
    dropShadow(ctx, x + s * 0.1, y + 6, s * 0.75, s * 0.12, 0.4),
    path(body, { fill: '#FFFFFF', opacity: 0.35 }),
    path(liquid, { fill: liquidFill(ctx, spec.color) }),
    ellipse(x, ly, lw - 6, s * 0.07, { fill: lighten(spec.color, 0.2) }),
  ];
  const extras = spec.extras ?? [];
  if (extras.includes('ice')) {
    for (let i = 0; i < 3; i++) {
      const ix = x + (i - 1) * s * 0.3 + rng.range(-8, 8);
      const iy = ly + s * 0.05 + (i % 2) * s * 0.1;
      parts.push(
        rect(ix - s * 0.14, iy - s * 0.14, s * 0.28, s * 0.28, {
          rx: s * 0.05,
          fill: '#FFFFFF',
          opacity: 0.55,
          transform: `rotate(${num(rng.range(-20, 20))} ${num(ix)} ${num(iy)})`,
        }),
      );
    }
  }
  if (extras.includes('berries')) {
    for (let i = 0; i < 6; i++)
      parts.push(
        berry(
          ctx,
          x + rng.range(-lw * 0.7, lw * 0.7),
          ly + rng.range(0, h * 0.5),
          s * 0.06,
          spec.berryColor ?? BRAND.berry,
        ),
      );
  }
  if (extras.includes('foam')) {
    parts.push(ellipse(x, ly - s * 0.02, lw - 4, s * 0.1, { fill: '#FFF4DC' }));
    for (let i = 0; i < 10; i++)
      parts.push(
        circle(
          x + rng.range(-lw * 0.8, lw * 0.8),
          ly - s * 0.02 + rng.range(-s * 0.05, s * 0.04),
          s * rng.range(0.03, 0.06),
          { fill: '#FFFBF0' },
        ),
      );
  }
  if (extras.includes('mint')) {
    parts.push(
      path(
        `M${num(x + lw * 0.3)} ${num(ly)}q${num(s * 0.2)} ${num(-s * 0.3)} ${num(s * 0.45)} ${num(-s * 0.2)}q${num(-s * 0.1)} ${num(s * 0.25)} ${num(-s * 0.45)} ${num(s * 0.2)}Z`,
        { fill: '#4F8A3A' },
      ),
    );
  }
  parts.push(path(body, { fill: 'none', stroke: GLASS_EDGE, 'stroke-width': 6, opacity: 0.9 }));
  parts.push(ellipse(x, y - h, topW, s * 0.08, { fill: 'none', stroke: GLASS_EDGE, 'stroke-width': 6, opacity: 0.9 }));
  parts.push(glassShine(x - topW * 0.7, y - h * 0.9, h * 0.7));
  return parts.join('');
}

function jug(ctx: Ctx, rng: Rng, x: number, y: number, s: number, spec: DrinkSpec): string {
  const h = s * 2.1;
  const body = `M${num(x - s * 0.55)} ${num(y - h)}L${num(x + s * 0.45)} ${num(y - h)}L${num(x + s * 0.7)} ${num(y - h - s * 0.12)}L${num(x + s * 0.6)} ${num(y - h + s * 0.12)}C${num(x + s * 0.85)} ${num(y - h * 0.6)} ${num(x + s * 0.9)} ${num(y - h * 0.2)} ${num(x + s * 0.65)} ${num(y)}L${num(x - s * 0.65)} ${num(y)}C${num(x - s * 0.9)} ${num(y - h * 0.2)} ${num(x - s * 0.85)} ${num(y - h * 0.6)} ${num(x - s * 0.55)} ${num(y - h)}Z`;
  const ly = y - h * 0.72;
  const clip = ctx.clip(path(body));
  const parts = [
    dropShadow(ctx, x + s * 0.1, y + 8, s * 1.0, s * 0.16, 0.4),
    path(
      `M${num(x - s * 0.62)} ${num(y - h * 0.85)}C${num(x - s * 1.35)} ${num(y - h * 0.8)} ${num(x - s * 1.3)} ${num(y - h * 0.25)} ${num(x - s * 0.75)} ${num(y - h * 0.25)}`,
      {
        fill: 'none',
        stroke: '#FFFFFF',
        'stroke-width': s * 0.12,
        opacity: 0.7,
      },
    ),
    path(body, { fill: '#FFFFFF', opacity: 0.3 }),
    g(
      { 'clip-path': clip },
      rect(x - s, ly, s * 2, h, { fill: liquidFill(ctx, spec.color) }),
      ellipse(x, ly, s, s * 0.06, { fill: lighten(spec.color, 0.2) }),
    ),
  ];
  if ((spec.extras ?? []).includes('berries')) {
    for (let i = 0; i < 7; i++)
      parts.push(
        berry(
          ctx,
          x + rng.range(-s * 0.5, s * 0.5),
          ly + rng.range(s * 0.05, h * 0.6),
          s * 0.07,
          spec.berryColor ?? BRAND.berry,
        ),
      );
  }
  parts.push(path(body, { fill: 'none', stroke: GLASS_EDGE, 'stroke-width': 7, opacity: 0.9 }));
  parts.push(glassShine(x - s * 0.5, y - h * 0.85, h * 0.65));
  return parts.join('');
}

function bottle(ctx: Ctx, x: number, y: number, s: number, spec: DrinkSpec): string {
  const h = s * 2.3;
  const body = `M${num(x - s * 0.16)} ${num(y - h)}L${num(x + s * 0.16)} ${num(y - h)}L${num(x + s * 0.16)} ${num(y - h * 0.72)}C${num(x + s * 0.45)} ${num(y - h * 0.62)} ${num(x + s * 0.45)} ${num(y - h * 0.55)} ${num(x + s * 0.45)} ${num(y - h * 0.5)}L${num(x + s * 0.45)} ${num(y - s * 0.05)}Q${num(x + s * 0.45)} ${num(y)} ${num(x + s * 0.4)} ${num(y)}L${num(x - s * 0.4)} ${num(y)}Q${num(x - s * 0.45)} ${num(y)} ${num(x - s * 0.45)} ${num(y - s * 0.05)}L${num(x - s * 0.45)} ${num(y - h * 0.5)}C${num(x - s * 0.45)} ${num(y - h * 0.55)} ${num(x - s * 0.45)} ${num(y - h * 0.62)} ${num(x - s * 0.16)} ${num(y - h * 0.72)}Z`;
  return [
    dropShadow(ctx, x + s * 0.1, y + 6, s * 0.6, s * 0.1, 0.4),
    path(body, {
      fill: ctx.linear(
        [
          [0, darken(spec.color, 0.2)],
          [0.35, lighten(spec.color, 0.15)],
          [1, darken(spec.color, 0.45)],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    rect(x - s * 0.19, y - h - s * 0.08, s * 0.38, s * 0.14, { rx: 6, fill: BRAND.gold }),
    rect(x - s * 0.45, y - h * 0.42, s * 0.9, h * 0.26, { fill: BRAND.cream }),
    rect(x - s * 0.45, y - h * 0.42, s * 0.9, h * 0.04, { fill: BRAND.berry }),
    rect(x - s * 0.45, y - h * 0.2, s * 0.9, h * 0.04, { fill: BRAND.berry }),
    circle(x, y - h * 0.29, s * 0.1, { fill: BRAND.gold, stroke: BRAND.crust, 'stroke-width': 4 }),
    glassShine(x - s * 0.32, y - h * 0.48, h * 0.4),
  ].join('');
}

function jar(ctx: Ctx, rng: Rng, x: number, y: number, s: number, spec: DrinkSpec): string {
  const h = s * 1.9;
  const w = s * 0.8;
  const body = `M${num(x - w * 0.7)} ${num(y - h)}L${num(x + w * 0.7)} ${num(y - h)}Q${num(x + w)} ${num(y - h * 0.9)} ${num(x + w)} ${num(y - h * 0.75)}L${num(x + w)} ${num(y - s * 0.12)}Q${num(x + w)} ${num(y)} ${num(x + w - s * 0.12)} ${num(y)}L${num(x - w + s * 0.12)} ${num(y)}Q${num(x - w)} ${num(y)} ${num(x - w)} ${num(y - s * 0.12)}L${num(x - w)} ${num(y - h * 0.75)}Q${num(x - w)} ${num(y - h * 0.9)} ${num(x - w * 0.7)} ${num(y - h)}Z`;
  const clip = ctx.clip(path(body));
  const ly = y - h * 0.8;
  const fruits: string[] = [];
  for (let i = 0; i < 22; i++)
    fruits.push(
      berry(
        ctx,
        x + rng.range(-w * 0.85, w * 0.85),
        y - rng.range(s * 0.1, h * 0.55),
        s * 0.1,
        spec.berryColor ?? BRAND.berry,
      ),
    );
  return [
    dropShadow(ctx, x + s * 0.1, y + 6, w * 1.2, s * 0.14, 0.4),
    path(body, { fill: '#FFFFFF', opacity: 0.35 }),
    g({ 'clip-path': clip }, rect(x - w, ly, w * 2, h, { fill: liquidFill(ctx, spec.color) }), ...fruits),
    path(body, { fill: 'none', stroke: GLASS_EDGE, 'stroke-width': 7, opacity: 0.9 }),
    rect(x - w * 0.78, y - h - s * 0.2, w * 1.56, s * 0.24, {
      rx: 10,
      fill: ctx.linear(
        [
          [0, '#F6D38F'],
          [0.5, '#D9A24C'],
          [1, '#A8702C'],
        ],
        0,
        0,
        0,
        1,
      ),
    }),
    glassShine(x - w * 0.8, y - h * 0.7, h * 0.55),
  ].join('');
}

function cupAndSaucer(ctx: Ctx, x: number, y: number, s: number, spec: DrinkSpec, mug: boolean): string {
  const parts = [dropShadow(ctx, x + s * 0.1, y + s * 0.05, s * 1.25, s * 0.28, 0.4)];
  if (!mug) {
    parts.push(ellipse(x, y, s * 1.2, s * 0.3, { fill: '#FFFFFF', stroke: '#E6DBCB', 'stroke-width': 4 }));
    parts.push(ellipse(x, y - 4, s * 0.7, s * 0.16, { fill: '#F1E8DA' }));
  }
  const cupTop = y - (mug ? s * 1.3 : s * 0.95);
  const cupW = mug ? s * 0.62 : s * 0.8;
  const body = mug
    ? `M${num(x - cupW)} ${num(cupTop)}L${num(x + cupW)} ${num(cupTop)}L${num(x + cupW)} ${num(y - s * 0.12)}Q${num(x + cupW)} ${num(y)} ${num(x + cupW - s * 0.12)} ${num(y)}L${num(x - cupW + s * 0.12)} ${num(y)}Q${num(x - cupW)} ${num(y)} ${num(x - cupW)} ${num(y - s * 0.12)}Z`
    : `M${num(x - cupW)} ${num(cupTop)}L${num(x + cupW)} ${num(cupTop)}C${num(x + cupW)} ${num(y - s * 0.3)} ${num(x + cupW * 0.5)} ${num(y - s * 0.08)} ${num(x)} ${num(y - s * 0.08)}C${num(x - cupW * 0.5)} ${num(y - s * 0.08)} ${num(x - cupW)} ${num(y - s * 0.3)} ${num(x - cupW)} ${num(cupTop)}Z`;
  const china = ctx.linear(
    [
      [0, '#E9DFD0'],
      [0.3, '#FFFFFF'],
      [1, '#DCCFBD'],
    ],
    0,
    0,
    1,
    0,
  );
  parts.push(
    path(
      `M${num(x + cupW * 0.95)} ${num(cupTop + s * 0.18)}c${num(s * 0.45)} ${num(-s * 0.05)} ${num(s * 0.45)} ${num(s * 0.55)} ${num(-s * 0.05)} ${num(s * 0.55)}`,
      { fill: 'none', stroke: mug ? BRAND.berry : '#F3ECE2', 'stroke-width': s * 0.12 },
    ),
  );
  parts.push(path(body, { fill: mug ? BRAND.berry : china }));
  if (mug) parts.push(rect(x - cupW, cupTop + s * 0.45, cupW * 2, s * 0.16, { fill: BRAND.cream }));
  parts.push(ellipse(x, cupTop, cupW, s * 0.2, { fill: mug ? darken(BRAND.berry, 0.2) : '#F4EEE5' }));
  parts.push(
    ellipse(x, cupTop + 4, cupW * 0.9, s * 0.16, {
      fill: ctx.radial(
        [
          [0, lighten(spec.color, 0.25)],
          [1, darken(spec.color, 0.25)],
        ],
        { fx: 0.4, fy: 0.4 },
      ),
    }),
  );
  if ((spec.extras ?? []).includes('marshmallow')) {
    for (const [dx, dy] of [
      [-0.3, 0],
      [0.15, -0.04],
      [0.4, 0.04],
      [-0.05, 0.06],
    ] as const) {
      parts.push(
        rect(x + dx * cupW - s * 0.1, cupTop + dy * s - s * 0.06, s * 0.2, s * 0.14, {
          rx: s * 0.04,
          fill: '#FFF8FA',
          stroke: '#F1D5DC',
          'stroke-width': 2,
        }),
      );
    }
  }
  if ((spec.extras ?? []).includes('lemon')) {
    parts.push(
      ellipse(x + cupW * 0.3, cupTop + 6, s * 0.22, s * 0.07, {
        fill: '#F7E27A',
        stroke: '#E9C23A',
        'stroke-width': 4,
      }),
    );
  }
  if ((spec.extras ?? []).includes('steam')) parts.push(steam(x, cupTop - s * 0.15, s * 0.5));
  return parts.join('');
}

function teapot(ctx: Ctx, rng: Rng, x: number, y: number, s: number, spec: DrinkSpec): string {
  const r = s * 0.85;
  const cy = y - r;
  const clip = ctx.clip(circle(x, cy, r));
  const fruits: string[] = [];
  for (let i = 0; i < 16; i++)
    fruits.push(
      berry(
        ctx,
        x + rng.range(-r * 0.8, r * 0.8),
        cy + rng.range(-r * 0.1, r * 0.85),
        s * 0.06,
        spec.berryColor ?? '#F39A1E',
      ),
    );
  for (let i = 0; i < 3; i++) {
    const ox = x + rng.range(-r * 0.5, r * 0.5);
    const oy = cy + rng.range(0, r * 0.6);
    fruits.push(circle(ox, oy, s * 0.15, { fill: '#F7A531', stroke: '#E07B12', 'stroke-width': 5, opacity: 0.9 }));
  }
  return [
    dropShadow(ctx, x + s * 0.1, y + 6, r * 1.2, s * 0.16, 0.4),
    path(`M${num(x + r * 0.85)} ${num(cy + r * 0.1)}L${num(x + r * 1.45)} ${num(cy - r * 0.45)}`, {
      stroke: '#FFFFFF',
      'stroke-width': s * 0.16,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
    path(
      `M${num(x - r * 0.8)} ${num(cy - r * 0.4)}C${num(x - r * 1.5)} ${num(cy - r * 0.4)} ${num(x - r * 1.5)} ${num(cy + r * 0.5)} ${num(x - r * 0.85)} ${num(cy + r * 0.35)}`,
      {
        fill: 'none',
        stroke: '#FFFFFF',
        'stroke-width': s * 0.1,
        opacity: 0.7,
      },
    ),
    circle(x, cy, r, { fill: '#FFFFFF', opacity: 0.3 }),
    g(
      { 'clip-path': clip },
      rect(x - r, cy - r * 0.35, r * 2, r * 2, { fill: liquidFill(ctx, spec.color) }),
      ellipse(x, cy - r * 0.35, r, s * 0.05, { fill: lighten(spec.color, 0.3) }),
      ...fruits,
    ),
    circle(x, cy, r, { fill: 'none', stroke: GLASS_EDGE, 'stroke-width': 7, opacity: 0.9 }),
    ellipse(x, cy - r * 0.98, r * 0.42, s * 0.1, { fill: '#FFFFFF', opacity: 0.7 }),
    circle(x, cy - r * 1.12, s * 0.07, { fill: '#FFFFFF', opacity: 0.85 }),
    path(
      `M${num(x - r * 0.55)} ${num(cy - r * 0.6)}A${num(r * 0.8)} ${num(r * 0.8)} 0 0 0 ${num(x - r * 0.75)} ${num(cy + r * 0.3)}`,
      { fill: 'none', stroke: '#FFFFFF', 'stroke-width': 12, opacity: 0.5, 'stroke-linecap': 'round' },
    ),
  ].join('');
}

/** A drink in its vessel standing at (x, y) (the base), size s (~ half width). */
export function drink(ctx: Ctx, rng: Rng, x: number, y: number, s: number, spec: DrinkSpec): string {
  switch (spec.vessel) {
    case 'glass':
      return tumbler(ctx, rng, x, y, s, spec);
    case 'jug':
      return jug(ctx, rng, x, y, s, spec);
    case 'bottle':
      return bottle(ctx, x, y, s, spec);
    case 'jar':
      return jar(ctx, rng, x, y, s, spec);
    case 'cup':
      return cupAndSaucer(ctx, x, y, s, spec, false);
    case 'mug':
      return cupAndSaucer(ctx, x, y, s, spec, true);
    case 'teapot':
      return teapot(ctx, rng, x, y, s, spec);
  }
}
