import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import type { GatewayTransaction } from '../../src/domain/contract/gateway';
import { buildPath } from '../../src/domain/contract/http';
import { CURRENCY_CODE } from '../../src/domain/money';
import type { DatabaseKind } from '../db/client';
import { deliverySettings } from '../db/schema';
import { type Executor, withTransaction } from '../db/transaction';
import { createOrdersRepository, type OrderRow } from '../repositories/orders';
import { createSlotsRepository } from '../repositories/slots';
import { newOrderUid } from '../services/orders/place-order';
import type { SettleContext } from '../services/orders/settle';
import { claimSlot } from '../services/orders/slots';
import { type TestUser, userHeaders } from './accounts';
import { FIXED_NOW } from './clock';
import { testDatabaseUrl } from './database';
import { TEST_ORIGIN } from './http';

/** PGlite always; PostgreSQL too when `TEST_DATABASE_URL` names a server (CI has one). */
export const orderDatabaseKinds = (): DatabaseKind[] => (testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite']);

/** A fresh `Idempotency-Key`, as the cart makes one per checkout attempt. */
export const newIdempotencyKey = (): string => randomBytes(18).toString('base64url');

/** A device cookie value (22 base64url characters, as `server/http/device.ts` makes them). */
export const newDeviceId = (): string => randomBytes(16).toString('base64url');

/** A valid guest order: pickup at the first demo shop, as soon as possible, paid on receipt. */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cartData: [{ _id: 'kapusta-yaytso', count: 1 }],
    deliveryMethod: 'pickup',
    point: 'nemiga',
    deliveryDate: '2026-11-22',
    deliveryTime: 'asap',
    paymentMethod: 'on_receipt',
    name: 'Алеся',
    phone: '+375 29 123-45-67',
    ...overrides,
  };
}

/** The same order delivered to the central district. */
export function deliveryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return orderBody({
    deliveryMethod: 'delivery',
    point: undefined,
    zone: 'centralnyy',
    address: { street: 'ул. Немига', house: '5', flat: '12' },
    ...overrides,
  });
}

export interface PostOrderOptions {
  key?: string | null;
  device?: string;
  /** The page's origin: the test app's own by default (a shop listening elsewhere passes its `PUBLIC_URL`). */
  origin?: string;
}

/** `POST /api/payment` as the cart sends it (from the shop's own page: its `Origin`). */
export function postOrder(
  app: FastifyInstance,
  body: unknown,
  { key = newIdempotencyKey(), device, origin = TEST_ORIGIN }: PostOrderOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: buildPath(endpoints.paymentCreate),
    payload: body as object,
    headers: { origin, ...(key === null ? {} : { 'idempotency-key': key }) },
    ...(device ? { cookies: { tp_device: device } } : {}),
  });
}

/** `POST /priapi/user/payment` from a signed-in browser. */
export function postUserOrder(
  app: FastifyInstance,
  user: Pick<TestUser, 'cookie'>,
  body: unknown,
  { key = newIdempotencyKey(), origin }: { key?: string; origin?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: buildPath(endpoints.userPayment),
    payload: body as object,
    headers: { ...userHeaders(user, origin), 'idempotency-key': key },
  });
}

/**
 * Sets the orders a slot takes (both methods), as the shop would in its settings. Orders read the settings from
 * the app's read model: given the app, it is told, as the back office tells it; given only the database, the
 * change reaches orders only if the app has not read the settings yet.
 */
export async function setSlotCapacity(
  target: Executor | { app: FastifyInstance; database: { db: Executor } },
  capacity: number,
): Promise<void> {
  const db = 'app' in target ? target.database.db : target;
  await db
    .update(deliverySettings)
    .set({ deliverySlotCapacity: capacity, pickupSlotCapacity: capacity })
    .where(eq(deliverySettings.id, 1));
  if ('app' in target) target.app.readModel.invalidate('delivery');
}

export interface AwaitingOrderOptions {
  /** The shop to pick up from and the shop day (Minsk); the slot is the earliest with room. */
  point?: string;
  date?: string;
  /** What the order costs, in kopecks (one line). */
  totalKopecks?: number;
  now?: Date;
  expiresAt?: Date;
  checkoutToken?: string | null;
  /** The signed-in shopper the order is theirs (a guest's by default). */
  userId?: string;
  /** The products of its lines, one each at `totalKopecks` (a past price); `kapusta-yaytso` by default. */
  productIds?: string[];
}

/**
 * A card order awaiting payment, written as `POST /api/payment` writes one
 * (slot claimed in the same transaction) but without opening a checkout: for
 * tests of what happens after, driven by settlement events.
 */
export async function insertAwaitingOrder(db: Executor, options: AwaitingOrderOptions = {}): Promise<OrderRow> {
  const now = options.now ?? FIXED_NOW;
  const date = options.date ?? '2026-11-23';
  const total = options.totalKopecks ?? 2990;
  const uid = newOrderUid();
  const slotsRepository = createSlotsRepository(db);
  const settings = await slotsRepository.settings();
  const place = await slotsRepository.findPlace('pickup', options.point ?? 'nemiga', settings);
  if (!place) throw new Error('no such shop');
  await withTransaction(db, async (tx) => {
    const { slot } = await claimSlot(tx, place, date, 'asap', now);
    await createOrdersRepository(tx).insert(
      {
        uid,
        status: 'awaiting_payment',
        deliveryMethod: 'pickup',
        placeId: place.id,
        shopId: place.shopId,
        placeTitle: place.title,
        placeAddress: place.address,
        slotFrom: slot.from,
        slotTo: slot.to,
        asap: true,
        name: 'Алеся',
        phone: '+375291234567',
        deviceId: newDeviceId(),
        sumKopecks: total,
        discountKopecks: 0,
        deliveryFeeKopecks: 0,
        totalKopecks: total,
        paymentMethod: 'card',
        checkoutToken: options.checkoutToken ?? null,
        checkoutUrl: options.checkoutToken ? `https://gateway.invalid/checkout?token=${options.checkoutToken}` : null,
        expiresAt: options.expiresAt ?? new Date(now.getTime() + 20 * 60_000),
        createdAt: now,
        userId: options.userId ?? null,
      },
      (options.productIds ?? ['kapusta-yaytso']).map((productId, position) => ({
        position,
        productId,
        title: `Пирог ${productId}`,
        count: 1,
        unitCostKopecks: total,
        sumKopecks: total,
        totalKopecks: total,
      })),
    );
  });
  const order = await createOrdersRepository(db).find(uid);
  if (!order) throw new Error('the order was not written');
  return order;
}

/** A final transaction as the gateway reports one for the order. */
export function gatewayTransaction(
  order: Pick<OrderRow, 'uid' | 'totalKopecks'>,
  overrides: Partial<GatewayTransaction> = {},
): GatewayTransaction {
  return {
    uid: `tx-${randomBytes(8).toString('hex')}`,
    type: 'payment',
    status: 'successful',
    amount: order.totalKopecks,
    currency: CURRENCY_CODE,
    tracking_id: order.uid,
    message: 'Successfully processed',
    test: true,
    ...overrides,
  };
}

/** A logger that keeps what was said, to check that a late failure is logged. */
export function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  const at =
    (level: 'info' | 'warn' | 'error') =>
    (_fields: unknown, message?: string): void => {
      lines.push({ level, message: message ?? '' });
    };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as SettleContext['log'] };
}
