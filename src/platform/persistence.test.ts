import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listSlice } from '../shared/list-slice';
import { readSlice, type SliceCodec } from './persistence';

// A cart-like list slice read entry by entry (the cart's own migrations: features/cart/cart.persist.test.ts).
const Line = z.object({ _id: z.string(), cost: z.number().int().nonnegative(), count: z.number().int().positive() });
type Line = z.infer<typeof Line>;
const { codec } = listSlice<'cartData', Line, { cartData: Line[]; changedAt: number }>(
  'cart',
  'cartData',
  1,
  async () => ({
    current: Line,
  }),
);
const item = { _id: 'kapusta', cost: 2990, count: 2 };

describe('readSlice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives defaults when nothing is stored', async () => {
    expect(await readSlice(codec, undefined)).toEqual({ data: { cartData: [] }, savedAt: 0 });
  });

  it('reads a valid record of the current version', async () => {
    expect(await readSlice(codec, { version: codec.version, savedAt: 42, data: { cartData: [item] } })).toEqual({
      data: { cartData: [item] },
      savedAt: 42,
    });
  });

  it('replaces foreign or corrupt records with defaults and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of [
      'garbage',
      17,
      null,
      { cartData: [item] },
      { version: codec.version, savedAt: 1, data: { cartData: 'x' } },
    ]) {
      expect((await readSlice(codec, raw)).data).toEqual({ cartData: [] });
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('keeps the valid entries of a partly corrupt list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = {
      version: codec.version,
      savedAt: 5,
      data: { cartData: [item, { _id: 'bad', cost: -1, count: 0 }, 'x'] },
    };
    expect((await readSlice(codec, raw)).data).toEqual({ cartData: [item] });
  });

  it('migrates older versions and refuses newer ones', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const versioned: SliceCodec<{ ids: string[] }> = {
      key: 'ids',
      version: 2,
      defaults: () => ({ ids: [] }),
      parse: (data) => (Array.isArray((data as { ids?: unknown }).ids) ? (data as { ids: string[] }) : null),
      migrate: (data, from) => (from === 1 && Array.isArray(data) ? { ids: data as string[] } : null),
    };
    expect(await readSlice(versioned, { version: 1, savedAt: 3, data: ['a'] })).toEqual({
      data: { ids: ['a'] },
      savedAt: 3,
    });
    expect((await readSlice(versioned, { version: 3, savedAt: 3, data: { ids: ['a'] } })).data).toEqual({ ids: [] });
  });
});
