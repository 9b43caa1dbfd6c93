import { createHash } from 'node:crypto';

/**
 * What an `Idempotency-Key` is held to: the same request hashes the same
 * (keys sorted, so property order does not matter), for checkout attempts
 * and refunds alike.
 */
export function requestHash(body: object): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
