import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../admin.api';

/**
 * A back-office list page's records: loaded on mount and again by `reload`
 * (after a save or delete), with the API's message when loading failed.
 * `load` must be stable (a module-level function or a memoised one).
 */
export function useAdminRecords<T>(load: () => Promise<T[]>): {
  records: T[] | null;
  failure: string | null;
  reload: () => void;
} {
  const [records, setRecords] = useState<T[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(() => {
    load().then(setRecords, (error: unknown) => setFailure(messageOf(error)));
  }, [load]);
  useEffect(reload, [reload]);
  return { records, failure, reload };
}
