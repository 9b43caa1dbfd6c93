import { NEWS_FIRST_PAGE, POSTS_MAX_LIMIT } from '../../domain/catalog/limits';
import { onFirstUse } from '../../domain/on-first-use';

/** Posts on the first page and added by each «Показать ещё» (the service worker warms the same first page). */
export const NEWS_PAGE_SIZE = NEWS_FIRST_PAGE;

/**
 * The `?limit=` of `/news`: how many posts are shown, a whole number of pages
 * up to what the API serves. `undefined` for the first page (no parameter) and
 * for anything unusable, so every URL maps to one canonical list.
 */
export function parseNewsLimit(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value <= NEWS_PAGE_SIZE) return undefined;
  return Math.min(POSTS_MAX_LIMIT, Math.ceil(value / NEWS_PAGE_SIZE) * NEWS_PAGE_SIZE);
}

/** The limit that shows one more page. */
export function nextNewsLimit(limit: number): number {
  return Math.min(POSTS_MAX_LIMIT, Math.max(NEWS_PAGE_SIZE, limit) + NEWS_PAGE_SIZE);
}

/** Whether asking again could show more: fewer shown than exist, and the API would serve more. */
export function hasMorePosts(shown: number, total: number, limit: number): boolean {
  return shown < total && shown >= Math.min(limit, total) && limit < POSTS_MAX_LIMIT;
}

const plural = onFirstUse(() => new Intl.PluralRules('ru'));
const NEWS_FORMS: Record<string, string> = { one: 'новости', few: 'новостей', many: 'новостей', other: 'новости' };

/** «Показано 12 из 13 новостей» — for the counter under the list and the screen reader announcement. */
export function shownLabel(shown: number, total: number): string {
  return `Показано ${shown} из ${total} ${NEWS_FORMS[plural().select(total)] ?? 'новостей'}`;
}
