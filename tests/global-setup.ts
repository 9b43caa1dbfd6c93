import { randomBytes } from 'node:crypto';
import { type FullConfig, request } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/staff';
import { endpoints } from '../src/domain/contract/endpoints';
import { buildPath } from '../src/domain/contract/http';
import { E2E_ADMINS_VARIABLE, type E2eAdmin } from './support/e2e-admins';

const ACCOUNTS = 24;

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
    const admins: E2eAdmin[] = [];
    for (let index = 0; index < ACCOUNTS; index++) {
      const account = { login: `e2e-admin-${run}-${index}`, password: `pirog-${randomBytes(9).toString('base64url')}` };
      const made = await api.post(buildPath(endpoints.adminStaffCreate), {
        data: { ...account, name: `Тест ${index + 1}`, role: 'admin', shopIds: [] },
      });
      if (made.status() !== 200) throw new Error(`test admin: ${made.status()} ${await made.text()}`);
      admins.push(account);
    }
    process.env[E2E_ADMINS_VARIABLE] = JSON.stringify(admins);
  } finally {
    await api.dispose();
  }
}
