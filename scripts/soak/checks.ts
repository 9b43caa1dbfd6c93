import type pg from 'pg';
import { withAdminClient } from '../../server/testing/postgres-template';
import type { LostOrderAttempt } from './shoppers';

/*
 * What must hold after the soak, read from the database itself (table and
 * column names from `server/db/*-schema.ts`). Each check answers a list of
 * violations, empty when it holds.
 */

export interface CheckResult {
  name: string;
  violations: string[];
  /** A figure worth printing beside the verdict (how many rows were compared). */
  note?: string;
}

async function rows<T>(client: pg.Client, sql: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(sql, values)).rows as T[];
}

/** Card orders still waiting for the bank (the settle period waits for none). */
export async function awaitingCardOrders(client: pg.Client): Promise<number> {
  const [row] = await rows<{ count: string }>(
    client,
    `select count(*) from orders where payment_method = 'card' and status = 'awaiting_payment'`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Every order the shop accepted is stored, and every stored order was accepted, but for one kind: an order
 * placed by an attempt that died with its node (`lostWithNode`: the shopper's phone, placed while the attempt
 * ran) may be stored unaccepted when it took no money (it expired unpaid, or the bank declined it).
 */
export async function checkOrdersAccepted(
  client: pg.Client,
  accepted: Set<string>,
  lostWithNode: LostOrderAttempt[],
): Promise<CheckResult> {
  const stored = await rows<{ uid: string; status: string; phone: string | null; created_at: Date }>(
    client,
    `select uid, status, phone, created_at from orders where channel = 'web'`,
  );
  const storedUids = new Set(stored.map((row) => row.uid));
  const unaccepted = stored.filter((row) => !accepted.has(row.uid));
  const unclaimed = [...lostWithNode];
  const allowed = unaccepted.filter((row) => {
    if (row.status !== 'expired' && row.status !== 'declined') return false;
    const placed = row.created_at.getTime();
    // One order per lost attempt at most; the node's clock is this machine's.
    const attempt = unclaimed.findIndex(
      (each) => each.phone === row.phone && placed >= each.sentAt - 1_000 && placed <= each.failedAt,
    );
    if (attempt < 0) return false;
    unclaimed.splice(attempt, 1);
    return true;
  });
  const violations = [
    ...[...accepted].filter((uid) => !storedUids.has(uid)).map((uid) => `accepted but not stored: ${uid}`),
    ...unaccepted
      .filter((row) => !allowed.includes(row))
      .map((row) => `stored but never accepted: ${row.uid} (${row.status}, placed ${row.created_at.toISOString()})`),
  ];
  return {
    name: 'orders accepted = orders in the database',
    violations,
    note: `${accepted.size} accepted, ${stored.length} stored, ${allowed.length} unpaid ones left by the killed node`,
  };
}

export async function checkPaidOnce(client: pg.Client): Promise<CheckResult> {
  const twice = await rows<{ order_uid: string; count: string }>(
    client,
    `select order_uid, count(*) from order_transactions
      where type in ('payment', 'cash') and status = 'succeeded'
      group by order_uid having count(*) > 1`,
  );
  const overpaid = await rows<{ uid: string; paid: string; total_kopecks: number }>(
    client,
    `select o.uid, o.total_kopecks,
            sum(case when t.type = 'refund' then -t.amount_kopecks else t.amount_kopecks end) as paid
       from orders o join order_transactions t on t.order_uid = o.uid and t.status = 'succeeded'
      group by o.uid, o.total_kopecks
     having sum(case when t.type = 'refund' then -t.amount_kopecks else t.amount_kopecks end) not between 0 and o.total_kopecks`,
  );
  const [paid] = await rows<{ count: string }>(
    client,
    `select count(distinct order_uid) from order_transactions where type = 'payment' and status = 'succeeded'`,
  );
  return {
    name: 'no order paid twice (ledger)',
    violations: [
      ...twice.map((row) => `${row.order_uid}: ${row.count} payments`),
      ...overpaid.map((row) => `${row.uid}: ${row.paid} kopecks kept of ${row.total_kopecks}`),
    ],
    note: `${paid?.count ?? 0} orders paid by card`,
  };
}

export async function checkPointsLedger(client: pg.Client): Promise<CheckResult> {
  const balances = await rows<{
    user_id: string;
    available: number;
    held: number;
    ledger_total: string;
    ledger_held: string;
    lots: string;
  }>(
    client,
    `select a.user_id, a.available, a.held,
            coalesce((select sum(case when kind in ('welcome', 'earn', 'return') then points
                                      when kind in ('spend', 'expire', 'clawback') then -points else 0 end)
                        from bonus_ledger l where l.user_id = a.user_id), 0) as ledger_total,
            coalesce((select sum(case when kind = 'hold' then points
                                      when kind in ('release', 'spend') then -points else 0 end)
                        from bonus_ledger l where l.user_id = a.user_id), 0) as ledger_held,
            coalesce((select sum(remaining) from bonus_lots b where b.user_id = a.user_id), 0) as lots
       from bonus_accounts a`,
  );
  const violations: string[] = [];
  for (const row of balances) {
    const balance = row.available + row.held;
    if (balance !== Number(row.ledger_total) || row.held !== Number(row.ledger_held) || balance !== Number(row.lots)) {
      violations.push(
        `${row.user_id}: available ${row.available} + held ${row.held}; ledger ${row.ledger_total} (held ${row.ledger_held}); lots ${row.lots}`,
      );
    }
  }
  return { name: 'every points balance equals its ledger', violations, note: `${balances.length} accounts` };
}

export async function checkCardOrdersSettled(client: pg.Client): Promise<CheckResult> {
  const waiting = await rows<{ uid: string; created_at: Date }>(
    client,
    `select uid, created_at from orders where payment_method = 'card' and status = 'awaiting_payment'`,
  );
  const outcomes = await rows<{ status: string; count: string }>(
    client,
    `select status, count(*) from orders where payment_method = 'card' group by status order by status`,
  );
  return {
    name: 'every card order settled or expired',
    violations: waiting.map((row) => `${row.uid} still awaits payment (placed ${row.created_at.toISOString()})`),
    note: outcomes.map((row) => `${row.status} ${row.count}`).join(', '),
  };
}

export async function checkSlotLoads(client: pg.Client): Promise<CheckResult> {
  const differing = await rows<{ method: string; place: string; starts: Date; taken: number; orders: number }>(
    client,
    `select coalesce(l.delivery_method, o.delivery_method) as method, coalesce(l.place_id, o.place_id) as place,
            coalesce(l.starts_at, o.slot_from) as starts, coalesce(l.taken, 0) as taken, coalesce(o.n, 0)::int as orders
       from delivery_slot_load l
       full join (select delivery_method, place_id, slot_from, count(*) as n from orders
                   where slot_claimed group by delivery_method, place_id, slot_from) o
         on o.delivery_method = l.delivery_method and o.place_id = l.place_id and o.slot_from = l.starts_at
      where coalesce(l.taken, 0) <> coalesce(o.n, 0)`,
  );
  const [slots] = await rows<{ count: string }>(client, 'select count(*) from delivery_slot_load');
  return {
    name: 'every slot load equals its orders',
    violations: differing.map(
      (row) => `${row.method} ${row.place} ${row.starts.toISOString()}: load ${row.taken}, orders ${row.orders}`,
    ),
    note: `${slots?.count ?? 0} slots`,
  };
}

/** The version each of these orders has in the database. */
export async function orderVersions(client: pg.Client, uids: string[]): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const found = await rows<{ uid: string; version: number }>(
    client,
    'select uid, version from orders where uid = any($1)',
    [uids],
  );
  return new Map(found.map((row) => [row.uid, row.version]));
}

/** Ends every connection of the nodes to the database (the fault «PostgreSQL connections terminated»). */
export async function terminateConnections(url: string): Promise<number> {
  const database = new URL(url).pathname.slice(1);
  return withAdminClient(url, async (client) => {
    const ended = await rows<{ pid: number }>(
      client,
      'select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return ended.length;
  });
}
