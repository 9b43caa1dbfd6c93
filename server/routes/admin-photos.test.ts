import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS, imageUrl } from '../../src/domain/catalog/images';
import { AdminProductAnswer } from '../../src/domain/contract/admin';
import {
  AdminPhotoAnswer,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  UPLOADED_PHOTOS_PATH,
} from '../../src/domain/contract/admin-photos';
import { ProductsAllAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestApp, type TestApp } from '../testing/app';
import { expectErrorAnswer, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 60_000 });

const PRODUCT = 'kapusta-yaytso';
const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A photo whose left half is red and right half blue, `width`×`height`. */
async function halves(width: number, height: number) {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
}

const near = (pixel: readonly number[], colour: typeof RED) =>
  Math.abs((pixel[0] ?? 0) - colour.r) < 40 && Math.abs((pixel[2] ?? 0) - colour.b) < 40;

describe.each(orderDatabaseKinds())('uploaded photos on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
  }, 60_000);
  afterAll(() => t?.close());

  const upload = (body: Buffer, contentType: string, member: TestStaff = admin, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${buildPath(endpoints.adminPhotoUpload)}${query}`,
      headers: { ...staffHeaders(member), 'content-type': contentType },
      payload: body,
    });
  const uploaded = async (body: Buffer, contentType = 'image/jpeg', query = '') => {
    const response = await upload(body, contentType, admin, query);
    expect(response.statusCode, response.body).toBe(200);
    return AdminPhotoAnswer.parse(json(response)).picture;
  };
  const file = (url: string) => t.app.inject({ method: 'GET', url });

  it('makes square AVIF and WebP renditions of a JPEG at the product widths, cached forever', async () => {
    const jpeg = await (await halves(1200, 800)).jpeg().toBuffer();
    const picture = await uploaded(jpeg);
    expect(picture).toMatchObject({ width: 960, height: 960, alt: '' });
    expect(picture.base.startsWith(`${UPLOADED_PHOTOS_PATH}/`)).toBe(true);
    for (const width of IMAGE_WIDTHS.product) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await file(imageUrl(picture.base, width, format));
        expect(served.statusCode, served.body).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, width]);
      }
    }
    const again = await file(imageUrl(picture.base, 320, 'webp'));
    const revalidated = await t.app.inject({
      method: 'GET',
      url: imageUrl(picture.base, 320, 'webp'),
      headers: { 'if-none-match': String(again.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // The same photo again is the same files: nothing new, the same immutable names.
    expect((await uploaded(jpeg)).base).toBe(picture.base);
    expect((await file(`${UPLOADED_PHOTOS_PATH}/0000000000000000dead-320.webp`)).statusCode).toBe(404);
  });

  it('cuts a banner 3:1 from a tall photo without stretching it', async () => {
    const tall = await (await halves(400, 1200)).png().toBuffer();
    const picture = await uploaded(tall, 'image/png', '?kind=banner');
    expect(picture).toMatchObject({ width: 1920, height: 640 });
    const served = await file(imageUrl(picture.base, 640, 'webp'));
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 213]);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    expect(near(at(10, 100), RED)).toBe(true);
    expect(near(at(630, 100), BLUE)).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata, GPS included', async () => {
    // Stored sideways (red left, blue right) with orientation 6: upright, red is on top.
    const sideways = await (await halves(800, 400))
      .withExif({
        IFD0: { Make: 'PirogTestPhone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '53/1 54/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '27/1 33/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .png()
      .toBuffer();
    const sent = await sharp(sideways).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from('PirogTestPhone'))).toBe(true);
    const picture = await uploaded(sideways, 'image/png');
    for (const format of ['avif', 'webp'] as const) {
      const served = await file(imageUrl(picture.base, 320, format));
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(served.rawPayload.includes(Buffer.from('PirogTestPhone'))).toBe(false);
    }
    const { data, info } = await sharp((await file(imageUrl(picture.base, 320, 'webp'))).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    expect(near(at(160, 20), RED)).toBe(true);
    expect(near(at(160, 300), BLUE)).toBe(true);
  });

  it('reads an iPhone’s HEIC (HEVC inside), which sharp’s own libvips cannot, upright and square', async () => {
    // Made with libheif's heif-enc (x265) from a 64×64 picture: red top half, blue bottom half.
    const heic = readFileSync(new URL('../testing/fixtures/red-over-blue.heic', import.meta.url));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const picture = await uploaded(heic, 'image/heic');
    const { data, info } = await sharp((await file(imageUrl(picture.base, 320, 'webp'))).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(320);
    expect(info.height).toBe(320);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    expect(near(at(160, 40), RED)).toBe(true);
    expect(near(at(160, 280), BLUE)).toBe(true);
    // A HEIC cut short is a broken photo, not a server error.
    expectErrorAnswer(await upload(heic.subarray(0, 300), 'image/heic'));
  });

  it('refuses what is not a photo by its content, and a file over 15 MB, in Russian', async () => {
    const text = Buffer.from('Это не фото, а список покупок: мука, масло, капуста.\n'.repeat(20));
    expect(expectErrorAnswer(await upload(text, 'image/jpeg'), 415)).toBe(PHOTO_NOT_AN_IMAGE);
    expect(expectErrorAnswer(await upload(text, 'text/plain'), 415)).toBe(PHOTO_NOT_AN_IMAGE);
    const huge = Buffer.concat([await (await halves(64, 64)).jpeg().toBuffer(), Buffer.alloc(15 * 1024 * 1024)]);
    expect(expectErrorAnswer(await upload(huge, 'image/jpeg'), 413)).toBe(PHOTO_TOO_LARGE);
    const farTooBig = Buffer.alloc(17 * 1024 * 1024);
    expectErrorAnswer(await upload(farTooBig, 'image/jpeg'), 413);
    expectErrorAnswer(await upload(Buffer.alloc(0), 'image/png'), 415);
  });

  it('gives a product the uploaded photo with its alt text, and the shop shows it', async () => {
    const picture = await uploaded(await (await halves(300, 900)).jpeg().toBuffer());
    const path = buildPath(endpoints.adminProduct, { id: PRODUCT });
    const current = AdminProductAnswer.parse(json(await t.app.inject({ url: path, headers: staffHeaders(admin) })));
    const image = { ...picture, alt: 'Пирог на деревянной доске' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: staffHeaders(admin),
      payload: { product: { ...current.product, image }, version: current.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shop = ProductsAllAnswer.parse(json(await t.app.inject({ url: buildPath(endpoints.productsAll) })));
    expect(shop.products.find((product) => product._id === PRODUCT)?.image).toEqual(image);
  });

  it('lets only admins upload', async () => {
    const png = await (await halves(64, 64)).png().toBuffer();
    for (const role of ['manager', 'staff'] as const) {
      const member = await createTestStaff(t.database.db, { role, shopIds: ['nemiga'] });
      expect(expectErrorAnswer(await upload(png, 'image/png', member), 403)).toBe(ROLE_REQUIRED.admin);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: buildPath(endpoints.adminPhotoUpload),
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(401);
    expect(unsigned.statusCode).toBeLessThan(404);
  });
});
