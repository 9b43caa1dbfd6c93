import { describe, expect, it } from 'vitest';
import { soldOutMessage, soldOutOn } from './sold-out';

describe('soldOutOn', () => {
  it('names the products of that day only, and nothing for a place without a stop-list', () => {
    const place = {
      soldOut: [
        { date: '2026-11-26', products: ['kapusta-yaytso'] },
        { date: '2026-11-27', products: ['myasnoy'] },
      ],
    };
    expect([...soldOutOn(place, '2026-11-26')]).toEqual(['kapusta-yaytso']);
    expect([...soldOutOn(place, '2026-11-28')]).toEqual([]);
    expect(soldOutOn({}, '2026-11-26').size).toBe(0);
    expect(soldOutOn(null, '2026-11-26').size).toBe(0);
  });

  it('speaks of one product and of several', () => {
    expect(soldOutMessage(['Пирог'])).toMatch(/^«Пирог» закончился/);
    expect(soldOutMessage(['Пирог', 'Ватрушка'])).toMatch(/^«Пирог», «Ватрушка» закончились/);
  });
});
