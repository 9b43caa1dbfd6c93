import { describe, expect, it } from 'vitest';
import { ORDER_STAGES } from './checkout';
import { OrderStep } from './order-tracking';

describe('the live order contract', () => {
  it('names the same stages as the order itself', () => {
    expect(OrderStep.shape.stage.options).toEqual([...ORDER_STAGES]);
  });
});
