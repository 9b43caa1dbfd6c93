import type { BonusHistoryEntry, UserData } from '../../../src/domain/contract/account';
import { kopecks } from '../../../src/domain/money';
import { isoInShopTime } from '../../../src/domain/shop-time';
import type { Executor } from '../../db/transaction';
import { savedAddressOf } from '../../repositories/address-columns';
import { createBonusHoldsRepository } from '../../repositories/bonus-holds';
import { createBonusLedgerRepository } from '../../repositories/bonus-ledger';
import { createSavedCardsRepository } from '../../repositories/saved-cards';
import { createUserOrdersRepository } from '../../repositories/user-orders';
import { createUsersRepository } from '../../repositories/users';
import { EXPIRY_GRACE_MS } from '../orders/payment-expiry';

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
  const user = await createUsersRepository(db).findById(userId);
  if (!user) return null;
  const ledger = createBonusLedgerRepository(db);
  const balance = await ledger.readBalance(userId);
  const nextLot = await ledger.nextExpiringLot(userId, now);
  const heldUntil = await heldPointsBackBy(db, userId);
  const cards = await createSavedCardsRepository(db).ofUser(userId);
  const orderRows = await createUserOrdersRepository(db).latest(userId, LATEST_ORDERS);
  const movements = await ledger.movements(userId, SHOWN_KINDS, LATEST_MOVEMENTS);

  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    address: savedAddressOf(user),
    bonuses: {
      value: balance?.available ?? 0,
      held: balance?.held ?? 0,
      nextExpiry: nextLot ? { points: nextLot.remaining, at: isoInShopTime(nextLot.expiresAt) } : null,
      heldUntil: heldUntil ? isoInShopTime(heldUntil) : null,
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

/**
 * When the user's held points are all back at the latest, if no payment takes
 * them: a draft hold at its own expiry (the bonus expiry pass gives it back),
 * an order's when the reconciler gives up on the order (its expiry and the
 * grace the gateway gets to report it). Null when nothing is held.
 */
async function heldPointsBackBy(db: Executor, userId: string): Promise<Date | null> {
  const holds = await createBonusHoldsRepository(db).activeOfUser(userId);
  const times = holds.map((hold) => hold.expiresAt.getTime() + (hold.orderUid ? EXPIRY_GRACE_MS : 0));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}
