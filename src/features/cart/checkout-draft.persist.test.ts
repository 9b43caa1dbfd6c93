import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAddress } from '../../domain/address-draft';
import { kopecks } from '../../domain/money';
import { loadSlice, readSlice } from '../../platform/persistence';
import { shopDay } from '../../shared/format';
import { storeSlice } from '../../shared/persisted-store';
import { cartBinding, checkoutDraftBinding } from './cart.persist';
import { createCartActions, createCartState, emptyCheckoutDraft } from './cart.store';

const { codec } = checkoutDraftBinding;
const today = shopDay(Date.now());
const typed = {
  ...emptyCheckoutDraft(today),
  deliveryMethod: 'pickup' as const,
  point: 'nemiga',
  name: 'Анна',
  phone: '8 029 123-45-67',
  email: 'anna@mail.by',
  comment: 'Позвоните за час',
  paymentMethod: 'on_receipt' as const,
};

describe('the stored checkout draft', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what the shopper typed', async () => {
    expect(await readSlice(codec, { version: 1, savedAt: 9, data: typed })).toEqual({ data: typed, savedAt: 9 });
  });

  it('replaces each unreadable field by its default and keeps the rest', async () => {
    const stored = { ...typed, deliveryMethod: 'teleport', zone: 'Not An Id!', deliveryTime: 42, name: 7 };
    expect((await readSlice(codec, { version: 1, savedAt: 9, data: stored })).data).toEqual({
      ...typed,
      deliveryMethod: 'delivery',
      zone: null,
      deliveryTime: 'asap',
      name: '',
    });
  });

  it('keeps the delivery address in parts, each unreadable part blank on its own', async () => {
    const address = { ...emptyAddress(), street: 'ул. Немига', house: '5', flat: '12' };
    const stored = { ...typed, deliveryMethod: 'delivery', address };
    expect((await readSlice(codec, { version: 1, savedAt: 9, data: stored })).data.address).toEqual(address);
    const broken = { ...stored, address: { ...address, house: 5, floor: 'x'.repeat(500) } };
    expect((await readSlice(codec, { version: 1, savedAt: 9, data: broken })).data.address).toEqual({
      ...address,
      house: '',
    });
  });

  it('turns an old single-line address into the note, street and house left for the shopper (issue 27)', async () => {
    const old = {
      ...typed,
      address: 'ул. Кижеватова, 7, кв. 12',
      accountContact: {
        id: '0b6c1f7e-5d7a-4c3b-9a53-2f1e8d4c7b10',
        name: 'Анна',
        phone: '+375291234567',
        email: null,
        address: 'ул. Кижеватова, 7, кв. 12',
      },
    };
    const { data } = await readSlice(codec, { version: 1, savedAt: 9, data: old });
    expect(data.address).toEqual({ ...emptyAddress(), note: 'ул. Кижеватова, 7, кв. 12' });
    expect(data.accountContact?.address).toEqual({ street: '', house: '', note: 'ул. Кижеватова, 7, кв. 12' });
    // The rest of what was typed stays.
    expect(data.name).toBe('Анна');
  });

  it('keeps a day gone by for the panel to move (no time-zone formatter while the app starts)', async () => {
    const stored = { ...typed, deliveryDate: '2020-01-01' };
    expect((await readSlice(codec, { version: 1, savedAt: 9, data: stored })).data.deliveryDate).toBe('2020-01-01');
  });

  it('leaves a day that is no date to the panel, as a new cart does', async () => {
    const stored = { ...typed, deliveryDate: '1 мая' };
    expect((await readSlice(codec, { version: 1, savedAt: 9, data: stored })).data.deliveryDate).toBe('');
  });

  it('gives a new cart’s defaults (the day left to the checkout) for a record that is no draft at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await readSlice(codec, { version: 1, savedAt: 9, data: 'garbage' })).data).toEqual(emptyCheckoutDraft(''));
  });
});

describe('the cart store kept in two records', () => {
  it('keeps what was typed across a reload, and typing never rewrites the lines’ record', async () => {
    const slices = [storeSlice(cartBinding), storeSlice(checkoutDraftBinding)];
    const before = createCartState();
    const bound = slices.map((slice) => slice.bind(before));
    await Promise.all(bound.map((each) => each.ready));
    const actions = createCartActions(before, { success: () => {}, error: () => {} });
    actions.add({ _id: 'kapusta', cost: kopecks(2990), title: 'Пирог с капустой' });
    await vi.waitFor(async () => expect((await loadSlice(cartBinding.codec)).data.cartData).toHaveLength(1));
    const linesSavedAt = (await loadSlice(cartBinding.codec)).savedAt;

    actions.setCheckoutField('name', 'Анна');
    actions.setCheckoutField('phone', '+375 29 123-45-67');
    await vi.waitFor(async () => expect((await loadSlice(codec)).data.phone).toBe('+375 29 123-45-67'));
    expect((await loadSlice(cartBinding.codec)).savedAt).toBe(linesSavedAt);
    for (const each of bound) each.stop();

    // A reload: a new store, read from the device.
    const after = createCartState();
    const rebound = slices.map((slice) => slice.bind(after));
    await Promise.all(rebound.map((each) => each.ready));
    expect(after).toMatchObject({ name: 'Анна', phone: '+375 29 123-45-67', deliveryMethod: 'delivery' });
    expect(after.cartData.map((line) => line._id)).toEqual(['kapusta']);
    for (const each of rebound) each.stop();
  });
});
