import { promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * idb-keyval's `createStore`, except that a database found without its object
 * store (made by an older build, by another script of the origin, or by a
 * devtools session that opened it first) is upgraded to have one. idb-keyval
 * only creates the store when it creates the database, so such a device would
 * otherwise keep its state in memory for good: every reload would lose it.
 */
export function createHealingStore(databaseName: string, storeName: string): UseStore {
  let database: Promise<IDBDatabase> | undefined;
  const open = (version?: number): Promise<IDBDatabase> => {
    const request = indexedDB.open(databaseName, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
    };
    return promisifyRequest(request).then((opened) => {
      if (opened.objectStoreNames.contains(storeName)) return opened;
      const next = opened.version + 1;
      opened.close();
      return open(next);
    });
  };
  const connect = () => {
    if (database) return database;
    const opening = open();
    database = opening;
    opening.then(
      (opened) => {
        // Closed by the browser (storage cleared, a newer version opened elsewhere): open again next time.
        const forget = () => {
          if (database === opening) database = undefined;
        };
        opened.onclose = forget;
        opened.onversionchange = () => {
          opened.close();
          forget();
        };
      },
      () => {
        if (database === opening) database = undefined;
      },
    );
    return opening;
  };
  return (mode, callback) =>
    connect().then((opened) => callback(opened.transaction(storeName, mode).objectStore(storeName)));
}
