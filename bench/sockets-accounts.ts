import { randomBytes } from 'node:crypto';
import { openDatabase } from '../server/db/client';
import { signUp } from '../server/services/accounts/auth';
import {
  createPasswordHasher,
  type PasswordHasher,
  PRODUCTION_SCRYPT_COST,
} from '../server/services/accounts/passwords';
import { SignupBody } from '../src/domain/contract/account-phone';
import type { BenchShopper } from './sockets-client';

/** Sign-ups written at once: a little over the pool's ten connections keeps them all busy. */
const WRITING = 16;

/**
 * `count` shopper accounts in the shop's PostgreSQL database, each with a
 * session and a device of its own: what `count` people who signed up on their
 * phones leave behind. Written by the shop's own sign-up (`signUp`: the user,
 * the welcome bonus, the session, in one transaction), not through `POST
 * /api/auth/signup`, because that costs a production scrypt each (about
 * 0.6 s of a core here: 10,000 would take over an hour) and is limited per
 * address. The password's hash is made once at the production cost, so every
 * account could sign in; the bench never does, it only uses the sessions.
 */
export async function createShoppers(databaseUrl: string, count: number, now: Date): Promise<BenchShopper[]> {
  const passwordHash = await createPasswordHasher(PRODUCTION_SCRYPT_COST).hash('bench-sockets-password');
  const hasher: PasswordHasher = {
    cost: PRODUCTION_SCRYPT_COST,
    hash: async () => passwordHash,
    verify: async () => false,
    verifyNothing: async () => false,
  };
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const shoppers: BenchShopper[] = [];
  let next = 0;
  const write = async () => {
    while (next < count) {
      const index = next++;
      const { userId, session } = await signUp(
        handle.db,
        hasher,
        // Read by the contract as the route reads a sign-up's body (the blank e-mail becomes none).
        SignupBody.parse({
          name: `Покупатель ${index + 1}`,
          // One Belarusian mobile number each (+375 29 …, seven digits).
          phone: `+37529${1_000_000 + index}`,
          email: '',
          password: 'bench-sockets-password',
        }),
        now,
        null,
      );
      shoppers.push({ userId, session: session.token, device: randomBytes(16).toString('base64url') });
    }
  };
  try {
    await Promise.all(Array.from({ length: WRITING }, write));
  } finally {
    await handle.close();
  }
  return shoppers;
}
