import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RateProductAnswer } from '../../src/domain/contract/catalog';
import { productRatings } from '../db/schema';
import { productSeeds } from '../db/seed/data/index';
import { DEVICE_REQUIRED } from '../http/device';
import { createTestUser } from '../testing/accounts';
import { expectErrorAnswer, FROM_SHOP, json, testAppPerFile } from '../testing/index';
import { newDeviceId } from '../testing/orders';
import { RATING_RATE_LIMIT, TOO_MANY_RATINGS } from './ratings';

/**
 * Issue 26 (10): ratings cannot be stuffed. A rating needs a device the shop
 * gave out on a page load, is limited per client address, and counts once
 * per account when the shopper is signed in.
 */
const server = testAppPerFile();
const db = () => server.testApp.database.db;

const [first, second, third, fourth] = productSeeds;
if (!first || !second || !third || !fourth) throw new Error('the demo catalogue needs four products');

let addressSerial = 0;
/** A client address no other test here used, so the per-address limit of one test never touches another. */
const freshAddress = () => {
  addressSerial += 1;
  return `203.0.113.${addressSerial}`;
};

const rate = (
  productId: string,
  stars: number,
  { device, cookie, address = freshAddress() }: { device?: string; cookie?: string; address?: string } = {},
) =>
  server.app.inject({
    method: 'POST',
    url: `/api/product/${productId}/rating`,
    payload: { stars },
    remoteAddress: address,
    headers: {
      ...FROM_SHOP,
      cookie: [device ? `tp_device=${device}` : null, cookie ?? null].filter(Boolean).join('; '),
    },
  });

const ratingRows = async (productId: string) =>
  (await db().select({ n: count() }).from(productRatings).where(eq(productRatings.productId, productId)))[0]?.n ?? 0;

describe('a rating without an established device', () => {
  it('is refused with a Russian 403, stores nothing and gives out no device cookie', async () => {
    const before = await ratingRows(first._id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => rate(first._id, 5)));
    for (const response of responses) {
      expect(expectErrorAnswer(response, 403)).toBe(DEVICE_REQUIRED);
      expect(response.cookies).toEqual([]);
    }
    // A malformed cookie is no device either.
    expect(expectErrorAnswer(await rate(first._id, 5, { device: 'not-a-device' }), 403)).toBe(DEVICE_REQUIRED);
    expect(await ratingRows(first._id)).toBe(before);
  });
});

describe('ratings per client address', () => {
  it(`are limited to ${RATING_RATE_LIMIT.limit} per window: then 429 with retry-after, and nothing stored`, async () => {
    const address = freshAddress();
    const before = await ratingRows(second._id);
    for (let index = 0; index < RATING_RATE_LIMIT.limit; index += 1) {
      const response = await rate(second._id, 4, { device: newDeviceId(), address });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await rate(second._id, 4, { device: newDeviceId(), address });
    expect(expectErrorAnswer(refused, 429)).toBe(TOO_MANY_RATINGS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ratingRows(second._id)).toBe(before + RATING_RATE_LIMIT.limit);
    // Another address still rates.
    expect((await rate(second._id, 4, { device: newDeviceId() })).statusCode).toBe(200);
  }, 60_000);
});

describe('a signed-in shopper’s rating', () => {
  it('counts once per account, from any of their devices, and replaces the earlier one', async () => {
    const user = await createTestUser(db());
    const phone = await rate(third._id, 5, { device: newDeviceId(), cookie: user.cookie });
    expect(phone.statusCode, phone.body).toBe(200);
    const laptop = await rate(third._id, 2, { device: newDeviceId(), cookie: user.cookie });
    expect(laptop.statusCode, laptop.body).toBe(200);
    expect(RateProductAnswer.parse(json(phone)).rating.count).toBe(RateProductAnswer.parse(json(laptop)).rating.count);

    const rows = await db()
      .select({ rater: productRatings.deviceId, stars: productRatings.stars })
      .from(productRatings)
      .where(and(eq(productRatings.productId, third._id), eq(productRatings.deviceId, `user:${user.id}`)));
    expect(rows).toEqual([{ rater: `user:${user.id}`, stars: 2 }]);
  });

  it('still needs the device cookie', async () => {
    const user = await createTestUser(db());
    expect(expectErrorAnswer(await rate(fourth._id, 5, { cookie: user.cookie }), 403)).toBe(DEVICE_REQUIRED);
  });

  it('of a guest stays per device: two devices, two ratings', async () => {
    const before = await ratingRows(fourth._id);
    expect((await rate(fourth._id, 5, { device: newDeviceId() })).statusCode).toBe(200);
    expect((await rate(fourth._id, 3, { device: newDeviceId() })).statusCode).toBe(200);
    expect(await ratingRows(fourth._id)).toBe(before + 2);
  });
});
