import { useEffect, useState } from 'react';
import { loadOnce } from '../../shared/load-once';

// Only an account shown offline carries the label, so its formatting (and the shop clock) is not in the first script.
const loadLabel = loadOnce(() => import('./updated-label'));

/**
 * «обновлено в 15:25» for an account last updated at `updatedAt`, or null when there is nothing to say (`null`
 * asked) or until the label's code has come; a load that fails (offline before the worker kept it) says nothing.
 */
export function useUpdatedLabel(updatedAt: number | null): string | null {
  const [label, setLabel] = useState<{ at: number; text: string } | null>(null);
  useEffect(() => {
    if (updatedAt === null) return;
    let cancelled = false;
    loadLabel().then(
      ({ updatedLabel }) => {
        if (!cancelled) setLabel({ at: updatedAt, text: updatedLabel(updatedAt) });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [updatedAt]);
  return updatedAt !== null && label?.at === updatedAt ? label.text : null;
}
