import { describe, expect, it } from 'vitest';
import {
  BANNERS_PATH,
  defaultWarmUpPlan,
  FIRST_NEWS_PAGE_PATH,
  pickRendition,
  planKey,
  WARM_API_PATHS,
} from './warm-up';

describe('pickRendition (Chromium 156 srcset selection)', () => {
  const product = [320, 640, 960];
  it('takes the first candidate dense enough', () => {
    // A 300 px card at 1×: 320w is 1.07×, enough.
    expect(pickRendition(product, 300, 1)).toBe(320);
    expect(pickRendition(product, 330, 1)).toBe(640);
    // 300 px at 2×: 320w is 1.07×, 640w 2.13× → 640.
    expect(pickRendition(product, 300, 2)).toBe(640);
  });
  it('takes the denser neighbour even when the ratio is nearer the lighter one', () => {
    // As measured in Chromium 156: 560 px at 1.25×: 640w is 1.14×, 960w 1.71× → 960.
    expect(pickRendition(product, 560, 1.25)).toBe(960);
    // 206 px at 1.75× (Lighthouse's phone): 320w is 1.55×, 640w 3.1× → 640; with 480w (2.33×) → 480.
    expect(pickRendition(product, 206, 1.75)).toBe(640);
    expect(pickRendition([320, 480, 640, 960], 206, 1.75)).toBe(480);
  });
  it('falls back to the largest when none is dense enough', () => {
    expect(pickRendition(product, 1000, 3)).toBe(960);
  });
});

describe('defaultWarmUpPlan', () => {
  it('matches what the desktop layout requests at 1280 px, 1×', () => {
    expect(planKey(defaultWarmUpPlan(1280, 1))).toBe('320.avif,720.avif,160.avif,800.avif,1280.avif');
  });
  it('asks for larger renditions on a 3× phone', () => {
    const plan = defaultWarmUpPlan(390, 3);
    expect(plan.product.width).toBe(640);
    expect(plan.banner.width).toBe(1280);
    expect(plan.story.width).toBe(720);
    expect(plan.storyCover.width).toBe(320);
  });
});

describe('warm-up paths', () => {
  it('are concrete read-API paths taken from the contract', () => {
    expect(FIRST_NEWS_PAGE_PATH).toBe('/api/posts/-1/6');
    expect(WARM_API_PATHS).toEqual(['/api/promos', '/api/alerts', '/api/adresa/all', '/api/delivery/options']);
    expect(BANNERS_PATH).toBe('/api/subslider');
  });
});
