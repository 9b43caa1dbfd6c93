import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a page that differs per response only in a few short gaps of one
 * known length (the CSP nonce). The fixed parts are compressed once, each as
 * its own run of deflate blocks ending on a byte boundary (a sync flush); a
 * response fills each gap with a stored (uncompressed) block and adds the
 * gzip header and trailer. Deflate allows any sequence of blocks, so the
 * result is one ordinary gzip stream; per response it costs a CRC of the page,
 * not a compression.
 *
 * Each part is compressed with the text before it as its history (as pigz
 * does), gaps stood in for by NUL bytes: distances then agree with what the
 * decompressor has seen, and no match can copy from a gap because no part
 * contains a NUL. A page that does contain one is compressed without history.
 */
export interface SplicedGzip {
  /** The compressed parts; only the last one carries the final-block bit. */
  readonly segments: readonly Buffer[];
  /** The uncompressed parts, for the CRC. */
  readonly parts: readonly Buffer[];
  readonly gapLength: number;
}

// ID1 ID2, CM=deflate, no flags, no mtime, XFL=2 (best compression), OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);
const MAX_STORED_BLOCK = 0xffff;
/** Deflate looks back at most 32 KiB. */
const WINDOW = 32 * 1024;

export function compressParts(parts: readonly Buffer[], gapLength: number): SplicedGzip {
  const last = parts.length - 1;
  const withHistory = parts.every((part) => !part.includes(0));
  const gap = Buffer.alloc(gapLength);
  let history = Buffer.alloc(0);
  const segments = parts.map((part, index) => {
    const segment = deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(withHistory && history.length > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, part, gap]);
    history = history.subarray(Math.max(0, history.length - WINDOW));
    return segment;
  });
  return { segments, parts, gapLength };
}

/** A non-final stored block holding `bytes` (at a byte boundary, its 3 header bits and padding are one zero byte). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED_BLOCK) throw new Error('a gap filler must be shorter than 64 KiB');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip stream of the parts joined by `filler`, as chunks to send in order. */
export function splicedGzip({ segments, parts, gapLength }: SplicedGzip, filler: string): Buffer[] {
  const fill = Buffer.from(filler, 'utf8');
  if (fill.length !== gapLength) throw new Error(`a gap filler must be ${gapLength} bytes, not ${fill.length}`);
  const gap = storedBlock(fill);
  let crc = 0;
  let size = 0;
  // zlib's crc32 answers 0 (not `value`) for an empty buffer without storage, so empty ones are skipped.
  const addToCrc = (bytes: Buffer) => {
    if (bytes.length > 0) crc = crc32(bytes, crc);
    size += bytes.length;
  };
  const chunks: Buffer[] = [GZIP_HEADER];
  segments.forEach((segment, index) => {
    const part = parts[index] ?? Buffer.alloc(0);
    if (index > 0) {
      chunks.push(gap);
      addToCrc(fill);
    }
    chunks.push(segment);
    addToCrc(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(size % 0x1_0000_0000, 4);
  chunks.push(trailer);
  return chunks;
}
