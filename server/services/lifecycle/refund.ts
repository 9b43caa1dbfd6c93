import type { StaffOrder } from '../../../src/domain/contract/staff';
import { refundable } from '../../../src/domain/lifecycle';
import { formatMoney, type Kopecks, kopecks } from '../../../src/domain/money';
import { type Executor, withTransaction } from '../../db/transaction';
import { createOrderLedgerRepository, type OrderTransactionRow } from '../../repositories/order-ledger';
import { createOrdersRepository, type OrderRow } from '../../repositories/orders';
import { DomainError } from '../errors';
import { queueOrderNotice } from '../push/enqueue';
import { requestHash } from '../request-hash';
import { type Actor, assertManager } from './actor';
import { type AuditEntry, audit, recordChange } from './changes';
import { clawBackAfterRefund, executeGatewayRefund } from './gateway-refunds';
import { findOwnOrder } from './move-stage';
import { planRefund } from './refund-plan';
import { type LifecycleService, publish } from './service';

export const KEY_REUSED = 'Этот ключ повтора (Idempotency-Key) уже использован для другого возврата';
export const NOTHING_TO_REFUND = 'По этому заказу нечего возвращать';
export const GATEWAY_REFUSED_REFUND = 'Банк не принял возврат';
export const NO_GATEWAY = 'Возврат на карту сейчас недоступен: платёжный шлюз не настроен';
export const tooMuch = (left: Kopecks) => `Вернуть можно не больше ${formatMoney(left)}`;

const entriesOf = (rows: readonly OrderTransactionRow[]) =>
  rows.map((row) => ({ type: row.type, status: row.status, amount: kopecks(row.amountKopecks) }));

/**
 * Inside the money transaction (the order row locked): writes the refund
 * rows that give `amount` back — cash ones settled at once, gateway ones
 * pending until the gateway answers — and claws back points for the cash.
 * The first row carries the request's key, so a retry finds it.
 */
export async function writeRefunds(
  tx: Executor,
  actor: Pick<Actor, 'id'> | null,
  order: OrderRow,
  request: { amount: number; reason: string; key: string | null; hash: string | null },
  now: Date,
): Promise<OrderTransactionRow[]> {
  const ledger = createOrderLedgerRepository(tx);
  const rows = await ledger.ofOrder(order.uid);
  const left = refundable(entriesOf(rows));
  if (left === 0) throw new DomainError('invalid', NOTHING_TO_REFUND);
  if (request.amount > left) throw new DomainError('invalid', tooMuch(left));
  const parts = planRefund(rows, request.amount);
  if (!parts) throw new DomainError('invalid', tooMuch(left));
  const written: OrderTransactionRow[] = [];
  for (const [index, part] of parts.entries()) {
    written.push(
      await ledger.insertRefund({
        orderUid: order.uid,
        method: part.method,
        amount: kopecks(part.amount),
        parentGatewayUid: part.parentGatewayUid,
        idempotencyKey: request.key === null ? null : index === 0 ? request.key : `${request.key}#${index + 1}`,
        requestHash: request.hash,
        staffId: actor?.id ?? null,
        reason: request.reason,
        at: now,
      }),
    );
  }
  if (written.some((row) => row.status === 'succeeded'))
    await clawBackAfterRefund(tx, order, `refund:${written[0]?.id}`, now);
  return written;
}

/** After the commit: asks the gateway for each pending refund; answers the gateway's refusal, if any. */
export async function runGatewayRefunds(
  service: LifecycleService,
  rows: readonly OrderTransactionRow[],
  now: Date,
): Promise<string | null> {
  let refusal: string | null = null;
  for (const row of rows) {
    if (row.status !== 'pending') continue;
    const result = await executeGatewayRefund(service, row, now);
    if (result.outcome === 'failed') refusal = result.message ?? GATEWAY_REFUSED_REFUND;
  }
  return refusal;
}

/**
 * `POST /api/staff/orders/{uid}/refund {amount, reason}` with
 * `Idempotency-Key` (managers): a partial or full refund. The order row is
 * locked while the refund is planned, so parallel refunds queue and their
 * sum never exceeds what was paid; the same key answers the same refund.
 */
export async function refundOrder(
  service: LifecycleService,
  actor: Actor,
  uid: string,
  body: { amount: number; reason: string },
  key: string,
  now: Date,
): Promise<StaffOrder> {
  assertManager(actor);
  const hash = requestHash(body);
  const written = await withTransaction(service.db, async (tx) => {
    const order = await findOwnOrder(createOrdersRepository(tx), actor, uid, 'lock');
    const earlier = await createOrderLedgerRepository(tx).refundByKey(uid, key);
    if (earlier) {
      if (earlier.requestHash !== hash) throw new DomainError('unprocessable', KEY_REUSED);
      return { order, rows: [] as OrderTransactionRow[] };
    }
    if (order.paymentMethod === 'card' && !service.gateway) throw new DomainError('unavailable', NO_GATEWAY);
    const rows = await writeRefunds(tx, actor, order, { ...body, key, hash }, now);
    const entry: AuditEntry = {
      action: 'refund',
      before: {},
      after: { amount: body.amount, parts: rows.map((row) => ({ method: row.method, amount: row.amountKopecks })) },
      reason: body.reason,
    };
    await audit(tx, actor, order, entry, now);
    if (rows.length > 0) await queueOrderNotice(tx, order, { kind: 'refunded', amount: kopecks(body.amount) }, now);
    return { order: await recordChange(tx, order, 'money', now), rows };
  });
  if (written.rows.length > 0) {
    service.log.info({ orderUid: uid, amount: body.amount, staffId: actor.id }, 'refund asked');
  }
  const refusal = await runGatewayRefunds(service, written.rows, now);
  const current = (await createOrdersRepository(service.db).find(uid)) ?? written.order;
  const view = await publish(service, current, now);
  if (refusal) throw new DomainError('upstream', `${GATEWAY_REFUSED_REFUND}: ${refusal}`, { answer: { order: view } });
  return view;
}
