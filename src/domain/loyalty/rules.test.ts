import { describe, expect, it } from 'vitest';
import { kopecks } from '../money';
import { earnedPoints, LOYALTY_RULES, maxSpendablePoints, pointsExpireAt, pointsToKopecks } from './rules';

describe('loyalty rules', () => {
  it('100 points are one rouble', () => {
    expect(pointsToKopecks(100)).toBe(100);
    expect(pointsToKopecks(LOYALTY_RULES.welcomePoints)).toBe(300);
  });

  it('spends at most half the goods sum, and never more than the balance', () => {
    expect(maxSpendablePoints(kopecks(2000), 5000)).toBe(1000);
    expect(maxSpendablePoints(kopecks(2001), 5000)).toBe(1000);
    expect(maxSpendablePoints(kopecks(2000), 300)).toBe(300);
    expect(maxSpendablePoints(kopecks(0), 300)).toBe(0);
  });

  it('earns 5 % of the paid goods, rounded down', () => {
    expect(earnedPoints(kopecks(2000))).toBe(100);
    expect(earnedPoints(kopecks(1999))).toBe(99);
    expect(earnedPoints(kopecks(19))).toBe(0);
  });

  it('points live 365 days', () => {
    const earned = new Date('2026-01-01T10:00:00Z');
    expect(pointsExpireAt(earned).toISOString()).toBe('2027-01-01T10:00:00.000Z');
  });
});
