/** The demo admin's session for the benchmarks that act as staff (stage moves, sockets, prices, slot capacity). */
import { demoAdminSignIn } from '../server/db/seed/staff';
import { STAFF_COOKIE } from '../server/services/staff/sessions';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';

/**
 * `tp_staff=…` of a fresh session of the demo admin (every shop): the embedded database seeds it, and the benches'
 * PostgreSQL databases get it from `throwawayPostgres({ demoStaff: true })`.
 */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}${buildPath(endpoints.staffSignin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(demoAdminSignIn()),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`staff sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';', 1)[0] ?? '')
    .find((pair) => pair.startsWith(`${STAFF_COOKIE}=`));
  if (!cookie) throw new Error('staff sign-in set no session cookie');
  return cookie;
}
