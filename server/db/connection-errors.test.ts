import { describe, expect, it } from 'vitest';
import { isConnectionLost, repeatOnLostConnection } from './connection-errors';

/** What pg (wrapped by Drizzle) throws when an administrator ends the connection a query runs on. */
const connectionEnded = () =>
  new Error('Failed query: update orders', {
    cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  });

describe('repeatOnLostConnection()', () => {
  it('runs the work again after a lost connection, at most twice more', async () => {
    let runs = 0;
    const flaky = async () => {
      runs += 1;
      if (runs < 3) throw connectionEnded();
      return 'done';
    };
    await expect(repeatOnLostConnection(flaky)).resolves.toBe('done');
    expect(runs).toBe(3);
    runs = -10;
    await expect(repeatOnLostConnection(flaky)).rejects.toSatisfy(isConnectionLost);
    expect(runs).toBe(-7);
  });

  it('never repeats work that failed otherwise', async () => {
    let runs = 0;
    const wrong = async () => {
      runs += 1;
      throw new Error('column "nope" does not exist');
    };
    await expect(repeatOnLostConnection(wrong)).rejects.toThrow('nope');
    expect(runs).toBe(1);
  });
});
