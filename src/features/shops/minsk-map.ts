/**
 * Geometry of the stylised Minsk map on /adresa: an equirectangular projection
 * over a box around the МКАД ring and a few hand-traced lines (ring road, the
 * Svislach, main avenues). Approximate on purpose: it places shops relative to
 * each other and to landmarks a Minsk resident knows; Yandex Maps does the rest.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

export const MAP_BOUNDS = { south: 53.825, north: 53.975, west: 27.39, east: 27.71 } as const;

const MID_LAT_RADIANS = (((MAP_BOUNDS.south + MAP_BOUNDS.north) / 2) * Math.PI) / 180;

export const MAP_WIDTH = 1000;
/** Height in the same units, so that a kilometre is as long across as up and down. */
export const MAP_HEIGHT = Math.round(
  (MAP_WIDTH * (MAP_BOUNDS.north - MAP_BOUNDS.south)) /
    ((MAP_BOUNDS.east - MAP_BOUNDS.west) * Math.cos(MID_LAT_RADIANS)),
);

/** Map units of a point: x grows east, y grows south. */
export function project(point: LatLng): { x: number; y: number } {
  return {
    x: ((point.lng - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west)) * MAP_WIDTH,
    y: ((MAP_BOUNDS.north - point.lat) / (MAP_BOUNDS.north - MAP_BOUNDS.south)) * MAP_HEIGHT,
  };
}

/** A point as percentages of the map's width and height (for HTML markers over the SVG), clamped to the map. */
export function projectPercent(point: LatLng): { left: number; top: number } {
  const { x, y } = project(point);
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return { left: clamp((x / MAP_WIDTH) * 100), top: clamp((y / MAP_HEIGHT) * 100) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A smooth SVG path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly LatLng[], closed = false): string {
  const xy = points.map(project);
  const count = xy.length;
  if (count < 2) return '';
  const at = (index: number) => {
    if (closed) return xy[(index + count) % count] ?? { x: 0, y: 0 };
    return xy[Math.min(count - 1, Math.max(0, index))] ?? { x: 0, y: 0 };
  };
  const start = at(0);
  let path = `M${round(start.x)} ${round(start.y)}`;
  const segments = closed ? count : count - 1;
  for (let index = 0; index < segments; index += 1) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    path += ` C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(p2.x)} ${round(p2.y)}`;
  }
  return closed ? `${path} Z` : path;
}

const pts = (...pairs: [number, number][]): LatLng[] => pairs.map(([lat, lng]) => ({ lat, lng }));

/** The МКАД ring road, clockwise from the north. */
export const MKAD = pts(
  [53.968, 27.53],
  [53.963, 27.6],
  [53.948, 27.66],
  [53.923, 27.695],
  [53.886, 27.69],
  [53.853, 27.665],
  [53.834, 27.61],
  [53.834, 27.535],
  [53.846, 27.463],
  [53.872, 27.418],
  [53.905, 27.404],
  [53.938, 27.425],
  [53.96, 27.47],
);

/** The Svislach, from the Drozdy reservoir in the north-west to Chizhovka in the south-east. */
export const SVISLACH = pts(
  [53.975, 27.44],
  [53.958, 27.462],
  [53.942, 27.49],
  [53.928, 27.512],
  [53.918, 27.53],
  [53.909, 27.548],
  [53.904, 27.562],
  [53.903, 27.578],
  [53.894, 27.588],
  [53.878, 27.596],
  [53.862, 27.607],
  [53.848, 27.615],
  [53.83, 27.63],
);

export interface Street {
  id: string;
  name: string;
  points: LatLng[];
  /** Where the name is written, and at what angle (degrees). */
  label: { at: LatLng; angle: number } | null;
}

export const STREETS: Street[] = [
  {
    id: 'nezavisimosti',
    name: 'пр-т Независимости',
    points: pts(
      [53.893, 27.547],
      [53.902, 27.561],
      [53.914, 27.584],
      [53.924, 27.612],
      [53.934, 27.652],
      [53.946, 27.69],
    ),
    label: { at: { lat: 53.9335, lng: 27.641 }, angle: -26 },
  },
  {
    id: 'pobediteley',
    name: 'пр-т Победителей',
    points: pts([53.905, 27.555], [53.915, 27.535], [53.93, 27.507], [53.945, 27.478], [53.961, 27.448]),
    label: { at: { lat: 53.9435, lng: 27.474 }, angle: -38 },
  },
  {
    id: 'dzerzhinskogo',
    name: 'пр-т Дзержинского',
    points: pts([53.893, 27.547], [53.878, 27.515], [53.862, 27.477], [53.845, 27.442]),
    label: { at: { lat: 53.8655, lng: 27.478 }, angle: 40 },
  },
  {
    id: 'partizanskiy',
    name: 'Партизанский пр-т',
    points: pts([53.896, 27.575], [53.878, 27.61], [53.862, 27.64], [53.847, 27.67]),
    label: { at: { lat: 53.87, lng: 27.634 }, angle: 38 },
  },
  {
    id: 'pritytskogo',
    name: 'ул. Притыцкого',
    points: pts([53.908, 27.535], [53.907, 27.49], [53.906, 27.44], [53.905, 27.405]),
    label: { at: { lat: 53.9115, lng: 27.438 }, angle: 0 },
  },
  {
    id: 'masherova',
    name: 'пр-т Машерова',
    points: pts([53.889, 27.53], [53.902, 27.536], [53.918, 27.548], [53.932, 27.565]),
    label: null,
  },
];

export const LABELS = {
  mkad: { at: { lat: 53.833, lng: 27.5 }, text: 'МКАД' },
  river: { at: { lat: 53.8745, lng: 27.588 }, text: 'р. Свислочь' },
  centre: { at: { lat: 53.898, lng: 27.556 }, text: 'Центр' },
} as const;
