import { describe, expect, it } from 'vitest';
import { type HeadTag, overrideMeta, routeModulesAfterFirstPaint } from './head-tags';

const page: HeadTag[] = [
  { tag: 'meta', attrs: { charSet: 'utf-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width' } },
  { tag: 'meta', attrs: { name: 'description', content: 'Пироги' } },
  { tag: 'meta', attrs: { property: 'og:title', content: 'Тёплый пирог' } },
  { tag: 'meta', attrs: { property: 'og:site_name', content: 'Тёплый пирог' } },
  { tag: 'title', children: 'Тёплый пирог' },
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
];

describe('overrideMeta', () => {
  it('puts the override in place of the tags it names and keeps the rest in order', () => {
    const result = overrideMeta(
      page,
      [
        { title: 'Пирог с мясом — Тёплый пирог' },
        { name: 'description', content: '34,65 руб.' },
        { property: 'og:title', content: 'Пирог с мясом' },
        { property: 'og:type', content: 'product' },
      ],
      'n0nce',
    );
    expect(result).toEqual([
      { tag: 'meta', attrs: { charSet: 'utf-8' } },
      { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width' } },
      { tag: 'title', children: 'Пирог с мясом — Тёплый пирог' },
      { tag: 'meta', attrs: { name: 'description', content: '34,65 руб.', nonce: 'n0nce' } },
      { tag: 'meta', attrs: { property: 'og:title', content: 'Пирог с мясом', nonce: 'n0nce' } },
      { tag: 'meta', attrs: { property: 'og:type', content: 'product', nonce: 'n0nce' } },
      { tag: 'meta', attrs: { property: 'og:site_name', content: 'Тёплый пирог' } },
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
    ]);
    expect(result.filter((tag) => tag.tag === 'title')).toHaveLength(1);
  });

  it('adds the override first when the page has none of its tags', () => {
    const result = overrideMeta([page[0] as HeadTag], [{ property: 'og:type', content: 'product' }], undefined);
    expect(result).toEqual([{ tag: 'meta', attrs: { property: 'og:type', content: 'product' } }, page[0]]);
  });
});

describe('routeModulesAfterFirstPaint', () => {
  it('names the routes’ modules in meta tags instead of preloading them, and leaves every other tag alone', () => {
    const tags: HeadTag[] = [
      { tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/routes-1.js', fetchPriority: 'low', nonce: 'n' } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/assets/entry.css' } },
      { tag: 'link', attrs: { rel: 'preload', as: 'image', href: '/brand/logo.svg' } },
      ...page,
    ];
    expect(routeModulesAfterFirstPaint(tags)).toEqual([
      { tag: 'meta', attrs: { name: 'route-module', content: '/assets/routes-1.js', nonce: 'n' } },
      ...tags.slice(1),
    ]);
  });
});
