/**
 * A stale save (`409`): which of the fields the operator sees differ between
 * what they typed and what the other person saved. The form keeps the typed
 * values and shows the other person's beside exactly these fields.
 */
export function differingFields<T extends Record<string, unknown>, K extends keyof T & string>(
  mine: T,
  theirs: T,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => !sameValue(mine[field], theirs[field]));
}

/** Deep equality of plain JSON-like values (strings, numbers, booleans, null, arrays, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** How a value reads beside a field: yes/no for flags, «выходной» for a closed day, text otherwise. */
export function describeValue(value: unknown): string {
  if (value === true) return 'да';
  if (value === false) return 'нет';
  if (value === null) return 'выходной';
  if (value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const hours = value as { opens?: unknown; closes?: unknown };
    if (typeof hours.opens === 'string' && typeof hours.closes === 'string') return `${hours.opens}–${hours.closes}`;
    return JSON.stringify(value);
  }
  return String(value);
}
