import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSlice } from '../../platform/persistence';
import { cartBinding } from './cart.persist';

const { codec } = cartBinding;
const line = { _id: 'kapusta', title: 'Пирог с капустой', count: 2, discount: 10 };

describe('the stored cart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is version 2: costs in kopecks, as the store holds them', async () => {
    expect(codec.version).toBe(2);
    const stored = { version: 2, savedAt: 7, data: { cartData: [{ ...line, cost: 2990 }] } };
    expect(await readSlice(codec, stored)).toEqual({ data: { cartData: [{ ...line, cost: 2990 }] }, savedAt: 7 });
  });

  it('migrates a version 1 record, written with BYN costs, to kopecks and keeps its time', async () => {
    const old = {
      version: 1,
      savedAt: 5,
      data: {
        cartData: [
          { ...line, cost: 29.9 },
          { ...line, _id: 'mors', cost: 3.1 },
        ],
      },
    };
    expect(await readSlice(codec, old)).toEqual({
      data: {
        cartData: [
          { ...line, cost: 2990 },
          { ...line, _id: 'mors', cost: 310 },
        ],
      },
      savedAt: 5,
    });
  });

  it('drops (and logs) an old entry that was not BYN to the kopeck, keeping the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const old = {
      version: 1,
      savedAt: 5,
      data: {
        cartData: [
          { ...line, cost: 1.005 },
          { ...line, _id: 'mors', cost: 3.1 },
        ],
      },
    };
    expect((await readSlice(codec, old)).data).toEqual({ cartData: [{ ...line, _id: 'mors', cost: 310 }] });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never reads a BYN float as kopecks in a current record: the entry is dropped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mixedUp = { version: 2, savedAt: 5, data: { cartData: [{ ...line, cost: 29.9 }] } };
    expect((await readSlice(codec, mixedUp)).data).toEqual({ cartData: [] });
  });

  it('replaces an unreadable old record with an empty cart instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await readSlice(codec, { version: 1, savedAt: 5, data: 'garbage' })).toEqual({
      data: { cartData: [] },
      savedAt: 0,
    });
    expect(warn).toHaveBeenCalled();
  });
});
