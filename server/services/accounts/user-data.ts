import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BonusHistoryEntry, UserData } from '../../../src/domain/contract/account';
import { kopecks } from '../../../src/domain/money';
import { isoInShopTime } from '../../../src/domain/shop-time';
import { bonusAccounts, bonusLedger, bonusLots, orderLines, orders, savedCards, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';

const LATEST_ORDERS = 20;
const LATEST_MOVEMENTS = 50;
const SHOWN_KINDS = ['welcome', 'earn', 'spend', 'expire', 'clawback'] as const;
const CREDITS = new Set<string>(['welcome', 'earn']);

/**
 * Everything SPEC's `userData` holds for one user, read in one go: the
 * logged check, `/priapi/user/data/{id}` and the realtime push all answer
 * from here, so they can never disagree. `null` when there is no such user.
 */
export async function loadUserData(db: Executor, userId: string, now: Date): Promise<UserData | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [balance] = await db
    .select({ available: bonusAccounts.available, held: bonusAccounts.held })
    .from(bonusAccounts)
    .where(eq(bonusAccounts.userId, userId));
  const [nextLot] = await db
    .select({ remaining: bonusLots.remaining, expiresAt: bonusLots.expiresAt })
    .from(bonusLots)
    .where(and(eq(bonusLots.userId, userId), gt(bonusLots.remaining, 0), gt(bonusLots.expiresAt, now)))
    .orderBy(asc(bonusLots.expiresAt), asc(bonusLots.id))
    .limit(1);
  const cards = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
  const orderRows = await db
    .select({
      uid: orders.uid,
      number: orders.number,
      status: orders.status,
      stage: orders.stage,
      createdAt: orders.createdAt,
      total: orders.totalKopecks,
      bonusUsed: orders.bonusKopecks,
      count: sql<number>`coalesce((select sum(${orderLines.count}) from ${orderLines} where ${orderLines.orderUid} = ${orders.uid}), 0)::int`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(LATEST_ORDERS);
  const movements = await db
    .select({
      kind: bonusLedger.kind,
      points: bonusLedger.points,
      createdAt: bonusLedger.createdAt,
      orderNumber: orders.number,
    })
    .from(bonusLedger)
    .leftJoin(orders, eq(orders.uid, bonusLedger.orderUid))
    .where(and(eq(bonusLedger.userId, userId), inArray(bonusLedger.kind, [...SHOWN_KINDS])))
    .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
    .limit(LATEST_MOVEMENTS);

  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    address: user.address,
    bonuses: {
      value: balance?.available ?? 0,
      held: balance?.held ?? 0,
      nextExpiry: nextLot ? { points: nextLot.remaining, at: isoInShopTime(nextLot.expiresAt) } : null,
    },
    creditCards: cards.map((card) => ({
      _id: card.id,
      last4: card.last4,
      brand: card.brand,
      expMonth: card.expMonth,
      expYear: card.expYear,
    })),
    orders: orderRows.map((row) => ({
      uid: row.uid,
      number: row.number,
      status: row.status,
      stage: row.stage,
      createdAt: isoInShopTime(row.createdAt),
      total: kopecks(row.total),
      bonusUsed: row.bonusUsed,
      count: Number(row.count),
    })),
    bonusHistory: movements.map(
      (row): BonusHistoryEntry => ({
        kind: row.kind as BonusHistoryEntry['kind'],
        points: CREDITS.has(row.kind) ? row.points : -row.points,
        orderNumber: row.orderNumber ?? null,
        at: isoInShopTime(row.createdAt),
      }),
    ),
  };
}
