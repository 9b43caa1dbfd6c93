import { describe, expect, it } from 'vitest';
import { kopecks } from '../../../src/domain/money';
import { statusMessage } from './order-view';

describe('statusMessage', () => {
  it('says a paid order’s amount once, with one period after «руб.»', () => {
    const message = statusMessage({ status: 'paid', number: 1001, totalKopecks: kopecks(6280), statusReason: null });
    expect(message).toBe('Заказ № 1001 оплачен: 62,80\u00a0руб. Спасибо!');
    expect(message).not.toContain('..');
  });
});
