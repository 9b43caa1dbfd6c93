import { shopOffsetByIntl } from './shop-clock';
import type { OffsetPeriod } from './shop-offset-period';

/*
 * Where the period a page is told comes from (the server's side of shop-offset-period.ts): the time-zone
 * database, searched through Intl. Kept apart so the browser's first script carries only the reading of it.
 */

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;
/** How far either way a change is looked for: the page keeps its period for minutes, the server for its life. */
const SEARCH_SPAN_MS = 20 * 365 * 24 * 60 * MINUTE_MS;

/**
 * The period around `instant` for a zone whose offset at an instant is `offsetAt`. Changes fall on whole minutes;
 * the search walks a week at a time and then halves the week down to the minute (two changes less than a week
 * apart would hide between steps; Minsk's rules have none).
 */
export function offsetPeriodAround(
  instant: number,
  offsetAt: (instant: number) => number,
  spanMs: number = SEARCH_SPAN_MS,
): OffsetPeriod {
  const here = Math.floor(instant / MINUTE_MS);
  const offsetMinutes = offsetAt(here * MINUTE_MS);
  const sameAt = (minute: number) => offsetAt(minute * MINUTE_MS) === offsetMinutes;
  const stepMinutes = WEEK_MS / MINUTE_MS;
  const spanMinutes = Math.floor(spanMs / MINUTE_MS);

  /** The first minute from `inside` towards `direction` whose offset differs, or null within the span. */
  const firstDifferent = (direction: 1 | -1): number | null => {
    let inside = here;
    for (let walked = 0; walked < spanMinutes; walked += stepMinutes) {
      const next = inside + direction * stepMinutes;
      if (!sameAt(next)) {
        let [same, different] = [inside, next];
        while (Math.abs(different - same) > 1) {
          const middle = Math.floor((same + different) / 2);
          if (sameAt(middle)) same = middle;
          else different = middle;
        }
        return different;
      }
      inside = next;
    }
    return null;
  };

  const before = firstDifferent(-1);
  const after = firstDifferent(1);
  return {
    since: (before === null ? here - spanMinutes : before + 1) * MINUTE_MS,
    until: (after === null ? here + spanMinutes : after) * MINUTE_MS,
    offsetMinutes,
  };
}

let lastPeriod: OffsetPeriod | null = null;

/** The shop zone's period around `now` by the time-zone database (the server's; worked out again once left). */
export function shopOffsetPeriodAt(now: Date): OffsetPeriod {
  const instant = now.getTime();
  if (lastPeriod === null || instant < lastPeriod.since || instant >= lastPeriod.until) {
    lastPeriod = offsetPeriodAround(instant, shopOffsetByIntl);
  }
  return lastPeriod;
}
