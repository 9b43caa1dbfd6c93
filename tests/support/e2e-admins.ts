import { demoAdminSignIn } from '../../server/db/seed/staff';

/**
 * Admin accounts the browser tests sign in with, made once per run by
 * `tests/global-setup.ts`. Staff sign-in is limited to 10 tries per login in
 * 15 minutes, as in production; a dozen test files signing in as the one demo
 * admin met that limit (429), so each sign-in takes one of many accounts.
 */
export interface E2eAdmin {
  login: string;
  password: string;
}

export const E2E_ADMINS_VARIABLE = 'E2E_ADMINS';

/** An admin to sign in with: one of the run's accounts at random, or the demo admin outside a full run. */
export function e2eAdmin(): E2eAdmin {
  const made = JSON.parse(process.env[E2E_ADMINS_VARIABLE] ?? '[]') as E2eAdmin[];
  const picked = made[Math.floor(Math.random() * made.length)];
  return picked ?? demoAdminSignIn();
}
