import { eq } from 'drizzle-orm';
import type { FeedbackBody } from '../../src/domain/contract/feedback';
import { feedback, shops } from '../db/schema';
import { type Executor, withTransaction } from '../db/transaction';

export interface FeedbackOrigin {
  deviceId: string;
  ip: string;
}

export type SaveFeedbackResult = { saved: true; id: number } | { saved: false; reason: 'unknown-shop' };

export function createFeedbackRepository(db: Executor) {
  return {
    /** Stores a feedback message; refuses (without storing) a message about a shop that does not exist. */
    async save(body: FeedbackBody, origin: FeedbackOrigin): Promise<SaveFeedbackResult> {
      return withTransaction(db, async (tx) => {
        const shopId = body.shopId ?? null;
        if (shopId !== null) {
          // `key share` keeps the shop from being deleted between this check and the insert,
          // so the foreign key can never fail (and never turn into a 500).
          const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('key share');
          if (!shop) return { saved: false, reason: 'unknown-shop' } as const;
        }
        const [row] = await tx
          .insert(feedback)
          .values({
            name: body.name,
            contact: body.contact,
            message: body.message,
            shopId,
            deviceId: origin.deviceId,
            ip: origin.ip,
          })
          .returning({ id: feedback.id });
        if (!row) throw new Error('feedback insert returned no row');
        return { saved: true, id: row.id } as const;
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
