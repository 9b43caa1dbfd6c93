import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageKind,
  imageHeight,
  imageSize,
} from '../../../src/domain/catalog/images';
import {
  PHOTO_MAX_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNREADABLE,
  UPLOADED_PHOTOS_PATH,
} from '../../../src/domain/contract/admin-photos';
import type { Picture } from '../../../src/domain/contract/common';
import type { PhotoFile, UploadedPhotosRepository } from '../../repositories/uploaded-photos';
import { assertRole, type StaffActor } from '../staff/actor';
import { decodeHeic, HeicTooLarge, type RawPhoto } from './heic';

/** Same encoder settings as the catalogue's own pictures (scripts/generate-images.ts). */
const AVIF = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
const WEBP = { quality: 75, effort: 3 } as const;
/** Raised when the pipeline changes, so a new rendition never takes an old one's immutable name. */
const PIPELINE_VERSION = 1;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** A photo refused for what it is, not for who sent it: the route answers 413 or 415. */
export class PhotoRefusal extends Error {
  constructor(
    readonly reason: 'too_large' | 'not_an_image' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefusal';
  }
}

/** The decoded pixels, upright (EXIF orientation applied), ready to cut; nothing of the file's metadata. */
async function upright(bytes: Buffer): Promise<Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new PhotoRefusal('not_an_image', PHOTO_NOT_AN_IMAGE);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw new PhotoRefusal('not_an_image', PHOTO_NOT_AN_IMAGE);
  // libvips as sharp ships it reads HEIF holding AV1 (AVIF) but not HEVC (an iPhone's HEIC): libheif in wasm does.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    let photo: RawPhoto;
    try {
      photo = await decodeHeic(bytes);
    } catch (error) {
      if (error instanceof HeicTooLarge) throw new PhotoRefusal('too_large', PHOTO_TOO_MANY_PIXELS);
      throw new PhotoRefusal('unreadable', PHOTO_UNREADABLE);
    }
    const { data, ...raw } = photo;
    return sharp(data, { raw });
  }
  return sharp(bytes, { failOn: 'error' }).rotate();
}

/**
 * Cuts a photo for `kind`'s frame at each of its widths, as AVIF and WebP:
 * centred cover crop, EXIF orientation applied first, every metadata block
 * (EXIF with GPS, XMP, ICC comments) left behind. Names are a hash of the
 * photo and the kind, so the files may be cached forever.
 */
export async function renditionsOf(bytes: Buffer, kind: ImageKind): Promise<{ files: PhotoFile[]; picture: Picture }> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRefusal('too_large', PHOTO_TOO_LARGE);
  const source = await upright(bytes);
  const size = imageSize(kind);
  let frame: { data: Buffer; info: OutputInfo };
  try {
    frame = await source
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefusal('unreadable', PHOTO_UNREADABLE);
  }
  const raw = { width: frame.info.width, height: frame.info.height, channels: frame.info.channels };
  const hash = createHash('sha256').update(`${PIPELINE_VERSION}:${kind}:`).update(bytes).digest('hex').slice(0, 20);
  const jobs = IMAGE_WIDTHS[kind].flatMap((width) =>
    IMAGE_FORMATS.map(async (format): Promise<PhotoFile> => {
      const cut = sharp(frame.data, { raw }).resize(width, imageHeight(kind, width));
      const encoded = format === 'avif' ? cut.avif(AVIF) : cut.webp(WEBP);
      return {
        name: `${hash}-${width}.${format}`,
        contentType: CONTENT_TYPES[format],
        bytes: await encoded.toBuffer(),
      };
    }),
  );
  const files = await Promise.all(jobs);
  return { files, picture: { base: `${UPLOADED_PHOTOS_PATH}/${hash}`, ...size, alt: '' } };
}

/** An admin's upload (the request body as parsed): refused for other roles before a byte is decoded. */
export async function uploadPhoto(
  photos: UploadedPhotosRepository,
  actor: StaffActor,
  body: unknown,
  kind: ImageKind,
): Promise<{ picture: Picture }> {
  assertRole(actor, 'admin');
  // A JSON or text body was read by another parser: whatever it holds, it is no photo.
  if (!Buffer.isBuffer(body)) throw new PhotoRefusal('not_an_image', PHOTO_NOT_AN_IMAGE);
  const { files, picture } = await renditionsOf(body, kind);
  await photos.save(files);
  return { picture };
}

const UPLOADED_BASE = new RegExp(`^${UPLOADED_PHOTOS_PATH}/[0-9a-f]{20}$`);

/** Whether a picture is one this server cut for `kind` (its base names an upload, its size the frame's). */
export function isUploadedPicture(picture: Omit<Picture, 'alt'>, kind: ImageKind): boolean {
  const size = imageSize(kind);
  return UPLOADED_BASE.test(picture.base) && picture.width === size.width && picture.height === size.height;
}
