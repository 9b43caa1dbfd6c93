import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createHealingStore } from './idb-store';

function createEmptyDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('createHealingStore', () => {
  it('creates the database and its store on first use', async () => {
    const store = createHealingStore(`fresh-${Math.random()}`, 'state');
    await set('cart', { lines: 1 }, store);
    expect(await get('cart', store)).toEqual({ lines: 1 });
  });

  it('adds the store to a database someone else created without it, keeping storage usable', async () => {
    const name = `foreign-${Math.random()}`;
    await createEmptyDatabase(name);
    const store = createHealingStore(name, 'state');
    await set('cart', { lines: 2 }, store);
    expect(await get('cart', store)).toEqual({ lines: 2 });
    // A second page of the app reads what the first wrote.
    expect(await get('cart', createHealingStore(name, 'state'))).toEqual({ lines: 2 });
  });
});
