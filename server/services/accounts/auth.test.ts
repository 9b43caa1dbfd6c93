import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/transaction';
import { FIXED_NOW } from '../../testing/clock';
import { DomainError } from '../errors';
import { SIGNIN_FAILED, signIn } from './auth';
import { createPasswordHasher, type PasswordHasher, TEST_SCRYPT_COST } from './passwords';

/** The test cost's hasher, counting the scrypt checks it runs. */
function countingHasher(): PasswordHasher & { checks: string[] } {
  const inner = createPasswordHasher(TEST_SCRYPT_COST);
  const checks: string[] = [];
  return {
    checks,
    cost: inner.cost,
    hash: (password) => inner.hash(password),
    verify: (password, encoded) => {
      checks.push('verify');
      return inner.verify(password, encoded);
    },
    verifyNothing: (password) => {
      checks.push('verifyNothing');
      return inner.verifyNothing(password);
    },
  };
}

// A failed sign-in never reaches the database; any query on this would throw.
const noDatabase = {} as Executor;

describe('signIn', () => {
  it('runs one scrypt check for an unknown login too, and fails it with the wrong password’s error', async () => {
    const hasher = countingHasher();
    const user = { id: 'u1', passwordHash: await hasher.hash('секрет-123') };
    const failures: unknown[] = [];
    for (const attempt of [
      { user: null, password: 'секрет-123' },
      { user, password: 'не-тот' },
    ]) {
      failures.push(
        await signIn(noDatabase, hasher, attempt as Parameters<typeof signIn>[2], FIXED_NOW, null).catch((e) => e),
      );
    }
    expect(hasher.checks).toEqual(['verifyNothing', 'verify']);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(DomainError);
      expect(failure).toMatchObject({ kind: 'unauthorized', message: SIGNIN_FAILED });
    }
  });
});
