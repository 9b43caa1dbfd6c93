import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAnswer, PaymentStatusAnswer } from '../../src/domain/contract/checkout';
import { json, testAppPerFile } from '../testing/index';
import { orderBody, postOrder, setSlotCapacity } from '../testing/orders';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 27 item 9 on the server. Demo prices: «Пирог с мясом» 38,50 руб. with its own −10 %, «Пирог с
 * сёмгой и шпинатом» 44,90, «Пирог с вишней» 31,90, «Какао» 4,80 with −5 %, «Пирог с брусникой» 33,50 with
 * −15 %, «Пирог с капустой и яйцом» 29,90 (every third hearty pie is half price).
 */
describe('which discount is whose', () => {
  const shop = testAppPerFile();
  const db = () => shop.testApp.database.db;
  beforeAll(async () => {
    await setSlotCapacity(db(), 1000);
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
