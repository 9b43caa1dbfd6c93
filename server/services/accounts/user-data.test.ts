import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/accounts';
import { FIXED_NOW } from '../../testing/clock';
import { createTestDatabase, type TestDatabase } from '../../testing/database';
import { findSession } from './sessions';
import { loadUserData } from './user-data';

describe('user data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a new user has the welcome bonus, expiring a year later, and nothing else yet', async () => {
    const user = await createTestUser(database.db);
    const data = await loadUserData(database.db, user.id, FIXED_NOW);
    expect(data).toMatchObject({
      id: user.id,
      name: 'Алеся',
      bonuses: { value: 300, held: 0, nextExpiry: { points: 300 } },
      creditCards: [],
      orders: [],
      bonusHistory: [{ kind: 'welcome', points: 300, orderNumber: null }],
    });
    expect(data?.bonuses.nextExpiry?.at.startsWith('2027-')).toBe(true);
  });

  it('a session token finds its user; another token finds no one', async () => {
    const user = await createTestUser(database.db);
    expect(await findSession(database.db, user.sessionToken, FIXED_NOW)).toMatchObject({ userId: user.id });
    expect(await findSession(database.db, 'x'.repeat(43), FIXED_NOW)).toBeNull();
    expect(await findSession(database.db, undefined, FIXED_NOW)).toBeNull();
  });

  it('an unknown user has no data', async () => {
    expect(await loadUserData(database.db, '00000000-0000-4000-8000-000000000000', FIXED_NOW)).toBeNull();
  });
});
