import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScrollLocked, lockScroll, unlockScroll } from './scroll-lock';

/** The little of the DOM the lock touches. */
function fakePage(scrollY: number, scrollbar = 15) {
  const attributes = new Map<string, string>();
  const body = {
    style: {} as Record<string, string>,
    getAttribute: (name: string) => (name === 'style' ? serialize() : null),
    setAttribute: (name: string, value: string) => {
      if (name === 'style') body.style = Object.fromEntries(value.split(';').filter(Boolean).map(parse));
    },
    removeAttribute: (name: string) => {
      if (name === 'style') body.style = {};
    },
  };
  const parse = (entry: string) => entry.split(':').map((part) => part.trim()) as [string, string];
  const serialize = () => {
    const entries = Object.entries(body.style);
    return entries.length === 0 ? null : entries.map(([key, value]) => `${key}: ${value}`).join('; ');
  };
  const documentElement = {
    clientWidth: 1000 - scrollbar,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const window = { scrollX: 0, scrollY, innerWidth: 1000, scrollTo: vi.fn() };
  vi.stubGlobal('document', { body, documentElement });
  vi.stubGlobal('window', window);
  return { body, attributes, window };
}

describe('scroll lock', () => {
  beforeEach(() => {
    while (isScrollLocked()) unlockScroll();
  });
  afterEach(() => {
    while (isScrollLocked()) unlockScroll();
    vi.unstubAllGlobals();
  });

  it('fixes the body at the current offset and puts the page back where it was', () => {
    const page = fakePage(640);
    page.body.style = { color: 'red' };
    lockScroll();
    expect(page.body.style.position).toBe('fixed');
    expect(page.body.style.top).toBe('-640px');
    expect(page.body.style.overflowY).toBe('scroll');
    expect(page.attributes.has('data-scroll-locked')).toBe(true);
    unlockScroll();
    expect(page.body.style).toEqual({ color: 'red' });
    expect(page.attributes.has('data-scroll-locked')).toBe(false);
    expect(page.window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
  });

  it('nests: only the last unlock restores the page', () => {
    const page = fakePage(100);
    lockScroll();
    lockScroll();
    unlockScroll();
    expect(isScrollLocked()).toBe(true);
    expect(page.body.style.position).toBe('fixed');
    expect(page.window.scrollTo).not.toHaveBeenCalled();
    unlockScroll();
    expect(isScrollLocked()).toBe(false);
    expect(page.body.style).toEqual({});
    expect(page.window.scrollTo).toHaveBeenCalledTimes(1);
    unlockScroll();
    expect(page.window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('adds no scrollbar gutter to a page that had none', () => {
    const page = fakePage(0, 0);
    lockScroll();
    expect(page.body.style.overflowY).toBeUndefined();
  });

  it('does nothing without a document (server rendering)', () => {
    expect(() => {
      lockScroll();
      unlockScroll();
    }).not.toThrow();
    expect(isScrollLocked()).toBe(false);
  });
});
