import type { GatewayTransaction } from '../../../src/domain/contract/gateway';
import type { Executor } from '../../db/transaction';
import type { OrderRow } from '../../repositories/orders';
import { createSavedCardsRepository } from '../../repositories/saved-cards';

/** Keeps the card a paid order asked to save (its token, never its number), in the settlement's transaction. */
export async function keepCardOf(
  tx: Executor,
  order: Pick<OrderRow, 'userId' | 'saveCard'>,
  transaction: GatewayTransaction,
  now: Date,
): Promise<boolean> {
  const card = transaction.credit_card;
  if (!order.userId || !order.saveCard || !card?.token || !card.last_4 || !card.exp_month || !card.exp_year) {
    return false;
  }
  return createSavedCardsRepository(tx).save(
    order.userId,
    {
      token: card.token,
      last4: card.last_4,
      brand: card.brand ?? 'card',
      expMonth: card.exp_month,
      expYear: card.exp_year,
    },
    now,
  );
}
