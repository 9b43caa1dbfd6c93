import { randomInt, randomUUID } from 'node:crypto';
import type { StaffRole } from '../../db/schema';
import { type Executor, withTransaction } from '../../db/transaction';
import { createStaffRepository, type StaffRow } from '../../repositories/staff';
import type { PasswordHasher } from '../accounts/passwords';
import { DomainError } from '../errors';

/*
 * Staff accounts (issue 26): made by `npm run staff:add` (and the embedded
 * demo database's seed), never by a sign-up. A login is compared as it is
 * stored, trimmed and lower-cased.
 */

/** How a typed login is compared and stored: `Kassa ` and `kassa` are one account. */
export const staffLoginKey = (login: string): string => login.trim().normalize('NFKC').toLowerCase();

/** What a new login may be: letters, digits and `._@-`, 2 to 64 of them, so it is easy to type on a tablet. */
const LOGIN_FORMAT = /^[\p{L}\p{N}._@-]{2,64}$/u;

export const STAFF_LOGIN_INVALID = 'Логин: от 2 до 64 букв, цифр и знаков «._@-»';
export const STAFF_LOGIN_TAKEN = 'Такой логин уже есть';
export const STAFF_SHOP_REQUIRED = 'Сотруднику и управляющему нужна хотя бы одна пекарня';
export const STAFF_ADMIN_SHOPS = 'Администратор работает со всеми пекарнями: пекарни ему не указывают';
export const STAFF_NAME_INVALID = 'Имя: от 1 до 100 символов, без управляющих';

export interface NewStaffAccount {
  login: string;
  /** The login when not given. */
  name?: string | undefined;
  role: StaffRole;
  shopIds: readonly string[];
  password: string;
}

/** Refused because of shops that do not exist: the command lists the known ones. */
export class UnknownShopsError extends DomainError {
  constructor(
    readonly unknown: string[],
    readonly known: string[],
  ) {
    super('not_found', `Нет таких пекарен: ${unknown.join(', ')}`);
  }
}

/** Whether a database error is the staff login's unique index (a parallel insert of the same login). */
function loginTaken(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === 'staff_login_unique';
  }
  return false;
}

/**
 * Creates an account: login lower-cased and unique, role, shops (none for an
 * admin, at least one otherwise, each existing), the password hashed as
 * shoppers' are. Answers the stored row.
 */
export async function createStaffAccount(
  db: Executor,
  hasher: PasswordHasher,
  account: NewStaffAccount,
  now: Date,
  /** Written in the account's own transaction (the back office's journal row), so neither exists without the other. */
  afterInsert?: (tx: Executor, row: StaffRow) => Promise<void>,
): Promise<StaffRow> {
  const login = staffLoginKey(account.login);
  if (!LOGIN_FORMAT.test(login)) throw new DomainError('invalid', STAFF_LOGIN_INVALID);
  const name = (account.name ?? login).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (name.length === 0 || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) {
    throw new DomainError('invalid', STAFF_NAME_INVALID);
  }
  const shopIds = [...new Set(account.shopIds)];
  if (account.role === 'admin' && shopIds.length > 0) throw new DomainError('invalid', STAFF_ADMIN_SHOPS);
  if (account.role !== 'admin' && shopIds.length === 0) throw new DomainError('invalid', STAFF_SHOP_REQUIRED);
  const repository = createStaffRepository(db);
  const existing = new Set(await repository.existingShopIds(shopIds));
  const unknown = shopIds.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw new UnknownShopsError(unknown, await repository.allShopIds());
  // The cheap check first, so a taken login costs no hashing; the unique index is the real guard.
  if (await repository.findByLogin(login)) throw new DomainError('conflict', STAFF_LOGIN_TAKEN);
  const row: StaffRow = {
    id: randomUUID(),
    login,
    name,
    role: account.role,
    passwordHash: await hasher.hash(account.password),
    createdAt: now,
    disabledAt: null,
    version: 0,
  };
  try {
    await withTransaction(db, async (tx) => {
      await createStaffRepository(tx).insert(row, shopIds);
      await afterInsert?.(tx, row);
    });
  } catch (error) {
    if (loginTaken(error)) throw new DomainError('conflict', STAFF_LOGIN_TAKEN);
    throw error;
  }
  return row;
}

/** No 0/O, 1/l/I: a password read off a terminal and typed on a tablet. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_PASSWORD_LENGTH = 16;

/** A random password for a new account: 16 characters of 56, about 93 bits. */
export function generateStaffPassword(): string {
  let password = '';
  for (let index = 0; index < GENERATED_PASSWORD_LENGTH; index++) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}
