import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import { isRefusal } from '../../platform/api-client';
import { postRating } from './ratings.api';
import { useRatings } from './ratings.context';

/**
 * Sends ratings the server has not stored yet: right after rating, when the
 * network returns, and at start. Offline ratings are kept until then.
 */
export function RatingsOutbox() {
  const { state, actions, meta } = useRatings();
  useEffect(() => {
    const sending = new Set<string>();
    const flush = () => {
      if (!meta.loaded) return;
      for (const entry of state.ratings) {
        const key = `${entry._id}@${entry.ratedAt}`;
        if (entry.sent || sending.has(key)) continue;
        sending.add(key);
        postRating(entry._id, entry.stars)
          .then((answer) => actions.markSent(entry._id, entry.ratedAt, answer.rating))
          .catch((error: unknown) => {
            if (isRefusal(error)) {
              console.warn('[ratings] the server refused a rating; dropping it', error);
              actions.markSent(entry._id, entry.ratedAt);
            } else console.warn('[ratings] rating not sent yet; will retry when online', error);
          })
          .finally(() => sending.delete(key));
      }
    };
    const stopState = subscribe(state, flush);
    const stopMeta = subscribe(meta, flush);
    window.addEventListener('online', flush);
    flush();
    return () => {
      stopState();
      stopMeta();
      window.removeEventListener('online', flush);
    };
  }, [state, actions, meta]);
  return null;
}
