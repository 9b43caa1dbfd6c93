/**
 * Whether two plain data values (what JSON can hold: objects, arrays, strings,
 * numbers, booleans, null, and absent fields) are the same, field by field.
 * Unlike comparing `JSON.stringify` texts, the order of an object's fields does
 * not count: a record decoded by a schema and the same record built by the app
 * are equal, so a comparison does not report a change that is none.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // A field set to undefined is absent, as JSON has it.
  const keys = (record: Record<string, unknown>) => Object.keys(record).filter((key) => record[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]));
}
