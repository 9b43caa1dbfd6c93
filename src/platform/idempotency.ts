import { loadValue, updateValue } from './persistence';

/**
 * Idempotency keys for requests that must never take effect twice (placing an
 * order). One key per attempt, kept in IndexedDB, so a retry after a dropped
 * connection, a reload or a return from the bank's page sends the same key and
 * the server answers the order it already made instead of making another.
 *
 * An attempt is bound to a fingerprint of what it sends: the same request gets
 * the same key, a different one (the cart or the form changed) a new key, since
 * the server refuses a known key with another body. The id the server answered
 * with is noted on the attempt, so the page that learns how the order ended can
 * tell whether it was this attempt's order and end the attempt.
 */
export interface Attempt {
  key: string;
  fingerprint: string;
  /** The id the server answered with (the order), once it has answered. */
  outcome: string | null;
}

const KEY_BYTES = 16;

/** 22 characters of base64url: 128 random bits, within the contract's `[A-Za-z0-9_-]{16,128}`. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const recordKey = (scope: string) => `attempt:${scope}`;

function asAttempt(value: unknown): Attempt | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, fingerprint, outcome } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof fingerprint !== 'string') return null;
  return { key, fingerprint, outcome: typeof outcome === 'string' ? outcome : null };
}

/** The attempt of `scope` for this request: the kept one when it sent the same, else a new one (which replaces it). */
export async function attemptFor(scope: string, fingerprint: string): Promise<Attempt> {
  const kept = await updateValue(recordKey(scope), (stored) => {
    const current = asAttempt(stored);
    if (current && current.fingerprint === fingerprint) return current;
    return { key: newIdempotencyKey(), fingerprint, outcome: null } satisfies Attempt;
  });
  // updateValue only answers undefined when the change deletes: this change never does.
  return kept ?? { key: newIdempotencyKey(), fingerprint, outcome: null };
}

/** Notes the server's answer on the attempt that sent `key` (not on a newer attempt that replaced it). */
export async function noteAttemptOutcome(scope: string, key: string, outcome: string): Promise<void> {
  await updateValue(recordKey(scope), (stored) => {
    const current = asAttempt(stored);
    return current?.key === key ? { ...current, outcome } : (current ?? undefined);
  });
}

/** The current attempt of `scope`, if one is kept. */
export async function currentAttempt(scope: string): Promise<Attempt | null> {
  return asAttempt(await loadValue(recordKey(scope)));
}

/**
 * Ends the attempt whose request led to `outcome` (the order was settled: paid,
 * confirmed, declined or expired), so the next request gets a new key. An
 * attempt for something else is kept. Resolves whether an attempt was ended.
 */
export async function endAttempt(scope: string, outcome: string): Promise<boolean> {
  let ended = false;
  await updateValue(recordKey(scope), (stored) => {
    const current = asAttempt(stored);
    if (current?.outcome !== outcome) return current ?? undefined;
    ended = true;
    return undefined;
  });
  return ended;
}
