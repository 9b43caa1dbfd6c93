import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DatabaseKind } from '../db/client';
import { deliverySettings } from '../db/schema';
import type { Executor } from '../db/transaction';
import { testDatabaseUrl } from './database';

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
    address: 'ул. Немига, 5, кв. 12',
    ...overrides,
  });
}

export interface PostOrderOptions {
  key?: string | null;
  device?: string;
}

/** `POST /api/payment` as the cart sends it. */
export function postOrder(
  app: FastifyInstance,
  body: unknown,
  { key = newIdempotencyKey(), device }: PostOrderOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payment',
    payload: body as object,
    headers: key === null ? {} : { 'idempotency-key': key },
    ...(device ? { cookies: { tp_device: device } } : {}),
  });
}

/** Sets the orders a slot takes (both methods), as the shop would in its settings. */
export async function setSlotCapacity(db: Executor, capacity: number): Promise<void> {
  await db
    .update(deliverySettings)
    .set({ deliverySlotCapacity: capacity, pickupSlotCapacity: capacity })
    .where(eq(deliverySettings.id, 1));
}
