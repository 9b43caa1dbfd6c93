/**
 * The combobox's keys (WAI-ARIA combobox pattern): ArrowDown/ArrowUp move the
 * active option, wrapping around; Home/End are left to the text field.
 * Answers the new active index, `null` for none, or `undefined` when the key
 * is not the list's.
 */
export function nextActiveIndex(key: string, active: number | null, count: number): number | null | undefined {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return undefined;
  if (count === 0) return null;
  if (key === 'ArrowDown') return active === null || active >= count - 1 ? 0 : active + 1;
  return active === null || active <= 0 ? count - 1 : active - 1;
}

/** Where Enter goes: the active option, or the search page for the query when none is active. */
export type EnterTarget = { kind: 'option'; id: string } | { kind: 'page'; query: string } | { kind: 'none' };

export function enterTarget(optionIds: readonly string[], active: number | null, query: string): EnterTarget {
  const id = active === null ? undefined : optionIds[active];
  if (id !== undefined) return { kind: 'option', id };
  return query.trim() === '' ? { kind: 'none' } : { kind: 'page', query };
}

/** An option's DOM id says what it is: a product (`…-p-<id>`) or a category (`…-c-<id>`). */
export function optionDomId(listId: string, kind: 'p' | 'c', id: string): string {
  return `${listId}-${kind}-${id}`;
}

export function parseOptionDomId(listId: string, domId: string): { kind: 'p' | 'c'; id: string } | null {
  const prefix = `${listId}-`;
  if (!domId.startsWith(prefix)) return null;
  const rest = domId.slice(prefix.length);
  const kind = rest[0];
  if ((kind !== 'p' && kind !== 'c') || rest[1] !== '-') return null;
  return { kind, id: rest.slice(2) };
}
