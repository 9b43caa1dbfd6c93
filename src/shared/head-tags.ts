import type { useTags } from '@tanstack/react-router';
import { ROUTE_MODULE_META } from '../domain/contract/ssr';

/** One tag of the document's head as the router manages it (title, meta, link, script, style). */
export type HeadTag = ReturnType<typeof useTags>[number];

/** A title or meta tag in the form route `head()` functions return (`pageMeta`). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string };

function keyOf(descriptor: MetaDescriptor): string {
  if ('title' in descriptor) return 'title';
  return 'name' in descriptor ? `name:${descriptor.name}` : `property:${descriptor.property}`;
}

function tagKey(tag: HeadTag): string | null {
  if (tag.tag === 'title') return 'title';
  if (tag.tag !== 'meta') return null;
  const { name, property } = (tag.attrs ?? {}) as { name?: unknown; property?: unknown };
  if (typeof name === 'string') return `name:${name}`;
  return typeof property === 'string' ? `property:${property}` : null;
}

function toTag(descriptor: MetaDescriptor, nonce: string | undefined): HeadTag {
  if ('title' in descriptor) return { tag: 'title', children: descriptor.title };
  return { tag: 'meta', attrs: { ...descriptor, nonce } };
}

/**
 * The head's tags with `override` in place of the title and meta tags it names, where the first of them stood.
 * The router lets the deepest route's `head()` win, so a thing the root shows over every page (the product
 * modal of `?pirog=`) cannot name the document through `head()`; it does through this.
 */
export function overrideMeta(
  tags: readonly HeadTag[],
  override: readonly MetaDescriptor[],
  nonce: string | undefined,
): HeadTag[] {
  const replaced = new Set(override.map(keyOf));
  const result: HeadTag[] = [];
  let inserted = false;
  for (const tag of tags) {
    const key = tagKey(tag);
    if (key === null || !replaced.has(key)) {
      result.push(tag);
      continue;
    }
    if (!inserted) {
      result.push(...override.map((descriptor) => toTag(descriptor, nonce)));
      inserted = true;
    }
  }
  if (!inserted) result.unshift(...override.map((descriptor) => toTag(descriptor, nonce)));
  return result;
}

/**
 * The router's `modulepreload` links to the matched routes' modules as `<meta name="route-module">` tags, fetched
 * by the app's starter after the first paint (see `ROUTE_MODULE_META`); every other tag as it is. The same on the
 * server and in the browser, so hydration finds what the server sent.
 */
export function routeModulesAfterFirstPaint(tags: readonly HeadTag[]): HeadTag[] {
  return tags.map((tag) => {
    const { rel, href, nonce } = (tag.attrs ?? {}) as { rel?: unknown; href?: unknown; nonce?: string };
    if (tag.tag !== 'link' || rel !== 'modulepreload' || typeof href !== 'string') return tag;
    return { tag: 'meta', attrs: { name: ROUTE_MODULE_META, content: href, nonce } };
  });
}
