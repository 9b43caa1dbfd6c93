import { describe, expect, it } from 'vitest';
import type { Alert } from '../../domain/contract/content';
import { activeAlerts, alertsForShop, isAlertActive, msUntilNextChange } from './alerts';

const now = Date.parse('2026-11-10T12:00:00+03:00');
const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function alert(_id: string, fromOffset: number, toOffset: number, shopId: string | null = null): Alert {
  return {
    shopId,
    _id,
    title: `Объявление ${_id}`,
    text: 'Текст',
    link: null,
    dateTimeFrom: iso(now + fromOffset),
    dateTimeTo: iso(now + toOffset),
  };
}

describe('alertsForShop', () => {
  it('keeps everyone’s alerts and only the chosen shop’s own ones', () => {
    const alerts = [
      alert('all', -HOUR, HOUR),
      alert('nemiga', -HOUR, HOUR, 'nemiga'),
      alert('other', -HOUR, HOUR, 'x'),
    ];
    expect(alertsForShop(alerts, 'nemiga').map((item) => item._id)).toEqual(['all', 'nemiga']);
    expect(alertsForShop(alerts, null).map((item) => item._id)).toEqual(['all']);
  });
});

describe('activeAlerts', () => {
  it('keeps only the alerts whose window holds now', () => {
    const alerts = [
      alert('past', -48 * HOUR, -HOUR),
      alert('current', -HOUR, HOUR),
      alert('future', HOUR, 2 * HOUR),
      alert('newer', -1000, HOUR),
    ];
    expect(activeAlerts(alerts, now).map((item) => item._id)).toEqual(['newer', 'current']);
  });

  it('includes both edges of the window', () => {
    expect(isAlertActive(alert('starts', 0, HOUR), now)).toBe(true);
    expect(isAlertActive(alert('ends', -HOUR, 0), now)).toBe(true);
    expect(isAlertActive(alert('ended', -HOUR, -1), now)).toBe(false);
  });

  it('ignores alerts with unreadable dates', () => {
    expect(activeAlerts([{ ...alert('broken', -HOUR, HOUR), dateTimeTo: 'soon' }], now)).toEqual([]);
  });

  it('is empty for no alerts', () => {
    expect(activeAlerts([], now)).toEqual([]);
  });
});

describe('msUntilNextChange', () => {
  it('finds the nearest start or end', () => {
    expect(msUntilNextChange([alert('current', -HOUR, 3 * HOUR), alert('future', 2 * HOUR, 5 * HOUR)], now)).toBe(
      2 * HOUR,
    );
    expect(msUntilNextChange([alert('current', -HOUR, HOUR)], now)).toBe(HOUR + 1);
  });

  it('is null when nothing is ahead', () => {
    expect(msUntilNextChange([alert('past', -2 * HOUR, -HOUR)], now)).toBeNull();
    expect(msUntilNextChange([], now)).toBeNull();
  });
});
