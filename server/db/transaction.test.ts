import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagementRepository } from '../repositories/engagement';
import { createRatingsRepository } from '../repositories/ratings';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/index';
import type { DatabaseKind } from './client';
import { postLikes, posts, productRatings } from './schema';
import { postSeeds, productSeeds } from './seed/data/index';
import { ConcurrentSavepointError, type Executor, withTransaction } from './transaction';

const targets: DatabaseKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

const [pie, bun] = productSeeds;
const [news] = postSeeds;
if (!pie || !bun || !news) throw new Error('the demo catalogue needs two products and a post');

const newDevice = () => randomBytes(16).toString('base64url');

class Planned extends Error {}

describe.each(targets)('withTransaction on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ kind });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const ratingsOf = (db: Executor, device: string) =>
    db.select().from(productRatings).where(eq(productRatings.deviceId, device));
  const likeCount = async () => {
    const [row] = await database.db.select({ like: posts.likeCount }).from(posts).where(eq(posts.id, news._id));
    return row?.like;
  };

  it('commits the writes of several repositories together', async () => {
    const device = newDevice();
    const answer = await withTransaction(database.db, async (tx) => {
      const ratings = createRatingsRepository(tx);
      await ratings.rate(pie._id, device, 5);
      await ratings.rate(bun._id, device, 4);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await ratingsOf(database.db, device)).toHaveLength(2);
  });

  it('keeps neither of two repository writes when the second one throws', async () => {
    const device = newDevice();
    const likesBefore = await likeCount();
    const attempt = withTransaction(database.db, async (tx) => {
      await createEngagementRepository(tx).setLike(news._id, device, true);
      await createRatingsRepository(tx).rate(pie._id, device, 5);
      // No such product: the foreign key refuses this write.
      await createRatingsRepository(tx).rate('net-takogo-tovara', device, 5);
    });
    await expect(attempt).rejects.toThrow();
    expect(await ratingsOf(database.db, device)).toEqual([]);
    expect(await database.db.select().from(postLikes).where(eq(postLikes.deviceId, device))).toEqual([]);
    expect(await likeCount()).toBe(likesBefore);
  });

  it('rolls back and rethrows the very error thrown by the work itself', async () => {
    const device = newDevice();
    const planned = new Planned('stop');
    const attempt = withTransaction(database.db, async (tx) => {
      await createRatingsRepository(tx).rate(pie._id, device, 3);
      expect(await ratingsOf(tx, device)).toHaveLength(1);
      throw planned;
    });
    await expect(attempt).rejects.toBe(planned);
    expect(await ratingsOf(database.db, device)).toEqual([]);
  });

  it('nests as a savepoint: a failed inner part is undone, the rest commits', async () => {
    const device = newDevice();
    await withTransaction(database.db, async (tx) => {
      await createRatingsRepository(tx).rate(pie._id, device, 5);
      await expect(
        withTransaction(tx, async (inner) => {
          await createRatingsRepository(inner).rate(bun._id, device, 1);
          throw new Planned('undo the inner part only');
        }),
      ).rejects.toBeInstanceOf(Planned);
      // A repository with a transaction of its own joins the caller's as a savepoint.
      await createEngagementRepository(tx).countView(news._id, device);
    });
    const stored = await ratingsOf(database.db, device);
    expect(stored.map((row) => row.productId)).toEqual([pie._id]);
  });

  it('takes a repository’s own transaction down with the caller’s when the caller fails', async () => {
    const device = newDevice();
    const likesBefore = await likeCount();
    await expect(
      withTransaction(database.db, async (tx) => {
        expect(await createEngagementRepository(tx).setLike(news._id, device, true)).toMatchObject({ liked: true });
        throw new Planned('after the like');
      }),
    ).rejects.toBeInstanceOf(Planned);
    expect(await likeCount()).toBe(likesBefore);
  });

  it('refuses a second nested transaction while one is running on the same transaction', async () => {
    const device = newDevice();
    const results = await withTransaction(database.db, (tx) =>
      Promise.allSettled([
        withTransaction(tx, (inner) => createRatingsRepository(inner).rate(pie._id, device, 2)),
        withTransaction(tx, (inner) => createRatingsRepository(inner).rate(bun._id, device, 2)),
      ]),
    );
    expect(results[0]?.status).toBe('fulfilled');
    expect(results[1]).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrentSavepointError) });
    expect((await ratingsOf(database.db, device)).map((row) => row.productId)).toEqual([pie._id]);
  });

  it.runIf(kind === 'postgres')('hides uncommitted writes from other connections', async () => {
    const device = newDevice();
    await withTransaction(database.db, async (tx) => {
      await createRatingsRepository(tx).rate(pie._id, device, 4);
      // The outer database is the pool: another connection, which must not see this yet.
      expect(await ratingsOf(database.db, device)).toEqual([]);
    });
    expect(await ratingsOf(database.db, device)).toHaveLength(1);
  });
});
