/**
 * The baseline of the PostgreSQL orders row (issue 31): the SQL transaction an
 * on-receipt pickup order runs inside `POST /api/payment` — take the
 * idempotency key, claim the slot, insert the order and its lines, number the
 * shop's event and record it — sent straight through `pg` in a loop, with the
 * shop's pool size and the bench's connection count. The statements are the
 * ones the server sends (read from PostgreSQL's statement log of one order,
 * `log_statement = 'all'`, on 2026-11-27: five round trips, the first two named);
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
/**
 * The order, its lines and the shop's next event in one statement, as `createOrdersRepository().insert` sends it:
 * the lines, the counter and the event are data-modifying CTEs of the order's insert.
 */
const PLACE_ORDER = `with "placed_lines" as (insert into "order_lines" ("order_uid", "position", "product_id", "title", "count", "unit_cost_kopecks", "sum_kopecks", "total_kopecks", "discounted_units") values ($1, $2, $3, $4, $5, $6, $7, $8, $9), ($10, $11, $12, $13, $14, $15, $16, $17, $18) returning "position"), "next_event" as (insert into "shop_event_counters" ("shop_id", "last_seq") values ($19, 1) on conflict ("shop_id") do update set "last_seq" = "shop_event_counters"."last_seq" + 1 returning "last_seq"), "order_event" as (insert into "order_events" ("shop_id", "seq", "order_uid", "kind", "at") values ($20, (select "next_event"."last_seq" from "next_event"), $21, $22, $23) returning "seq") insert into "orders" (${ORDER_COLUMNS}) values ($24, default, $25, $26, default, default, default, $27, $28, (select "next_event"."last_seq" from "next_event"), default, $29, $30, $31, $32, $33, $34, $35, default, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, default, default, $56, $57, $58) returning ${ORDER_COLUMNS}`;

async function placeOneOrder(client: pg.PoolClient, index: number, firstSlot: number): Promise<void> {
  const shop = shopSeeds[index % shopSeeds.length];
  if (!shop) throw new Error('no shops seeded');
  const uid = randomBytes(18).toString('base64url');
  const now = new Date();
  const slotFrom = new Date(firstSlot + Math.floor(index / (ORDERS_PER_SLOT * shopSeeds.length)) * SLOT_MS);
  const slotTo = new Date(slotFrom.getTime() + SLOT_MS);
  await client.query('begin');
  try {
    // Named as the server names them: PostgreSQL parses and plans each once per connection.
    await client.query({
      name: 'idempotency_key_claim',
      text: TAKE_KEY,
      values: [randomBytes(18).toString('base64url'), randomBytes(32).toString('hex'), uid, now],
    });
    await client.query({
      name: 'slot_claim',
      text: CLAIM_SLOT,
      values: ['pickup', shop._id, slotFrom, 1, ORDERS_PER_SLOT],
    });
    await client.query(PLACE_ORDER, [
      // The lines.
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
      // The shop's event.
      shop._id,
      shop._id,
      uid,
      'placed',
      now,
      // The order.
      uid,
      'confirmed',
      'accepted',
      1,
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
      'mors-za-rubl',
      'Клюквенный морс за 1 рубль при заказе от 40 руб.',
      'on_receipt',
      null,
      now,
      now,
    ]);
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
