import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer } from '../../src/domain/contract/checkout';
import { POINTS_COST_MORE } from '../../src/domain/pricing/index';
import { orders } from '../db/schema';
import { readBalance } from '../services/bonuses/ledger';
import { createTestUser } from '../testing/accounts';
import { expectErrorAnswer, json, testAppPerFile } from '../testing/index';
import { orderBody, postOrder, postUserOrder, setSlotCapacity } from '../testing/orders';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 27 items 3 and 9 on the server. Demo prices: «Пирог с мясом» 38,50 руб. with its own −10 %, «Пирог с
 * сёмгой и шпинатом» 44,90, «Пирог с вишней» 31,90, «Какао» 4,80 with −5 %, «Пирог с брусникой» 33,50 with
 * −15 %, «Пирог с капустой и яйцом» 29,90 (every third hearty pie is half price).
 */
describe('points priced against the lines’ own discounts, and which discount is whose', () => {
  const shop = testAppPerFile();
  const db = () => shop.testApp.database.db;
  beforeAll(async () => {
    await setSlotCapacity(db(), 1000);
  });

  it('refuses a spend that would make the order dearer than without points, and holds nothing (400)', async () => {
    const user = await createTestUser(db());
    const cartData = [
      { _id: 'myasnoy', count: 1 },
      { _id: 'semga-shpinat', count: 1 },
    ];
    // 300 points (3,00 руб.) would replace the pie's 3,85 руб. off: 80,40 instead of 79,55.
    const refused = await postUserOrder(shop.app, user, orderBody({ cartData, bonus: 300 }));
    expect(expectErrorAnswer(refused, 400)).toBe(POINTS_COST_MORE);
    expect(await readBalance(db(), user.id)).toEqual({ available: 300, held: 0 });

    const without = PaymentAnswer.parse(json(await postUserOrder(shop.app, user, orderBody({ cartData, bonus: 0 }))));
    const [order] = await db().select().from(orders).where(eq(orders.uid, without.orderId));
    expect(order).toMatchObject({ sumKopecks: 8340, discountKopecks: 385, bonusKopecks: 0, totalKopecks: 7955 });
  });

  it('accepts a spend worth more than the lines’ own discounts: they give way to the points', async () => {
    const user = await createTestUser(db());
    const cartData = [
      { _id: 'vishnya', count: 1 },
      { _id: 'kakao', count: 1 },
    ];
    const answer = PaymentAnswer.parse(json(await postUserOrder(shop.app, user, orderBody({ cartData, bonus: 300 }))));
    expect(answer.bonusUsed).toBe(300);
    const [order] = await db().select().from(orders).where(eq(orders.uid, answer.orderId));
    // 36,70 − 3,00 = 33,70, below the 36,46 the drink's −5 % would have made it.
    expect(order).toMatchObject({ sumKopecks: 3670, discountKopecks: 0, bonusKopecks: 300, totalKopecks: 3370 });
  });

  it('tells the order page which lines the promotion discounted, apart from the lines’ own percents', async () => {
    const cartData = [
      { _id: 'kapusta-yaytso', count: 3 },
      { _id: 'brusnika', count: 1 },
    ];
    const placed = await postOrder(shop.app, orderBody({ cartData }));
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = PaymentAnswer.parse(json(placed));
    const status = await shop.app.inject({ method: 'GET', url: `/api/payment/${orderId}` });
    const { order } = PaymentStatusAnswer.parse(json(status));
    expect(order.lines.map((line) => [line._id, line.sum, line.total, line.discountedUnits])).toEqual([
      ['kapusta-yaytso', 8970, 7475, 1],
      ['brusnika', 3350, 2848, 0],
    ]);
    expect(order).toMatchObject({ discount: 1997, promoTitle: 'Каждый третий сытный пирог — за полцены' });
  });
});
