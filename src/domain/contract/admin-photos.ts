import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageKind } from '../catalog/images';
import { Picture } from './common';

/*
 * Photos uploaded in the back office (issue 29): the body is the file's own
 * bytes (not JSON, not a form), so a phone's 10 MB photo is sent as it is and
 * the server reads it by content, never by its name or declared type.
 */

/** The largest file accepted; a phone's full-size photo is well below. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Фото больше 15 МБ — уменьшите его или выберите другое';
export const PHOTO_NOT_AN_IMAGE = 'Это не фото: загрузите JPEG, PNG, WebP или HEIC';
export const PHOTO_TOO_MANY_PIXELS = 'Фото слишком большое по размеру в пикселях — уменьшите его до 50 мегапикселей';
export const PHOTO_UNREADABLE = 'Не удалось прочитать фото — попробуйте другое';

/** The content types a browser names a photo with; the server checks the bytes anyway. */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/octet-stream',
] as const;

export { UPLOADED_PHOTOS_PATH } from '../catalog/images';

const KINDS = Object.keys(IMAGE_WIDTHS) as [ImageKind, ...ImageKind[]];

/** `POST /api/admin/photos?kind=`: which frame the renditions are cut for (a product is square). */
export const AdminPhotoQuery = z.object({ kind: z.enum(KINDS).default('product') });

/** The body as documented: the photo's bytes, read by content. */
export const AdminPhotoBody = z
  .string()
  .meta({ format: 'binary', description: 'The photo file itself (JPEG, PNG, WebP or HEIC), up to 15 MB' });

/** The uploaded photo as the shop shows it; `alt` is the editor's to fill. */
export const AdminPhotoAnswer = z.object({ picture: Picture });
export type AdminPhotoAnswer = z.infer<typeof AdminPhotoAnswer>;
