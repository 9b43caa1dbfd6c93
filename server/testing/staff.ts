import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import type { StaffRole } from '../db/schema';
import { DEMO_STAFF } from '../db/seed/staff';
import type { Executor } from '../db/transaction';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { createStaffAccount } from '../services/staff/accounts';
import { STAFF_COOKIE, startStaffSession } from '../services/staff/sessions';
import { freshClientIp, TEST_ORIGIN } from './accounts';
import { FIXED_NOW } from './clock';

/*
 * Staff helpers for tests (issue 26): accounts of any role and shops with a
 * live session, written straight to the database, and the sign-in call as
 * the staff's browser makes it. Every seeded test database also has the
 * demo staff (`DEMO_STAFF`: `admin`, and `kassa` of the first shop).
 */

export { DEMO_STAFF };

export interface TestStaff {
  id: string;
  login: string;
  password: string;
  sessionId: string;
  /** The `cookie` header value of a signed-in staff browser (`tp_staff=…`). */
  cookie: string;
}

let serial = 0;
const testHasher = createPasswordHasher(TEST_SCRYPT_COST);

/** A staff account (a `staff` member of `nemiga` unless told otherwise) with a live session (a screen's with `screenShop`). */
export async function createTestStaff(
  db: Executor,
  {
    role = 'staff',
    shopIds = role === 'admin' ? [] : ['nemiga'],
    name,
    now = FIXED_NOW,
    screenShop = null,
  }: { role?: StaffRole; shopIds?: string[]; name?: string; now?: Date; screenShop?: string | null } = {},
): Promise<TestStaff> {
  serial += 1;
  const login = `test-${role}-${process.pid}-${serial}`;
  const password = `pirog-${serial}-${process.pid}`;
  const account = await createStaffAccount(db, testHasher, { login, name, role, shopIds, password }, now);
  const session = await startStaffSession(db, account.id, now, screenShop);
  return { id: account.id, login, password, sessionId: session.sessionId, cookie: `${STAFF_COOKIE}=${session.token}` };
}

/** Headers of a same-origin call from a signed-in staff browser. */
export const staffHeaders = (staff: Pick<TestStaff, 'cookie'>, origin = TEST_ORIGIN): Record<string, string> => ({
  cookie: staff.cookie,
  origin,
});

/** The `cookie` header value carrying the staff session an answer set, or `null` when it set none (or cleared it). */
export function staffCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((each) => each.name === STAFF_COOKIE);
  return cookie?.value ? `${STAFF_COOKIE}=${cookie.value}` : null;
}

/** `POST /api/staff/signin` as the staff's sign-in form sends it, from an address no other test used. */
export function postStaffSignin(
  app: FastifyInstance,
  login: string,
  password: string,
  { ip = freshClientIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: buildPath(endpoints.staffSignin),
    payload: { login, password },
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, ...headers },
  });
}
