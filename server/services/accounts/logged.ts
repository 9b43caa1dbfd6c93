import type { LoggedIn } from '../../../src/domain/contract/account';
import { isoInShopTime } from '../../../src/domain/shop-time';
import type { Executor } from '../../db/transaction';
import { signIdentityToken, type TokenIdentity } from './identity-token';
import { loadUserData } from './user-data';

/** What the logged check hands out besides the user's data: the identity token's secret and where realtime is. */
export interface IdentityOptions {
  identitySecret: string;
  realtimeUrl: string;
}

/**
 * The signed-in answer (the logged check, sign-in, sign-up, recovery): the
 * user's data from `loadUserData`, a fresh identity token bound to the id and
 * the session, and the realtime address. `null` when the user no longer exists.
 */
export async function loggedIn(
  db: Executor,
  identity: IdentityOptions,
  session: TokenIdentity,
  now: Date,
): Promise<LoggedIn | null> {
  const data = await loadUserData(db, session.userId, now);
  if (!data) return null;
  const { token, expiresAt } = signIdentityToken(identity.identitySecret, session, now);
  return {
    isLogged: true,
    id: data.id,
    bonuses: data.bonuses,
    creditCards: data.creditCards,
    name: data.name,
    phone: data.phone,
    email: data.email,
    address: data.address,
    token,
    tokenExpiresAt: isoInShopTime(expiresAt),
    realtimeUrl: identity.realtimeUrl,
  };
}
