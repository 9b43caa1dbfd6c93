/**
 * The baseline of the PostgreSQL orders row (issue 31): the SQL transaction an
 * on-receipt pickup order runs inside `POST /api/payment` — take the
 * idempotency key, claim the slot, insert the order and its lines, number the
 * shop's event and record it — sent straight through `pg` in a loop, with the
 * shop's pool size and the bench's connection count. The statements are the
 * ones the server sends (read from PostgreSQL's statement log of one order);
 * what the server adds around them (HTTP, checks, pricing, the reads before
 * and after, the board's news) is what the ratio prices.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { shopSeeds } from '../server/db/seed/data/index';

/** As server/db/client.ts opens its pool. */
const POOL_SIZE = 10;
/** Orders sharing one slot row, as a pickup slot's capacity lets them. */
const ORDERS_PER_SLOT = 6;
const SLOT_MS = 15 * 60_000;

const ORDER_COLUMNS =
  '"uid", "number", "status", "stage", "previous_stage", "stage_changed_at", "cancel_reason", "version", "shop_id", "last_seq", "status_reason", "delivery_method", "place_id", "place_title", "place_address", "slot_from", "slot_to", "asap", "slot_claimed", "name", "phone", "email", "address", "address_parts", "comment", "device_id", "channel", "kiosk_device_id", "user_id", "sum_kopecks", "discount_kopecks", "delivery_fee_kopecks", "bonus_kopecks", "total_kopecks", "saved_card_id", "save_card", "promo_id", "promo_title", "payment_method", "checkout_token", "checkout_url", "expires_at", "created_at", "settled_at"';

const TAKE_KEY =
  'insert into "idempotency_keys" ("key", "request_hash", "order_uid", "created_at") values ($1, $2, $3, $4) on conflict do nothing returning "key"';
const CLAIM_SLOT =
  'insert into "delivery_slot_load" ("delivery_method", "place_id", "starts_at", "taken", "capacity") values ($1, $2, $3, $4, $5) on conflict ("delivery_method","place_id","starts_at") do update set "taken" = "delivery_slot_load"."taken" + 1, "capacity" = excluded.capacity where "delivery_slot_load"."taken" < excluded.capacity returning "taken"';
const INSERT_ORDER = `insert into "orders" (${ORDER_COLUMNS}) values ($1, default, $2, $3, default, default, default, default, $4, default, default, $5, $6, $7, $8, $9, $10, $11, default, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, default, default, $32, $33, $34) returning ${ORDER_COLUMNS}`;
const INSERT_LINES =
  'insert into "order_lines" ("order_uid", "position", "product_id", "title", "count", "unit_cost_kopecks", "sum_kopecks", "total_kopecks", "discounted_units") values ($1, $2, $3, $4, $5, $6, $7, $8, $9), ($10, $11, $12, $13, $14, $15, $16, $17, $18)';
const NEXT_EVENT =
  'insert into "shop_event_counters" ("shop_id", "last_seq") values ($1, $2) on conflict ("shop_id") do update set "last_seq" = "shop_event_counters"."last_seq" + 1 returning "last_seq"';
const INSERT_EVENT =
  'insert into "order_events" ("shop_id", "seq", "order_uid", "kind", "at") values ($1, $2, $3, $4, $5)';
const STAMP_ORDER = `update "orders" set "version" = "orders"."version" + 1, "last_seq" = $1 where "orders"."uid" = $2 returning ${ORDER_COLUMNS}`;

async function placeOneOrder(client: pg.PoolClient, index: number, firstSlot: number): Promise<void> {
  const shop = shopSeeds[index % shopSeeds.length];
  if (!shop) throw new Error('no shops seeded');
  const uid = randomBytes(18).toString('base64url');
  const now = new Date();
  const slotFrom = new Date(firstSlot + Math.floor(index / (ORDERS_PER_SLOT * shopSeeds.length)) * SLOT_MS);
  const slotTo = new Date(slotFrom.getTime() + SLOT_MS);
  await client.query('begin');
  try {
    await client.query(TAKE_KEY, [randomBytes(18).toString('base64url'), randomBytes(32).toString('hex'), uid, now]);
    await client.query(CLAIM_SLOT, ['pickup', shop._id, slotFrom, 1, ORDERS_PER_SLOT]);
    await client.query(INSERT_ORDER, [
      uid,
      'confirmed',
      'accepted',
      shop._id,
      'pickup',
      shop._id,
      shop.title,
      shop.address,
      slotFrom,
      slotTo,
      false,
      'Нагрузочный тест',
      '+375291234567',
      null,
      null,
      null,
      null,
      randomBytes(16).toString('base64url'),
      'web',
      null,
      null,
      6430,
      350,
      0,
      0,
      6080,
      null,
      false,
      null,
      null,
      'on_receipt',
      null,
      now,
      now,
    ]);
    await client.query(INSERT_LINES, [
      uid,
      0,
      'kapusta-yaytso',
      'Пирог с капустой и яйцом',
      2,
      2990,
      5980,
      5980,
      0,
      uid,
      1,
      'mors-klyukva',
      'Морс клюквенный',
      1,
      450,
      450,
      100,
      1,
    ]);
    const counter = await client.query<{ last_seq: number }>(NEXT_EVENT, [shop._id, 1]);
    const seq = counter.rows[0]?.last_seq ?? 1;
    await client.query(INSERT_EVENT, [shop._id, seq, uid, 'placed', now]);
    await client.query(STAMP_ORDER, [seq, uid]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Transactions per second over `seconds`, `connections` loops sharing a pool of the shop's size. */
export async function orderTransactionsPerSecond(url: string, connections: number, seconds: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection ended under the pool (the database dropped right after) must not crash the bench.
  pool.on('error', () => {});
  // Slots far ahead of anything the shop's bench claimed, so the two never meet on a row.
  const firstSlot = Date.UTC(2100, 0, 1, 6);
  let next = 0;
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const client = await pool.connect();
      try {
        await placeOneOrder(client, next++, firstSlot);
        done += 1;
      } finally {
        client.release();
      }
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: connections }, loop));
    return done / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}
