import { encode } from 'uqr';

/** A QR code as one SVG path: `size` modules square (quiet zone included), dark modules drawn in `path`. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** The quiet zone around the code that phone cameras need to find it (the standard asks for 4 modules). */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code: each row's runs of dark modules become one
 * rectangle of the path, so the browser paints a single element however large
 * the code is. Error correction M survives a glare on the tablet's glass.
 */
export function qrPath(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: parts.join('') };
}
