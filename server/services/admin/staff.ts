import type {
  AdminStaffAccount,
  AdminStaffActionAnswer,
  AdminStaffAnswer,
  AdminStaffBody,
  AdminStaffDraft,
  AdminStaffFields,
} from '../../../src/domain/contract/admin-staff';
import { type Executor, type Transaction, withTransaction } from '../../db/transaction';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import { createAdminStaffRepository, type VersionedStaffAccount } from '../../repositories/admin-staff';
import { createStaffRepository } from '../../repositories/staff';
import type { PasswordHasher } from '../accounts/passwords';
import { DomainError, isDomainError } from '../errors';
import { createStaffAccount, STAFF_ADMIN_SHOPS, STAFF_SHOP_REQUIRED, UnknownShopsError } from '../staff/accounts';
import { assertRole, type StaffActor } from '../staff/actor';
import type { VersionedStore } from './versioned';
import { saveVersioned } from './versioned';

export const STAFF_NOT_FOUND = 'Такого сотрудника нет';
export const LAST_ADMIN =
  'Это последний администратор: сначала назначьте другого, иначе управлять магазином будет некому';
export const PASSWORD_CHANGED = 'Пароль изменён: все входы сотрудника завершены';
export const SIGNED_OUT_EVERYWHERE = 'Сотрудник вышел на всех устройствах';
/** What the journal says of a password: never the password, never its hash. */
export const PASSWORD_JOURNAL_WORDS = 'пароль изменён';

/** Tells the sockets of ended sessions to go (after the commit). */
export type SessionsEnded = (sessionIds: readonly string[]) => void;

/*
 * The back office's staff accounts (issue 29): admins only. Passwords are
 * hashed by the app's one hasher and never journaled; disabling an account,
 * resetting its password and «sign out everywhere» end its sessions. The last
 * enabled admin cannot be disabled or demoted, by anyone, themselves included.
 */

async function answersOf(db: Executor, accounts: VersionedStaffAccount[], now: Date): Promise<AdminStaffAnswer[]> {
  const live = await createAdminStaffRepository(db).liveSessions(now);
  return accounts.map(({ record, version }) => ({
    account: record,
    version,
    // A disabled account's sessions are refused, whatever their rows say.
    activeSessions: record.disabled ? 0 : (live.get(record.id) ?? 0),
  }));
}

async function answerOf(db: Executor, account: VersionedStaffAccount, now: Date): Promise<AdminStaffAnswer> {
  const [answer] = await answersOf(db, [account], now);
  if (!answer) throw new DomainError('not_found', STAFF_NOT_FOUND);
  return answer;
}

export async function listAdminStaff(db: Executor, actor: StaffActor, now: Date): Promise<AdminStaffAnswer[]> {
  assertRole(actor, 'admin');
  return answersOf(db, await createAdminStaffRepository(db).list(), now);
}

/** A role's shops: none for an admin (who works at every shop), at least one, each existing, otherwise. */
async function assertShops(db: Executor, { role, shopIds }: Pick<AdminStaffFields, 'role' | 'shopIds'>) {
  if (role === 'admin' && shopIds.length > 0) throw new DomainError('invalid', STAFF_ADMIN_SHOPS);
  if (role !== 'admin' && shopIds.length === 0) throw new DomainError('invalid', STAFF_SHOP_REQUIRED);
  const repository = createStaffRepository(db);
  const existing = new Set(await repository.existingShopIds(shopIds));
  const unknown = shopIds.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw new UnknownShopsError(unknown, await repository.allShopIds());
}

export async function createAdminStaff(
  db: Executor,
  actor: StaffActor,
  hasher: PasswordHasher,
  draft: AdminStaffDraft,
  now: Date,
): Promise<AdminStaffAnswer> {
  assertRole(actor, 'admin');
  const row = await createStaffAccount(db, hasher, draft, now, async (tx, inserted) => {
    const created = await createAdminStaffRepository(tx).find(inserted.id);
    if (!created) throw new DomainError('not_found', STAFF_NOT_FOUND);
    const { id: _, ...fields } = created.record;
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'staff',
      entityId: inserted.id,
      before: {},
      after: { ...fields, password: PASSWORD_JOURNAL_WORDS },
      at: now,
    });
  });
  const created = await createAdminStaffRepository(db).find(row.id);
  if (!created) throw new DomainError('not_found', STAFF_NOT_FOUND);
  return answerOf(db, created, now);
}

