import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { savedCards } from '../db/schema';
import type { Executor } from '../db/transaction';

export type SavedCardRow = typeof savedCards.$inferSelect;

export interface TokenizedCard {
  token: string;
  last4: string;
  brand: string;
  expMonth: number;
  expYear: number;
}

/** A user's saved cards; every read and write names the owner, so nobody reaches another's card. */
export function createSavedCardsRepository(db: Executor) {
  return {
    async findOwn(userId: string, id: string): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      return row ?? null;
    },

    /** The user's cards, in the order they were saved. */
    async ofUser(userId: string): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
    },

    /** Stores a card the gateway tokenized, once per token; true when it is new. */
    async save(userId: string, card: TokenizedCard, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(savedCards)
        .values({
          id: randomUUID(),
          userId,
          gatewayToken: card.token,
          last4: card.last4,
          brand: card.brand,
          expMonth: card.expMonth,
          expYear: card.expYear,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: savedCards.id });
      return inserted.length > 0;
    },

    async removeOwn(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
        .returning({ id: savedCards.id });
      return removed.length > 0;
    },
  };
}
