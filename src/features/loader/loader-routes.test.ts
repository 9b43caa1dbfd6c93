import { describe, expect, it } from 'vitest';
import { loaderShownOn } from './loader-routes';

describe('loaderShownOn', () => {
  it.each([
    ['/', true],
    ['/news', true],
    ['/cart', false],
    ['/cart/', false],
    ['/doneorder', false],
    ['/cartography', true],
  ])('%s → %s', (path, shown) => {
    expect(loaderShownOn(path)).toBe(shown);
  });
});
