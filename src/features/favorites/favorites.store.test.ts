import { describe, expect, it } from 'vitest';
import { kopecks } from '../../domain/money';
import { createFavoritesActions, createFavoritesState, isFavorite } from './favorites.store';

const pie = {
  _id: 'vishnya',
  title: 'Пирог с вишней',
  cost: kopecks(2750),
  discount: 0,
  image: { base: '/images/generated/products/vishnya', width: 960, height: 960, alt: '' },
};

describe('favorites toggle (SPEC §4)', () => {
  it('adds when absent and removes when present, with the toasts', () => {
    const state = createFavoritesState();
    const toasts: string[] = [];
    const actions = createFavoritesActions(state, { success: (m) => toasts.push(m), error: (m) => toasts.push(m) });
    actions.toggle(pie);
    expect(isFavorite(state, 'vishnya')).toBe(true);
    actions.toggle(pie);
    expect(isFavorite(state, 'vishnya')).toBe(false);
    expect(toasts).toEqual(['Пирог с вишней добавлен в избранное', 'Пирог с вишней удален из избранного']);
    expect(state.changedAt).toBeGreaterThan(0);
  });
});
