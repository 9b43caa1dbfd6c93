import type { z } from 'zod';

/**
 * Parses a stored list item by item: valid entries are kept, the rest are
 * logged and dropped, so one bad entry never costs the shopper the whole list.
 * Returns null when the value is not a list at all.
 */
export function parseListLeniently<T>(schema: z.ZodType<T>, value: unknown, label: string): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const entry of value) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
    else console.warn(`[persistence] ${label}: dropped an invalid entry`, entry);
  }
  return items;
}
