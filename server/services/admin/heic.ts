/**
 * An iPhone's HEIC photo (HEVC inside), decoded by libheif compiled to
 * WebAssembly (`heic-decode`): the libvips inside sharp's prebuilt binaries
 * reads HEIF only with AV1 inside, its HEVC decoder being left out. Loaded on
 * the first HEIC upload, never at start.
 */

/** An iPhone's 48 MP photo fits; anything larger is refused before its pixels are allocated (4 bytes each). */
export const HEIC_MAX_PIXELS = 50_000_000;

export interface RawPhoto {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

export class HeicTooLarge extends Error {}

/** The primary image's pixels, upright (libheif applies the file's rotation and mirroring). */
export async function decodeHeic(bytes: Buffer): Promise<RawPhoto> {
  const { default: decode } = await import('heic-decode');
  const images = await decode.all({ buffer: bytes });
  try {
    const [primary] = images;
    if (!primary) throw new Error('HEIF image not found');
    if (primary.width * primary.height > HEIC_MAX_PIXELS) throw new HeicTooLarge();
    const { data, width, height } = await primary.decode();
    return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 };
  } finally {
    images.dispose();
  }
}
