import { describe, expect, it } from 'vitest';
import { kopecks } from '../../domain/money';
import { cartUnits, createCartActions, createCartState, MAX_LINE_COUNT } from './cart.store';

function setup() {
  const state = createCartState('2026-11-22');
  const toasts: string[] = [];
  let now = 1_000;
  const actions = createCartActions(
    state,
    { success: (message) => toasts.push(`ok:${message}`), error: (message) => toasts.push(`err:${message}`) },
    () => now++,
  );
  return { state, actions, toasts };
}

const pie = { _id: 'kapusta', cost: kopecks(2990), title: 'Пирог с капустой', discount: 10 };
const tea = { _id: 'chay', cost: kopecks(350), title: 'Чай' };

describe('cart transitions (SPEC §4)', () => {
  it('appends a new item with the toast «<title> добавлен в корзину»', () => {
    const { state, actions, toasts } = setup();
    actions.add(pie, 2);
    expect(state.cartData).toEqual([{ _id: 'kapusta', cost: 2990, title: 'Пирог с капустой', discount: 10, count: 2 }]);
    expect(toasts).toEqual(['ok:Пирог с капустой добавлен в корзину']);
  });

  it('raises the count of an item already in the cart by the added count', () => {
    const { state, actions } = setup();
    actions.add(pie, 2);
    actions.add(tea);
    actions.add(pie, 3);
    expect(state.cartData.map((item) => [item._id, item.count])).toEqual([
      ['kapusta', 5],
      ['chay', 1],
    ]);
  });

  it('says «Заказ добавлен в корзину» for a repeat order', () => {
    const { actions, toasts } = setup();
    actions.add(pie, 1, { repeatOrder: true });
    expect(toasts).toEqual(['ok:Заказ добавлен в корзину']);
  });

  it('removes an item with the toast «<title> удален из корзины»', () => {
    const { state, actions, toasts } = setup();
    actions.add(pie);
    actions.add(tea);
    actions.remove('kapusta');
    expect(state.cartData.map((item) => item._id)).toEqual(['chay']);
    expect(toasts.at(-1)).toBe('ok:Пирог с капустой удален из корзины');
  });

  it('increases by one and decreases only while the count is above one', () => {
    const { state, actions } = setup();
    actions.add(pie);
    actions.increase('kapusta');
    expect(state.cartData[0]?.count).toBe(2);
    actions.decrease('kapusta');
    actions.decrease('kapusta');
    expect(state.cartData[0]?.count).toBe(1);
  });

  it('never holds more than the line maximum', () => {
    const { state, actions } = setup();
    actions.add(pie, MAX_LINE_COUNT - 1);
    actions.add(pie, 5);
    actions.increase('kapusta');
    expect(state.cartData[0]?.count).toBe(MAX_LINE_COUNT);
  });

  it('clears the cart', () => {
    const { state, actions } = setup();
    actions.add(pie);
    actions.clear();
    expect(state.cartData).toEqual([]);
  });

  it('stamps every change with a strictly increasing time', () => {
    const { state, actions } = setup();
    actions.add(pie);
    const first = state.changedAt;
    actions.increase('kapusta');
    expect(state.changedAt).toBeGreaterThan(first);
  });

  it('keeps what the checkout panel is given, stamped apart from the lines (typing is no cart change)', () => {
    const { state, actions } = setup();
    actions.add(pie);
    const linesChangedAt = state.changedAt;
    actions.setCheckoutField('name', 'Анна');
    actions.setCheckoutField('deliveryMethod', 'pickup');
    actions.setCheckoutField('point', 'nemiga');
    expect(state).toMatchObject({ name: 'Анна', deliveryMethod: 'pickup', point: 'nemiga' });
    expect(state.changedAt).toBe(linesChangedAt);
    expect(state.draftChangedAt).toBeGreaterThan(0);
    const stamped = state.draftChangedAt;
    actions.setCheckoutField('name', 'Анна');
    expect(state.draftChangedAt).toBe(stamped);
  });

  it('counts units, not lines', () => {
    expect(cartUnits([{ count: 2 }, { count: 3 }])).toBe(5);
  });
});

describe('defaults', () => {
  it('leaves the delivery day to the checkout, which sets today in Minsk (no time-zone work at start-up)', () => {
    expect(createCartState('2026-11-22').deliveryDate).toBe('2026-11-22');
    expect(createCartState().deliveryDate).toBe('');
  });

  it('checks out by delivery, as soon as possible, paying by card online', () => {
    expect(createCartState('2026-11-22')).toMatchObject({
      deliveryMethod: 'delivery',
      deliveryTime: 'asap',
      paymentMethod: 'card',
      zone: null,
      point: null,
      comment: '',
    });
  });
});
