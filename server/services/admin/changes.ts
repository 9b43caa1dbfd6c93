/**
 * Whether two JSON-like values are equal, whatever the order of object keys
 * (a `jsonb` column gives keys back in its own order, a parsed request in the
 * schema's).
 */
export function sameValue(one: unknown, other: unknown): boolean {
  if (one === other) return true;
  if (typeof one !== 'object' || typeof other !== 'object' || one === null || other === null) return false;
  if (Array.isArray(one) !== Array.isArray(other)) return false;
  const oneKeys = Object.keys(one);
  const otherKeys = Object.keys(other);
  if (oneKeys.length !== otherKeys.length) return false;
  return oneKeys.every((key) =>
    sameValue((one as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]),
  );
}

/**
 * The fields an edit changed, with their values before and after, for the
 * back office's journal; `null` when it changed nothing.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T & string>;
  for (const key of keys) {
    if (sameValue(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    is[key] = after[key] ?? null;
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}
