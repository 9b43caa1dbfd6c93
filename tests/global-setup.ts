import { randomBytes } from 'node:crypto';
import { type FullConfig, request } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/staff';
import { pool } from '../src/domain/concurrency';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { E2E_ADMINS_VARIABLE, type E2eAdmin } from './support/e2e-admins';

const ACCOUNTS = 24;
const CREATING_AT_ONCE = 4;

/**
 * Runs once, after the shop under test is up: the demo admin signs in once and
 * makes the admin accounts the tests sign in with (`tests/support/e2e-admins.ts`).
 * Workers start after this and inherit the variable.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const demo = DEMO_STAFF.find((account) => account.login === 'admin');
  if (!baseURL || !demo) throw new Error('no base URL or demo admin for the browser tests');
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const signin = await api.post(buildPath(endpoints.staffSignin), {
      data: { login: demo.login, password: demo.password },
    });
    if (signin.status() !== 200) throw new Error(`demo admin sign-in: ${signin.status()} ${await signin.text()}`);
    const run = randomBytes(3).toString('hex');
    const admins: E2eAdmin[] = Array.from({ length: ACCOUNTS }, (_, index) => ({
      login: `e2e-admin-${run}-${index}`,
      password: `pirog-${randomBytes(9).toString('base64url')}`,
    }));
    // The server hashes each password (about 0.4 s of CPU): one at a time they took 10.5 s before the first
    // test, four at a time 7–8 s.
    const numbered = admins.map((account, index) => ({ ...account, name: `Тест ${index + 1}` }));
    await pool(numbered, CREATING_AT_ONCE, async (account) => {
      const made = await api.post(buildPath(endpoints.adminStaffCreate), {
        data: { ...account, role: 'admin', shopIds: [] },
      });
      if (made.status() !== 200) throw new Error(`test admin: ${made.status()} ${await made.text()}`);
    });
    process.env[E2E_ADMINS_VARIABLE] = JSON.stringify(admins);
  } finally {
    await api.dispose();
  }
}
