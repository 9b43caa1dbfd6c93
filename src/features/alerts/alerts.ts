import type { Alert } from '../../domain/contract/content';

/** Whether the alert's window [dateTimeFrom, dateTimeTo] holds `now` (the server decides too; this is the client's clock). */
export function isAlertActive(alert: Alert, now: number): boolean {
  const from = Date.parse(alert.dateTimeFrom);
  const to = Date.parse(alert.dateTimeTo);
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  return from <= now && now <= to;
}

/**
 * The alerts meant for this device: everyone's, and those of `shopId`, the
 * shop this device is about (the shopper's chosen pickup shop, a kiosk's shop).
 */
export function alertsForShop(alerts: readonly Alert[], shopId: string | null): Alert[] {
  return alerts.filter((alert) => alert.shopId === null || alert.shopId === shopId);
}

/** The alerts active at `now`, the most recently started first. */
export function activeAlerts(alerts: readonly Alert[], now: number): Alert[] {
  return alerts
    .filter((alert) => isAlertActive(alert, now))
    .sort((a, b) => Date.parse(b.dateTimeFrom) - Date.parse(a.dateTimeFrom));
}

/**
 * Milliseconds from `now` until some alert starts or ends (so the modal opens
 * or closes on time), or null when nothing will change.
 */
export function msUntilNextChange(alerts: readonly Alert[], now: number): number | null {
  let next: number | null = null;
  for (const alert of alerts) {
    const from = Date.parse(alert.dateTimeFrom);
    // An alert stays active through its last millisecond: it ends just after dateTimeTo.
    const end = Date.parse(alert.dateTimeTo) + 1;
    for (const moment of [from, end]) {
      if (Number.isNaN(moment) || moment <= now) continue;
      if (next === null || moment < next) next = moment;
    }
  }
  return next === null ? null : next - now;
}
