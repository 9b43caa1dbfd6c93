import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffRepository } from '../../repositories/staff';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from '../../testing/index';
import { DEMO_STAFF } from '../../testing/staff';
import { createPasswordHasher, type PasswordHasher, TEST_SCRYPT_COST } from '../accounts/passwords';
import { DomainError } from '../errors';
import { assertRole, hasRole, ROLE_REQUIRED, type StaffActor, worksAtShop } from './actor';
import { STAFF_SIGNIN_FAILED, signInStaff } from './auth';

/** The test cost's hasher, telling which of its functions ran. */
function recordingHasher(): PasswordHasher & { calls: string[] } {
  const inner = createPasswordHasher(TEST_SCRYPT_COST);
  const calls: string[] = [];
  return {
    calls,
    cost: inner.cost,
    hash: (password) => inner.hash(password),
    async verify(password, encoded) {
      calls.push('verify');
      return inner.verify(password, encoded);
    },
    async verifyNothing(password) {
      calls.push('verifyNothing');
      return inner.verifyNothing(password);
    },
  };
}

describe('staff sign-in', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite' });
  }, 60_000);
  afterAll(() => database?.close());

  const kassa = DEMO_STAFF.find((account) => account.login === 'kassa');

  it('spends one password check on an unknown login too, so its timing tells nothing', async () => {
    const hasher = recordingHasher();
    const attempt = signInStaff(database.db, hasher, { account: null, password: 'x' }, FIXED_NOW, null);
    await expect(attempt).rejects.toThrow(new DomainError('unauthorized', STAFF_SIGNIN_FAILED));
    const account = await createStaffRepository(database.db).findByLogin('kassa');
    await expect(
      signInStaff(database.db, hasher, { account, password: 'wrong' }, FIXED_NOW, null),
    ).rejects.toMatchObject({ kind: 'unauthorized', message: STAFF_SIGNIN_FAILED });
    expect(hasher.calls).toEqual(['verifyNothing', 'verify']);
    const signedIn = await signInStaff(
      database.db,
      hasher,
      { account, password: kassa?.password ?? '' },
      FIXED_NOW,
      null,
    );
    expect(signedIn.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('roles and shops', () => {
  const actor = (role: StaffActor['role'], shopIds: string[] = ['nemiga']): StaffActor => ({
    id: 'a',
    name: 'А',
    role,
    shopIds,
    sessionId: 's',
    screenShop: null,
  });

  it('ranks staff < manager < admin', () => {
    expect(hasRole(actor('staff'), 'staff')).toBe(true);
    expect(hasRole(actor('staff'), 'manager')).toBe(false);
    expect(hasRole(actor('manager'), 'manager')).toBe(true);
    expect(hasRole(actor('manager'), 'admin')).toBe(false);
    expect(hasRole(actor('admin'), 'manager')).toBe(true);
  });

  it('refuses a role below the one asked with a forbidden DomainError in Russian', () => {
    expect(() => assertRole(actor('staff'), 'manager')).toThrow(new DomainError('forbidden', ROLE_REQUIRED.manager));
    expect(() => assertRole(actor('manager'), 'admin')).toThrow(expect.objectContaining({ kind: 'forbidden' }));
    expect(() => assertRole(actor('admin'), 'admin')).not.toThrow();
  });

  it('says which shops an actor works at: their own, every one for an admin', () => {
    expect(worksAtShop(actor('staff', ['nemiga']), 'nemiga')).toBe(true);
    expect(worksAtShop(actor('manager', ['nemiga']), 'surganova')).toBe(false);
    expect(worksAtShop(actor('admin', []), 'surganova')).toBe(true);
  });
});
