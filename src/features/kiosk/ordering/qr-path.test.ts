import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

/** Paints the path's rectangles back into a module grid. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [, x, y, width, back] = match.map(Number);
    expect(back).toBe(width);
    for (let column = x ?? 0; column < (x ?? 0) + (width ?? 0); column += 1) {
      const row = grid[y ?? 0];
      if (row) row[column] = true;
    }
  }
  return grid;
}

describe('qrPath', () => {
  const url = 'http://127.0.0.1:6003/v2/checkout?token=0123456789abcdef0123456789abcdef';

  it('draws exactly the encoder’s dark modules, with a quiet zone of four modules', () => {
    const drawing = qrPath(url);
    const expected = encode(url, { ecc: 'M', border: 4 });
    expect(drawing.size).toBe(expected.size);
    expect(paint(drawing.path, drawing.size)).toEqual(expected.data);
    // The quiet zone: the first four rows and columns are light.
    const grid = paint(drawing.path, drawing.size);
    for (let index = 0; index < 4; index += 1) {
      expect(grid[index]?.some(Boolean)).toBe(false);
      expect(grid.some((row) => row[index])).toBe(false);
    }
  });

  it('gives different codes for different addresses', () => {
    expect(qrPath(`${url}1`).path).not.toBe(qrPath(`${url}2`).path);
  });
});
