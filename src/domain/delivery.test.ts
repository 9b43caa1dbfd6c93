import { describe, expect, it } from 'vitest';
import {
  fillDeliveryFacts,
  freeDeliveryShortfall,
  lowestFreeFrom,
  minOrderShortfall,
  minOrderShortfallText,
  sameFreeFromEverywhere,
  zoneDeliveryFee,
} from './delivery';
import { kopecks } from './money';

const zone = (freeFrom: number, fee = 500, minOrder = 2000) => ({
  freeFrom: kopecks(freeFrom),
  fee: kopecks(fee),
  minOrder: kopecks(minOrder),
});

describe('delivery facts', () => {
  it('the lowest free-delivery threshold over the zones', () => {
    expect(lowestFreeFrom([zone(5000), zone(4000)])).toBe(4000);
    expect(lowestFreeFrom([])).toBeNull();
    expect(sameFreeFromEverywhere([zone(4000), zone(4000)])).toBe(true);
    expect(sameFreeFromEverywhere([zone(4000), zone(5000)])).toBe(false);
  });

  it('what is missing to free delivery', () => {
    expect(freeDeliveryShortfall(kopecks(3550), [zone(4000)])).toBe(450);
    expect(freeDeliveryShortfall(kopecks(4000), [zone(4000)])).toBe(0);
    expect(freeDeliveryShortfall(kopecks(100), [])).toBeNull();
  });

  it('fills the placeholders of a content text from the zones', () => {
    expect(fillDeliveryFacts('Бесплатно от {deliveryFreeFrom}', [zone(5000), zone(4000)])).toBe(
      'Бесплатно от 40,00\u00a0руб.',
    );
    expect(fillDeliveryFacts('Доставка {deliveryFee}, заказ от {deliveryMinOrder}', [zone(4000, 600, 2500)])).toBe(
      'Доставка 6,00\u00a0руб., заказ от 25,00\u00a0руб.',
    );
    expect(fillDeliveryFacts('Без подстановок', [])).toBe('Без подстановок');
    expect(fillDeliveryFacts('от {deliveryFreeFrom}', [])).toBe('от суммы, указанной на странице «Доставка»');
  });

  it('a zone’s fee for these goods: the fee below its threshold, free from it', () => {
    expect(zoneDeliveryFee(kopecks(3999), zone(4000, 500))).toBe(500);
    expect(zoneDeliveryFee(kopecks(4000), zone(4000, 500))).toBe(0);
  });

  it('what the goods lack to a zone’s minimum order', () => {
    expect(minOrderShortfall(kopecks(1850), zone(4000, 500, 2500))).toBe(650);
    expect(minOrderShortfall(kopecks(2500), zone(4000, 500, 2500))).toBe(0);
    expect(minOrderShortfallText(kopecks(1760), zone(4000, 500, 2000))).toBe(
      'До минимальной суммы заказа в этот район не хватает 2,40\u00a0руб.',
    );
    expect(minOrderShortfallText(kopecks(2000), zone(4000, 500, 2000))).toBeNull();
  });
});
