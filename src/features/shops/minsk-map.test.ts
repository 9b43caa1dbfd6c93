import { describe, expect, it } from 'vitest';
import { MAP_BOUNDS, MAP_HEIGHT, MAP_WIDTH, MKAD, project, projectPercent, smoothPath } from './minsk-map';

describe('Minsk map projection', () => {
  it('maps the corners of the box to the corners of the drawing', () => {
    expect(project({ lat: MAP_BOUNDS.north, lng: MAP_BOUNDS.west })).toEqual({ x: 0, y: 0 });
    const corner = project({ lat: MAP_BOUNDS.south, lng: MAP_BOUNDS.east });
    expect(corner.x).toBeCloseTo(MAP_WIDTH);
    expect(corner.y).toBeCloseTo(MAP_HEIGHT);
  });

  it('keeps a kilometre the same length both ways (about 1.26 : 1 for this box)', () => {
    expect(MAP_WIDTH / MAP_HEIGHT).toBeGreaterThan(1.2);
    expect(MAP_WIDTH / MAP_HEIGHT).toBeLessThan(1.3);
  });

  it('puts the centre of Minsk near the middle and east to the right, north up', () => {
    const centre = projectPercent({ lat: 53.9, lng: 27.56 });
    expect(centre.left).toBeGreaterThan(45);
    expect(centre.left).toBeLessThan(60);
    expect(centre.top).toBeGreaterThan(40);
    expect(centre.top).toBeLessThan(60);
    const east = projectPercent({ lat: 53.9, lng: 27.66 });
    const north = projectPercent({ lat: 53.95, lng: 27.56 });
    expect(east.left).toBeGreaterThan(centre.left);
    expect(north.top).toBeLessThan(centre.top);
  });

  it('clamps points outside the box to its edge', () => {
    expect(projectPercent({ lat: 54.2, lng: 26.9 })).toEqual({ left: 0, top: 0 });
  });

  it('draws the ring road inside the box as a closed path', () => {
    for (const point of MKAD) {
      const { left, top } = projectPercent(point);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(100);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(100);
    }
    const path = smoothPath(MKAD, true);
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    expect(path.match(/C/g)).toHaveLength(MKAD.length);
    expect(smoothPath(MKAD.slice(0, 3)).match(/C/g)).toHaveLength(2);
  });
});
