import { SCREEN_SHOP_NOT_YOURS, type StaffMember } from '../../../src/domain/contract/staff';
import { type Executor, withTransaction } from '../../db/transaction';
import { createStaffRepository, type StaffRow } from '../../repositories/staff';
import type { PasswordHasher } from '../accounts/passwords';
import { DomainError } from '../errors';
import type { StaffActor } from './actor';
import { revokeStaffSession, type StartedStaffSession, startStaffSession } from './sessions';

/** One message for an unknown login and a wrong password, so the answer never tells which logins exist. */
export const STAFF_SIGNIN_FAILED = 'Неверный логин или пароль';
/** Said only to someone who gave the right password: they know the account exists. */
export const STAFF_DISABLED = 'Учётная запись отключена. Обратитесь к администратору';

export interface StaffSignedIn {
  staff: StaffRow;
  session: StartedStaffSession;
}

/**
 * Checks a staff login and password; for an unknown login the same scrypt
 * work as for a known one, so the timing does not tell either. A success
 * rotates the session: the one the browser had (if any) is revoked. With
 * `screenShop` the new session is that shop's pickup screen, which only
 * someone working at the shop may connect.
 */
export async function signInStaff(
  db: Executor,
  hasher: PasswordHasher,
  { account, password, screenShop = null }: { account: StaffRow | null; password: string; screenShop?: string | null },
  now: Date,
  replacedSession: string | null,
): Promise<StaffSignedIn> {
  const valid = account ? await hasher.verify(password, account.passwordHash) : await hasher.verifyNothing(password);
  if (!account || !valid) throw new DomainError('unauthorized', STAFF_SIGNIN_FAILED);
  if (account.disabledAt) throw new DomainError('unauthorized', STAFF_DISABLED);
  if (screenShop !== null) {
    const shops = await createStaffRepository(db).shopsOf(account.id, account.role);
    if (!shops.some((shop) => shop.id === screenShop)) throw new DomainError('forbidden', SCREEN_SHOP_NOT_YOURS);
  }
  const session = await withTransaction(db, async (tx) => {
    if (replacedSession) await revokeStaffSession(tx, replacedSession, now);
    return startStaffSession(tx, account.id, now, screenShop);
  });
  return { staff: account, session };
}

/**
 * The staff member as the API shows them (`/api/staff/me`, sign-in): role and
 * shops with their titles; a pickup screen's session names its one shop.
 */
export async function staffMember(
  db: Executor,
  { id, name, role, screenShop }: Pick<StaffActor, 'id' | 'name' | 'role' | 'screenShop'>,
): Promise<StaffMember> {
  const shops = (await createStaffRepository(db).shopsOf(id, role)).filter(
    (shop) => screenShop === null || shop.id === screenShop,
  );
  return { id, name, role, shops: shops.map((shop) => ({ _id: shop.id, title: shop.title })), screenShop };
}
