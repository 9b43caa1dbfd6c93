import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every API path is written once, in `src/domain/contract/`: code elsewhere
 * takes paths from the endpoint table. Tests may spell paths out (they pin
 * the wire), comments may name them.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'sw', 'server', 'scripts', 'bench'];
const ALLOWED = [path.join('src', 'domain', 'contract') + path.sep];
const SOURCE = /\.(ts|tsx|mts|js)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** `/api/…`, `'/api'`, `\/api\/` (in a regular expression), and the same for `/priapi`. */
const API_PATH = /(\/|\\\/)(pri)?api(\/|\\\/|['"`])/;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.gen.ts')) yield full;
  }
}

function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return '';
  // A trailing comment (not the `//` of a URL scheme), and module names (`from '../contract/api'`).
  return line.replace(/(^|[^:])\/\/ .*$/, '$1').replace(/\b(from|import)\s*\(?\s*(['"`])[^'"`]*\2/g, '');
}

describe('API paths', () => {
  it('are written only in the contract module', () => {
    const offenders: string[] = [];
    for (const top of SCANNED) {
      for (const file of sourceFiles(path.join(ROOT, top))) {
        const relative = path.relative(ROOT, file);
        if (ALLOWED.some((allowed) => relative.startsWith(allowed))) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (API_PATH.test(codeOf(line))) offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offenders).toEqual([]);
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
