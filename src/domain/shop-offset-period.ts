/**
 * A stretch of time over which the shop's zone keeps one UTC offset: from the
 * zone's last change before an instant to its next change after it (or the end
 * of the search, when none is known that far ahead). The server works it out
 * from the time-zone database and writes it on each page, so the browser can
 * name Minsk days and times without Intl (see shop-clock.ts).
 */
export interface OffsetPeriod {
  /** Epoch milliseconds, inclusive. */
  since: number;
  /** Epoch milliseconds, exclusive. */
  until: number;
  offsetMinutes: number;
}

const MINUTE_MS = 60_000;
/** Beyond any offset on Earth (±14 h); anything else in the attribute is not ours. */
const MAX_OFFSET_MINUTES = 16 * 60;

/** The period the server told this page, if any (the browser adopts it before it renders anything). */
let toldPeriod: OffsetPeriod | null = null;

export function adoptShopOffsetPeriod(period: OffsetPeriod | null): void {
  toldPeriod = period;
}

/** The told offset at `instant`, or undefined outside the told period (or with none told). */
export function toldShopOffset(instant: number): number | undefined {
  return toldPeriod !== null && instant >= toldPeriod.since && instant < toldPeriod.until
    ? toldPeriod.offsetMinutes
    : undefined;
}

/** As `<html data-shop-offset>` carries it: `since/until/offset`. */
export function encodeOffsetPeriod(period: OffsetPeriod): string {
  return `${period.since}/${period.until}/${period.offsetMinutes}`;
}

/** Reads back what `encodeOffsetPeriod` wrote; null for anything else (an old page, a hand-edited document). */
export function parseOffsetPeriod(text: string | undefined): OffsetPeriod | null {
  const match = /^(-?\d{1,15})\/(-?\d{1,15})\/(-?\d{1,4})$/.exec(text ?? '');
  if (!match) return null;
  const [since, until, offsetMinutes] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (since >= until || since % MINUTE_MS !== 0 || until % MINUTE_MS !== 0) return null;
  if (Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) return null;
  return { since, until, offsetMinutes };
}
