import { proxy } from 'valtio/vanilla';
import type { RatingSummary } from '../../domain/contract/catalog';
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
  /**
   * The server's summary (average and count) from its answer to this device's
   * latest rating of each product. Newer than the page's loader data, which was
   * read before the rating; not kept on the device (the catalogue has it next time).
   */
  summaries: Record<string, RatingSummary>;
}

export function createRatingsState(): RatingsState {
  return proxy<RatingsState>({ ratings: [], changedAt: 0, summaries: {} });
}

/** What the product's rating summary is now: the server's answer to this device's rating, else the page's data. */
export function summaryOf(
  state: { readonly summaries: Readonly<Record<string, RatingSummary>> },
  productId: string,
  fromPage: RatingSummary,
): RatingSummary {
  return state.summaries[productId] ?? fromPage;
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
    /** The server stored the rating; `summary` is the product's summary it answered with, counting it. */
    markSent(productId: string, ratedAt: number, summary?: RatingSummary) {
      if (summary) state.summaries[productId] = summary;
      const entry = state.ratings.find((item) => item._id === productId && item.ratedAt === ratedAt);
      if (!entry || entry.sent) return;
      entry.sent = true;
      touch();
    },
  };
}

export type RatingsActions = ReturnType<typeof createRatingsActions>;
