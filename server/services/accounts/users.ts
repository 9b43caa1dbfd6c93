import type { Executor } from '../../db/transaction';
import { createUsersRepository, type UserRow } from '../../repositories/users';

/** A user row as the account services read it. */
export type { UserRow };

/**
 * How a login names an account: `ContactField` decodes a phone in any
 * spelling to E.164 (which starts with `+`); anything else is an e-mail,
 * compared lower-cased as it is stored.
 */
export type Login = { phone: string } | { email: string };

export function parseLogin(login: string): Login {
  return login.startsWith('+') ? { phone: login } : { email: login.trim().toLowerCase() };
}

/** The rate-limit key of a login: one spelling per account name, whatever the shopper typed. */
export const loginKey = (login: Login): string => ('phone' in login ? `phone:${login.phone}` : `email:${login.email}`);

export async function findUserByLogin(db: Executor, login: Login): Promise<UserRow | null> {
  return createUsersRepository(db).findByLogin(login);
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  return createUsersRepository(db).findById(id);
}

/** Which of the users' unique fields a database error says is taken, or `null` for any other error. */
export function takenField(error: unknown): 'phone' | 'email' | null {
  // Drizzle wraps the driver's error (`cause`); PostgreSQL and PGlite both report SQLSTATE and constraint.
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      if (constraint === 'users_phone_unique') return 'phone';
      if (constraint === 'users_email_unique') return 'email';
      return null;
    }
  }
  return null;
}
