import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PostsAnswer } from '../../../src/domain/contract/api';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, FROM_SHOP, fixedClock, testDatabaseUrl } from '../../testing/index';
import { newDeviceId } from '../../testing/orders';
import type { ReadModelKind } from './bus';
import { createPostgresBus } from './postgres-bus';

/** Several servers on one PostgreSQL: runs when TEST_DATABASE_URL names one (CI sets it). */
const url = testDatabaseUrl();

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!url)('createPostgresBus', () => {
  it('tells this process at once and the other process through NOTIFY, once each', async () => {
    const channel = `tp_test_${randomBytes(4).toString('hex')}`;
    const one = await createPostgresBus({ url: url ?? '', channel });
    const other = await createPostgresBus({ url: url ?? '', channel });
    try {
      const heardHere: ReadModelKind[] = [];
      const heardThere: ReadModelKind[] = [];
      one.subscribe((kind) => heardHere.push(kind));
      other.subscribe((kind) => heardThere.push(kind));
      one.publish('posts');
      expect(heardHere).toEqual(['posts']);
      await eventually(async () => heardThere.length > 0);
      other.publish('products');
      await eventually(async () => heardHere.length > 1);
      // Nobody hears its own announcement twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardHere).toEqual(['posts', 'products']);
      expect(heardThere).toEqual(['posts', 'products']);
    } finally {
      await one.close();
      await other.close();
    }
  });

  it('lets a write on one server reach the answers of another on the same database', async () => {
    const database = await createTestDatabase({ kind: 'postgres' });
    const databaseUrl = new URL(url ?? '');
    databaseUrl.pathname = `/${database.label}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-nodes-'));
    const apps: FastifyInstance[] = [];
    try {
      for (const _ of [1, 2]) {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
        });
        const app = await buildApp({ config, database, pages: 'none', clock: fixedClock });
        await app.ready();
        apps.push(app);
      }
      const [writer, reader] = apps;
      if (!writer || !reader) throw new Error('two apps expected');
      const firstPost = async () =>
        PostsAnswer.parse(JSON.parse((await reader.inject({ method: 'GET', url: '/api/posts/-1/1' })).body))
          .postsData[0];
      const before = await firstPost();
      if (!before) throw new Error('the demo news list is empty');
      const liked = await writer.inject({
        method: 'GET',
        url: `/api/post/like/${before._id}/true`,
        headers: { ...FROM_SHOP, cookie: `tp_device=${newDeviceId()}` },
      });
      expect(liked.statusCode).toBe(200);
      await eventually(async () => (await firstPost())?.like === before.like + 1);
    } finally {
      for (const app of apps) await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
