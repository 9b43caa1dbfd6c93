/**
 * Tiny SVG toolkit for the procedural artwork: a seeded random generator,
 * number/colour helpers and a drawing context that collects `<defs>`.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick on an empty list');
    return item;
  }

  /** A child generator, so that adding draws in one place does not reshuffle another. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.state}:${label}`));
  }
}

/** A number for SVG output: at most one decimal, no `-0`. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(list: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(list)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An SVG element; `children` are already-serialised SVG strings. */
export function el(name: string, list: Attrs, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${name}${attrs(list)}>${inner}</${name}>` : `<${name}${attrs(list)}/>`;
}

export const g = (list: Attrs, ...children: string[]) => el('g', list, ...children);

export const circle = (cx: number, cy: number, r: number, list: Attrs = {}) => el('circle', { cx, cy, r, ...list });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, list: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...list });

export const rect = (x: number, y: number, width: number, height: number, list: Attrs = {}) =>
  el('rect', { x, y, width, height, ...list });

export const path = (d: string, list: Attrs = {}) => el('path', { d, ...list });

/** `translate(x y) rotate(deg) scale(s)` with the parts that are not neutral. */
export function tf(x: number, y: number, rotate = 0, scale = 1): string {
  let out = `translate(${num(x)} ${num(y)})`;
  if (rotate) out += ` rotate(${num(rotate)})`;
  if (scale !== 1) out += ` scale(${Math.round(scale * 1000) / 1000})`;
  return out;
}

/** Path data from points, `M x y L …`, closed unless `open`. */
export function poly(points: ReadonlyArray<readonly [number, number]>, open = false): string {
  const body = points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('');
  return open ? body : `${body}Z`;
}

/** A smooth closed blob through points around a centre (Catmull-Rom to cubic Bézier). */
export function smoothClosed(points: ReadonlyArray<readonly [number, number]>): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] ?? [0, 0];
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return `${d}Z`;
}

/** An irregular round blob of radius ~r, wobbling by `wobble` (0–1). */
export function blob(rng: Rng, cx: number, cy: number, r: number, wobble = 0.2, count = 7): string {
  const start = rng.range(0, Math.PI * 2);
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    const rr = r * (1 + rng.range(-wobble, wobble));
    points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(points);
}

/* ---------- colours ---------- */

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  return [
    Number.parseInt(full.slice(0, 2), 16),
    Number.parseInt(full.slice(2, 4), 16),
    Number.parseInt(full.slice(4, 6), 16),
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two hex colours, `t` = 0 gives `a`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

export const darken = (color: string, t: number) => mix(color, '#000000', t);
export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);

/* ---------- drawing context ---------- */

export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface RadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
}

/** Collects gradient and clip-path definitions of one document. */
export class Ctx {
  private readonly defs = new Map<string, string>();
  private counter = 0;

  constructor(readonly rng: Rng) {}

  private define(key: string, make: (id: string) => string): string {
    const existing = this.defs.get(key);
    if (existing !== undefined) return `url(#${idOf(existing)})`;
    const id = `d${this.counter++}`;
    this.defs.set(key, make(id));
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units (centre .5/.5, radius .5 by default). */
  radial(stops: readonly Stop[], options: RadialOptions = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = options;
    const key = `r|${cx}|${cy}|${r}|${fx}|${fy}|${JSON.stringify(stops)}`;
    const str = (v: number | undefined) => (v === undefined ? undefined : String(v));
    return this.define(key, (id) =>
      el('radialGradient', { id, cx: str(cx), cy: str(cy), r: str(r), fx: str(fx), fy: str(fy) }, ...stops.map(stopEl)),
    );
  }

  /** A linear gradient in bounding-box units from (x1,y1) to (x2,y2). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l|${x1}|${y1}|${x2}|${y2}|${JSON.stringify(stops)}`;
    return this.define(key, (id) =>
      el(
        'linearGradient',
        { id, x1: String(x1), y1: String(y1), x2: String(x2), y2: String(y2) },
        ...stops.map(stopEl),
      ),
    );
  }

  /** A clip path from SVG content in user space. */
  clip(content: string): string {
    return this.define(`c|${content}`, (id) => el('clipPath', { id }, content));
  }

  /** A pattern in user space. */
  pattern(width: number, height: number, content: string, transform?: string): string {
    return this.define(`p|${width}|${height}|${transform}|${content}`, (id) =>
      el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform }, content),
    );
  }

  defsXml(): string {
    return this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
  }
}

function idOf(def: string): string {
  const match = /id="([^"]+)"/.exec(def);
  return match?.[1] ?? '';
}

function stopEl([offset, color, opacity]: Stop): string {
  return el('stop', {
    offset: String(Math.round(offset * 1000) / 1000),
    'stop-color': color,
    'stop-opacity': opacity === undefined ? undefined : String(opacity),
  });
}

/** A complete SVG document: `viewBox` in design units, rendered at `width`×`height` pixels. */
export function svgDocument(
  view: { w: number; h: number },
  size: { width: number; height: number },
  ctx: Ctx,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${view.w} ${view.h}">${ctx.defsXml()}${body}</svg>`;
}
