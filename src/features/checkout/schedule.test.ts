import { describe, expect, it } from 'vitest';
import { kopecks } from '../../domain/money';
import { nextSteps, whenText } from './order-text';
import { dayChoices, slotLabel, slotWithDay, staleDayReplacement } from './schedule';

describe('days and times in shop time', () => {
  it('offers today and the days ahead, named as people say them', () => {
    expect(dayChoices(new Date('2026-11-24T09:00:00Z'), 3)).toEqual([
      { value: '2026-11-24', label: 'Сегодня, 24 ноября' },
      { value: '2026-11-25', label: 'Завтра, 25 ноября' },
      { value: '2026-11-26', label: 'четверг, 26 ноября' },
      { value: '2026-11-27', label: 'пятница, 27 ноября' },
    ]);
    expect(dayChoices(new Date('2026-12-31T09:00:00Z'), 1).map((day) => day.value)).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(dayChoices(new Date('2026-11-24T09:00:00Z'), 0)).toHaveLength(1);
  });

  it('moves a kept day gone by, none, or one no longer offered to today, and keeps a later one while options load', () => {
    const offered = ['2026-11-24', '2026-11-25', '2026-11-26'];
    expect(staleDayReplacement('2026-11-23', '2026-11-24', offered)).toBe('2026-11-24');
    expect(staleDayReplacement('2026-11-23', '2026-11-24', null)).toBe('2026-11-24');
    expect(staleDayReplacement('', '2026-11-24', null)).toBe('2026-11-24');
    expect(staleDayReplacement('2026-12-30', '2026-11-24', offered)).toBe('2026-11-24');
    expect(staleDayReplacement('2026-11-25', '2026-11-24', offered)).toBeNull();
    expect(staleDayReplacement('2026-11-26', '2026-11-24', null)).toBeNull();
    expect(staleDayReplacement('2026-11-24', '2026-11-24', offered)).toBeNull();
  });

  it('prints a slot in Minsk time whatever offset it was written with', () => {
    const slot = { from: '2026-11-24T11:00:00Z', to: '2026-11-24T11:30:00Z' };
    expect(slotLabel(slot)).toBe('14:00–14:30');
    expect(slotWithDay({ from: '2026-11-24T23:30:00+03:00', to: '2026-11-25T00:00:00+03:00' })).toBe(
      '24 ноября, 23:30–00:00',
    );
  });
});

describe('the order page’s words', () => {
  const order = {
    deliveryMethod: 'pickup' as const,
    paymentMethod: 'on_receipt' as const,
    place: { _id: 'nemiga', title: 'На Немиге', address: 'ул. Немига, 5' },
    slot: { from: '2026-11-24T12:00:00+03:00', to: '2026-11-24T12:15:00+03:00' },
    asap: true,
  };

  it('says when, as an estimate for «Как можно скорее»', () => {
    expect(whenText({ ...order, asap: false })).toBe('24 ноября, 12:00–12:15');
    expect(whenText(order)).toBe('как можно скорее (ориентировочно 24 ноября, 12:00–12:15)');
  });

  it('says what happens next: where to pick up and how to pay there', () => {
    const steps = nextSteps({
      ...order,
      uid: 'x',
      number: 1042,
      status: 'confirmed',
      stage: 'accepted',
      createdAt: '2026-11-24T10:00:00+03:00',
      lines: [],
      sum: kopecks(0),
      discount: kopecks(0),
      bonusUsed: 0,
      deliveryFee: kopecks(0),
      total: kopecks(0),
      promoTitle: null,
      contact: null,
    });
    expect(steps[0]).toContain('«На Немиге» (ул. Немига, 5)');
    expect(steps[1]).toBe('Оплатите заказ на кассе наличными или картой.');
    expect(steps.at(-1)).toContain('7978');
  });
});
