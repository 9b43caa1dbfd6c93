/** A persisted store's record of when the shopper last changed it, in ms since the epoch. */
export interface ChangeStamped {
  changedAt: number;
}

/**
 * Stamps a change. Tabs and the storage sync adopt only changes newer than
 * their own, so each stamp is strictly later than the last one even when the
 * clock stands still (two changes in one millisecond) or steps back.
 */
export function markChanged(state: ChangeStamped, now: number = Date.now()): void {
  state.changedAt = nextChangeStamp(state.changedAt, now);
}

/** The stamp of a change after one stamped `last`: `now`, or just after `last` when the clock has not moved on. */
export function nextChangeStamp(last: number, now: number): number {
  return Math.max(now, last + 1);
}
