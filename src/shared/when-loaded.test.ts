import { proxy } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { whenLoaded } from './persisted-store';

const settledSoon = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'resolved'), new Promise((resolve) => setTimeout(resolve, 20, 'pending'))]);

describe('whenLoaded', () => {
  it('resolves at once for a store already read', async () => {
    expect(await settledSoon(whenLoaded({ meta: proxy({ loaded: true }) }))).toBe('resolved');
  });

  it('waits until the stored copy is read, however long the caller has been gone', async () => {
    const meta = proxy({ loaded: false });
    const waiting = whenLoaded({ meta });
    expect(await settledSoon(waiting)).toBe('pending');
    meta.loaded = true;
    expect(await settledSoon(waiting)).toBe('resolved');
  });
});
