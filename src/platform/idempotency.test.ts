import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from '../domain/contract/checkout';
import { attemptFor, currentAttempt, endAttempt, newIdempotencyKey, noteAttemptOutcome } from './idempotency';

// Each test its own scope: IndexedDB (fake here) is shared by the whole file, as by a browser's tabs.
let scopes = 0;
const scope = () => `test-${++scopes}`;

describe('idempotency keys of checkout attempts', () => {
  it('are 128 random bits the contract accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(IdempotencyKey.safeParse(key).success).toBe(true);
  });

  it('give the same request the same key again (a retry after a dropped connection or a reload)', async () => {
    const s = scope();
    const first = await attemptFor(s, 'cart A');
    const again = await attemptFor(s, 'cart A');
    expect(again.key).toBe(first.key);
    expect(await currentAttempt(s)).toEqual({ key: first.key, fingerprint: 'cart A', outcome: null });
  });

  it('give a changed request a new key, which replaces the old attempt', async () => {
    const s = scope();
    const first = await attemptFor(s, 'cart A');
    const changed = await attemptFor(s, 'cart A and one more pie');
    expect(changed.key).not.toBe(first.key);
    expect((await currentAttempt(s))?.key).toBe(changed.key);
  });

  it('note the order on the attempt that sent the key, not on one that replaced it', async () => {
    const s = scope();
    const old = await attemptFor(s, 'cart A');
    const current = await attemptFor(s, 'cart B');
    await noteAttemptOutcome(s, old.key, 'order-of-a');
    expect((await currentAttempt(s))?.outcome).toBeNull();
    await noteAttemptOutcome(s, current.key, 'order-of-b');
    expect(await currentAttempt(s)).toEqual({ key: current.key, fingerprint: 'cart B', outcome: 'order-of-b' });
  });

  it('end only with the order the attempt placed; the next attempt then gets a new key', async () => {
    const s = scope();
    const attempt = await attemptFor(s, 'cart A');
    await noteAttemptOutcome(s, attempt.key, 'order-1');
    expect(await endAttempt(s, 'someone-elses-order')).toBe(false);
    expect((await currentAttempt(s))?.key).toBe(attempt.key);
    expect(await endAttempt(s, 'order-1')).toBe(true);
    expect(await currentAttempt(s)).toBeNull();
    expect(await endAttempt(s, 'order-1')).toBe(false);
    expect((await attemptFor(s, 'cart A')).key).not.toBe(attempt.key);
  });

  it('hand two tabs asking at once for the same request one key', async () => {
    const s = scope();
    const [a, b] = await Promise.all([attemptFor(s, 'cart A'), attemptFor(s, 'cart A')]);
    expect(a.key).toBe(b.key);
  });
});
