import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeSlice } from '../../platform/persistence';
import { rememberedSessionCodec, sessionMemory } from './account.persist';

const SHOPPER = {
  id: '0b6c1f7e-5d7a-4c3b-9a53-2f1e8d4c7b10',
  name: 'Алеся',
  bonuses: { value: 300, held: 20, nextExpiry: { points: 50, at: '2027-01-01T00:00:00.000Z' } },
};

describe('the remembered session (issue 27)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is kept with when the server said so, and forgotten on sign-out', async () => {
    expect(await sessionMemory.load()).toEqual({ shopper: null, savedAt: 0 });
    await sessionMemory.save(SHOPPER, 1_700_000_000_000);
    expect(await sessionMemory.load()).toEqual({ shopper: SHOPPER, savedAt: 1_700_000_000_000 });
    await sessionMemory.forget();
    expect(await sessionMemory.load()).toEqual({ shopper: null, savedAt: 0 });
  });

  it('reads a corrupt or foreign record as nobody, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const data of [
      { shopper: { ...SHOPPER, id: 'not-a-user-id' } },
      { shopper: { ...SHOPPER, bonuses: { value: -1 } } },
      { shopper: 'Алеся' },
      null,
    ]) {
      expect(decodeSlice(rememberedSessionCodec, { version: 1, savedAt: 5, data })).toEqual({
        data: { shopper: null },
        savedAt: 0,
      });
    }
    expect(decodeSlice(rememberedSessionCodec, 'garbage').data).toEqual({ shopper: null });
    expect(warn).toHaveBeenCalledTimes(5);
  });
});
