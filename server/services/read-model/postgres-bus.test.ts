import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PostsAnswer, ProductsAllAnswer } from '../../../src/domain/contract/api';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, FROM_SHOP, fixedClock, testDatabaseUrl } from '../../testing/index';
import { newDeviceId } from '../../testing/orders';
import type { ReadModelKind } from './bus';
import { createPostgresBus } from './postgres-bus';

/** Several servers on one PostgreSQL: runs when TEST_DATABASE_URL names one (CI sets it). */
const url = testDatabaseUrl();

function databaseUrlOf(name: string): string {
  const databaseUrl = new URL(url ?? '');
  databaseUrl.pathname = `/${name}`;
  return databaseUrl.toString();
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!url)('createPostgresBus', () => {
  it('tells this process at once, and every process when the database says a catalogue table changed', async () => {
    const database = await createTestDatabase({ kind: 'postgres' });
    const databaseUrl = databaseUrlOf(database.label);
    const one = await createPostgresBus({ url: databaseUrl });
    const other = await createPostgresBus({ url: databaseUrl });
    const hand = new pg.Client({ connectionString: databaseUrl });
    await hand.connect();
    try {
      const heardHere: ReadModelKind[] = [];
      const heardThere: ReadModelKind[] = [];
      one.subscribe((kind) => heardHere.push(kind));
      other.subscribe((kind) => heardThere.push(kind));
      one.publish('posts');
      expect(heardHere).toEqual(['posts']);
      // SQL typed by hand, outside any node: the table's trigger announces it to every node.
      await hand.query('update products set cost_kopecks = cost_kopecks + 1');
      await eventually(async () => heardHere.includes('products') && heardThere.includes('products'));
      await hand.query('update delivery_settings set pickup_slot_capacity = pickup_slot_capacity');
      await eventually(async () => heardThere.includes('delivery'));
      // A publish without a write stays in its process: the write's own trigger is what others hear.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardThere).not.toContain('posts');
      expect(heardHere.filter((kind) => kind === 'products')).toHaveLength(1);
    } finally {
      await hand.end();
      await one.close();
      await other.close();
      await database.close();
    }
  });

  it('lets a write on one server reach the answers of another on the same database', async () => {
    const database = await createTestDatabase({ kind: 'postgres' });
    const databaseUrl = databaseUrlOf(database.label);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'teply-pirog-nodes-'));
    const apps: FastifyInstance[] = [];
    try {
      for (const _ of [1, 2]) {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
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

      // A price changed by SQL typed by hand reaches both nodes' catalogues within a second.
      const priceOn = async (app: FastifyInstance) =>
        ProductsAllAnswer.parse(
          JSON.parse((await app.inject({ method: 'GET', url: '/api/products/all' })).body),
        ).products.find((product) => product._id === 'kapusta-yaytso')?.cost;
      expect(await priceOn(writer)).not.toBe(5000);
      const hand = new pg.Client({ connectionString: databaseUrl });
      await hand.connect();
      try {
        await hand.query("update products set cost_kopecks = 5000 where id = 'kapusta-yaytso'");
      } finally {
        await hand.end();
      }
      await eventually(async () => (await priceOn(writer)) === 5000 && (await priceOn(reader)) === 5000, 1_000);
    } finally {
      for (const app of apps) await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
