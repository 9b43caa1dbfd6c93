import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, offendingLines } from './support/source-scan';

/**
 * Every API path is written once, in `src/domain/contract/`: code elsewhere
 * takes paths from the endpoint table. Tests may spell paths out (they pin
 * the wire), comments may name them.
 */
const SCANNED = ['src', 'sw', 'server', 'scripts', 'bench'];
const ALLOWED = [
  path.join('src', 'domain', 'contract') + path.sep,
  // bePaid's Checkout API (`/ctp/api/checkouts`), which the gateway adapter calls and the sandbox serves: not ours.
  path.join('server', 'payments', 'bepaid', 'api.ts'),
];
/** `/api/…`, `'/api'`, `\/api\/` (in a regular expression), and the same for `/priapi`. */
const API_PATH = /(\/|\\\/)(pri)?api(\/|\\\/|['"`])/;

describe('API paths', () => {
  it('are written only in the contract module', () => {
    expect(offendingLines(SCANNED, ALLOWED, API_PATH)).toEqual([]);
  });

  it('are recognised by the check in every spelling it must catch', () => {
    for (const line of [
      "fetch('/api/alerts')",
      ['ofetch(`/api/post/', '$', '{id}`)'].join(''),
      'const prefix = "/priapi";',
      "preconnect: '/api'",
      'denylist: [/^\\/api\\//]',
    ]) {
      expect(API_PATH.test(codeOf(line)), line).toBe(true);
    }
    expect(API_PATH.test(codeOf(' * `POST /api/storage/update` keeps the cart'))).toBe(false);
    expect(API_PATH.test(codeOf("import { api } from './api-client';"))).toBe(false);
    expect(API_PATH.test(codeOf("import type { ShopReadApi } from '../domain/contract/api';"))).toBe(false);
    expect(API_PATH.test(codeOf("const schemas = import('../domain/contract/api');"))).toBe(false);
  });
});
