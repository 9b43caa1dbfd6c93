import { describe, expect, it } from 'vitest';
import { codeOf, offendingLines } from './support/source-scan';

/**
 * Issue 12 (total blocking time): an `Intl` formatter costs milliseconds to build on a slow phone, the first one
 * with a time zone several times more. Built at module level, every formatter of every module in the first
 * bundle was built in the task that starts the app (half of its 100 ms on Lighthouse's phone). Formatters are
 * made on first use instead, through `onFirstUse` (src/domain/on-first-use.ts).
 */
const MODULE_LEVEL_INTL = /^(export\s+)?(const|let|var)\s+\w+(\s*:[^=]+)?\s*=\s*new\s+Intl\./;

describe('code the browser loads', () => {
  it('builds no Intl formatter at module level', () => {
    expect(offendingLines(['src', 'sw'], [], MODULE_LEVEL_INTL)).toEqual([]);
  });

  it('would be caught building one', () => {
    for (const line of [
      "const weight = new Intl.NumberFormat('ru');",
      "export const rules = new Intl.PluralRules('ru');",
      "const TIME: Intl.DateTimeFormat = new Intl.DateTimeFormat('ru', { hour: '2-digit' });",
    ]) {
      expect(MODULE_LEVEL_INTL.test(codeOf(line)), line).toBe(true);
    }
    for (const line of [
      "const weight = onFirstUse(() => new Intl.NumberFormat('ru'));",
      "  const local = new Intl.NumberFormat('ru');",
    ]) {
      expect(MODULE_LEVEL_INTL.test(codeOf(line)), line).toBe(false);
    }
  });
});
