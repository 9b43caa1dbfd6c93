import { proxy } from 'valtio/vanilla';
import { markChanged } from '../../shared/changed-at';
import type { Notifier } from '../toasts';

export interface RatingEntry {
  _id: string;
  stars: number;
  ratedAt: number;
  /** False until the server has stored it; unsent ratings go out when the network returns. */
  sent: boolean;
}

export interface RatingsState {
  ratings: RatingEntry[];
  changedAt: number;
}

export function createRatingsState(): RatingsState {
  return proxy<RatingsState>({ ratings: [], changedAt: 0 });
}

export function ratingOf(state: { readonly ratings: readonly RatingEntry[] }, productId: string): number | null {
  return state.ratings.find((entry) => entry._id === productId)?.stars ?? null;
}

export function createRatingsActions(state: RatingsState, notify: Notifier, clock: () => number = Date.now) {
  const touch = () => markChanged(state, clock());
  return {
    /** SPEC §4: the rating is recorded and thanked for; a later rating of the same product replaces it. */
    rate(productId: string, stars: number) {
      const value = Math.min(5, Math.max(1, Math.round(stars)));
      const index = state.ratings.findIndex((entry) => entry._id === productId);
      if (index !== -1) state.ratings.splice(index, 1);
      state.ratings.push({ _id: productId, stars: value, ratedAt: clock(), sent: false });
      touch();
      notify.success('Спасибо за Вашу оценку');
    },
    markSent(productId: string, ratedAt: number) {
      const entry = state.ratings.find((item) => item._id === productId && item.ratedAt === ratedAt);
      if (!entry || entry.sent) return;
      entry.sent = true;
      touch();
    },
  };
}

export type RatingsActions = ReturnType<typeof createRatingsActions>;
