import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { createHashPool, HASHING_BUSY } from './hash-pool';
import { createPasswordHasher, pooledHasher, TEST_SCRYPT_COST } from './passwords';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the hashing pool', () => {
  it('runs at most `concurrency` at once, queues `queue` in order, and refuses the rest with too_many', async () => {
    const pool = createHashPool({ concurrency: 2, queue: 3 });
    const gate = deferred();
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (index: number) => async () => {
      started.push(index);
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
      return index;
    };
    const runs = Array.from({ length: 8 }, (_, index) => pool.run(task(index)).catch((error: unknown) => error));
    // The refusals come at once, before any slot frees.
    const refused = await Promise.all(runs.slice(5));
    for (const error of refused) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'too_many', message: HASHING_BUSY });
      expect((error as DomainError).details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(pool.load()).toEqual({ running: 2, queued: 3 });
    gate.resolve();
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(pool.load()).toEqual({ running: 0, queued: 0 });
  });

  it('frees the slot of a task that failed', async () => {
    const pool = createHashPool({ concurrency: 1, queue: 0 });
    await expect(pool.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await pool.run(async () => 'next')).toBe('next');
  });

  it('defaults to the core count and a queue of several per core', () => {
    const pool = createHashPool();
    expect(pool.concurrency).toBeGreaterThanOrEqual(1);
    expect(pool.queueLimit).toBeGreaterThanOrEqual(pool.concurrency);
  });

  it('bounds every hash and verification of the scrypt hasher', async () => {
    const pool = createHashPool({ concurrency: 1, queue: 1 });
    const hasher = createPasswordHasher(TEST_SCRYPT_COST, { pool });
    const encoded = await hasher.hash('пароль');
    const answers = await Promise.allSettled([
      hasher.verify('пароль', encoded),
      hasher.verifyNothing('пароль'),
      hasher.hash('другой'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(answers[0]).toMatchObject({ value: true });
    expect(answers[2]).toMatchObject({ reason: { kind: 'too_many' } });
  });

  it('wraps any hasher, so a test’s slow one is bounded the same way', async () => {
    const pool = createHashPool({ concurrency: 1, queue: 0 });
    const gate = deferred();
    const slow = pooledHasher(
      {
        cost: TEST_SCRYPT_COST,
        hash: async () => 'hash',
        verify: async () => {
          await gate.promise;
          return true;
        },
        verifyNothing: async () => false,
      },
      pool,
    );
    const first = slow.verify('a', 'b');
    await expect(slow.hash('c')).rejects.toMatchObject({ kind: 'too_many' });
    gate.resolve();
    expect(await first).toBe(true);
  });
});
