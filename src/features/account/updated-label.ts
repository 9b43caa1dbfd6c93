import { formatRecentTime, formatTime, shopDay } from '../../shared/format';

/** From when the account shown offline is (issue 27): «обновлено в 15:25», «обновлено вчера, 15:25». */
export function updatedLabel(at: number, now: number = Date.now()): string {
  return shopDay(at) === shopDay(now) ? `обновлено в ${formatTime(at)}` : `обновлено ${formatRecentTime(at, now)}`;
}
