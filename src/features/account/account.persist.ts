import { z } from 'zod';
import { Bonuses, UserId } from '../../domain/contract/account-session';
import { forgetSlice, loadSlice, type SliceCodec, saveSlice } from '../../platform/persistence';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import type { RememberedShopper } from './account.store';

/*
 * The last known session on the device (issue 27): who was signed in, their
 * name and points, and when the server said so (the record's `savedAt`). Read
 * through the contract's schemas, so a corrupt or foreign record is logged and
 * read as nobody; removed when the shopper signs out or the server says the
 * session has ended. Loaded with the account's runtime, never with the first page.
 */

const StoredSession = z.object({
  shopper: z.object({ id: UserId, name: z.string(), bonuses: Bonuses }).nullable(),
});
type StoredSession = z.infer<typeof StoredSession>;

export const rememberedSessionCodec: SliceCodec<StoredSession> = {
  key: STORAGE_KEYS.accountSession,
  version: 1,
  defaults: () => ({ shopper: null }),
  parse: (data) => {
    const parsed = StoredSession.safeParse(data);
    return parsed.success ? parsed.data : null;
  },
};

export interface SessionMemory {
  /** The shopper the device remembers (null: nobody) and when the server last confirmed them (epoch ms). */
  load(): Promise<{ shopper: RememberedShopper | null; savedAt: number }>;
  save(shopper: RememberedShopper, at: number): Promise<unknown>;
  forget(): Promise<unknown>;
}

export const sessionMemory: SessionMemory = {
  async load() {
    const { data, savedAt } = await loadSlice(rememberedSessionCodec);
    return { shopper: data.shopper, savedAt };
  },
  save(shopper, at) {
    // Plain data: IndexedDB cannot clone the state's Valtio proxies.
    const { value, held, nextExpiry } = shopper.bonuses;
    const bonuses = { value, held, nextExpiry: nextExpiry && { points: nextExpiry.points, at: nextExpiry.at } };
    return saveSlice(rememberedSessionCodec, { shopper: { id: shopper.id, name: shopper.name, bonuses } }, at);
  },
  forget: () => forgetSlice(rememberedSessionCodec),
};
