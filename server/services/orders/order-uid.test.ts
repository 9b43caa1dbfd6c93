import { expect, it } from 'vitest';
import { OrderUid } from '../../../src/domain/contract/common';
import { newOrderUid } from './place-order';

// The contract refuses any other uid before a query, so an order given another would never be found again.
it('makes every order uid in the format the contract accepts', () => {
  for (let count = 0; count < 1000; count += 1) expect(OrderUid.safeParse(newOrderUid()).success).toBe(true);
});
