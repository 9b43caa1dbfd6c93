import { eq } from 'drizzle-orm';
import type { GatewayTransaction } from '../../src/domain/contract/gateway';
import { paymentTransactions } from '../db/schema';
import type { Executor } from '../db/transaction';

export function createPaymentTransactionsRepository(db: Executor) {
  return {
    /**
     * Records a final transaction once; false when its uid is known already.
     * A concurrent insert of the same uid (five copies of one webhook) waits
     * on the key until the first transaction ends, then finds it taken.
     */
    async record(transaction: GatewayTransaction, source: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(paymentTransactions)
        .values({
          gatewayUid: transaction.uid,
          orderUid: transaction.tracking_id,
          status: transaction.status,
          amountKopecks: transaction.amount,
          currency: transaction.currency,
          source,
          outcome: 'received',
          payload: transaction,
          receivedAt: at,
        })
        .onConflictDoNothing()
        .returning({ uid: paymentTransactions.gatewayUid });
      return inserted.length > 0;
    },

    async setOutcome(gatewayUid: string, outcome: string): Promise<void> {
      await db.update(paymentTransactions).set({ outcome }).where(eq(paymentTransactions.gatewayUid, gatewayUid));
    },

    async ofOrder(orderUid: string) {
      return db.select().from(paymentTransactions).where(eq(paymentTransactions.orderUid, orderUid));
    },
  };
}