/** The store `saveVersioned` writes through: refuses losing the last admin, and ends a disabled account's sessions. */
function guardedStore(tx: Transaction, ended: string[]): VersionedStore<AdminStaffAccount> {
  const repository = createAdminStaffRepository(tx);
  return {
    find: repository.find,
    async update(id, edited, version, now) {
      const current = await repository.find(id, 'lock');
      const wasAdmin = current?.record.role === 'admin' && !current.record.disabled;
      const staysAdmin = edited.role === 'admin' && !edited.disabled;
      if (wasAdmin && !staysAdmin && (await repository.otherEnabledAdmins(id)) === 0) {
        throw new DomainError('forbidden', LAST_ADMIN);
      }
      const saved = await repository.update(id, edited, version, now);
      if (saved && edited.disabled && !current?.record.disabled) ended.push(...(await repository.revokeAll(id, now)));
      return saved;
    },
  };
}

export async function updateAdminStaff(
  db: Executor,
  actor: StaffActor,
  id: string,
  { account, version }: AdminStaffBody,
  now: Date,
  sessionsEnded: SessionsEnded,
): Promise<AdminStaffAnswer> {
  assertRole(actor, 'admin');
  const before = await createAdminStaffRepository(db).find(id);
  if (!before) throw new DomainError('not_found', STAFF_NOT_FOUND);
  await assertShops(db, account);
  const ended: string[] = [];
  const stale: VersionedStaffAccount[] = [];
  try {
    const { saved } = await saveVersioned(db, {
      actor,
      entity: 'staff',
      id,
      // The login and id are not edited: they stay as they were read.
      edited: { ...account, shopIds: [...new Set(account.shopIds)].sort(), id, login: before.record.login },
      version,
      now,
      store: (tx) => guardedStore(tx, ended),
      notFound: STAFF_NOT_FOUND,
      conflictAnswer: (current) => {
        stale.push(current);
        return { account: current.record, version: current.version, activeSessions: 0 };
      },
    });
    if (ended.length > 0) sessionsEnded(ended);
    return answerOf(db, saved, now);
  } catch (error) {
    // The sessions are counted once the transaction is over, so the 409 shows the account as it is now.
    const [current] = stale;
    if (!current || !isDomainError(error) || error.kind !== 'conflict') throw error;
    throw new DomainError('conflict', error.message, { ...error.details, answer: await answerOf(db, current, now) });
  }
}

/** Sets a new password (the shop's rules, checked by the contract) and ends every session of the account. */
export async function resetStaffPassword(
  db: Executor,
  actor: StaffActor,
  hasher: PasswordHasher,
  id: string,
  password: string,
  now: Date,
  sessionsEnded: SessionsEnded,
): Promise<AdminStaffActionAnswer> {
  assertRole(actor, 'admin');
  if (!(await createAdminStaffRepository(db).find(id))) throw new DomainError('not_found', STAFF_NOT_FOUND);
  // Hashing is slow: never inside the transaction that locks the account.
  const passwordHash = await hasher.hash(password);
  const ended = await withTransaction(db, async (tx) => {
    const repository = createAdminStaffRepository(tx);
    if (!(await repository.setPasswordHash(id, passwordHash))) throw new DomainError('not_found', STAFF_NOT_FOUND);
    const revoked = await repository.revokeAll(id, now);
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'staff',
      entityId: id,
      before: {},
      after: { password: PASSWORD_JOURNAL_WORDS },
      at: now,
    });
    return revoked;
  });
  sessionsEnded(ended);
  return actionAnswer(db, id, now, PASSWORD_CHANGED);
}

/** Ends every session of the account: each tablet signed in as it asks for the password again. */
export async function signOutStaffEverywhere(
  db: Executor,
  actor: StaffActor,
  id: string,
  now: Date,
  sessionsEnded: SessionsEnded,
): Promise<AdminStaffActionAnswer> {
  assertRole(actor, 'admin');
  if (!(await createAdminStaffRepository(db).find(id))) throw new DomainError('not_found', STAFF_NOT_FOUND);
  const ended = await withTransaction(db, async (tx) => {
    const revoked = await createAdminStaffRepository(tx).revokeAll(id, now);
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'staff',
      entityId: id,
      before: { activeSessions: revoked.length },
      after: { activeSessions: 0 },
      at: now,
    });
    return revoked;
  });
  sessionsEnded(ended);
  return actionAnswer(db, id, now, SIGNED_OUT_EVERYWHERE);
}

async function actionAnswer(db: Executor, id: string, now: Date, message: string): Promise<AdminStaffActionAnswer> {
  const account = await createAdminStaffRepository(db).find(id);
  if (!account) throw new DomainError('not_found', STAFF_NOT_FOUND);
  return { ...(await answerOf(db, account, now)), message };
}
