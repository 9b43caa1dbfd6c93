import { LOYALTY_RULES } from '../../../src/domain/loyalty';
import type { Executor } from '../../db/transaction';
import { creditPoints } from './ledger';

/**
 * The welcome bonus of a new account, inside the sign-up's transaction: one
 * ledger entry (unique per user, so it is never granted twice), its lot
 * (expiring like any earned points) and the balance kept in step.
 */
export function grantWelcomeBonus(tx: Executor, userId: string, now: Date): Promise<number> {
  return creditPoints(tx, { userId, kind: 'welcome', points: LOYALTY_RULES.welcomePoints, now });
}
