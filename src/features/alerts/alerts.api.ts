import type { AlertsAnswer } from '../../domain/contract/api';
import { endpoints } from '../../domain/contract/endpoints';
import { api } from '../../platform/api-client';

/** The alerts the server considers active. */
export function fetchAlerts(): Promise<AlertsAnswer> {
  return api(endpoints.alerts);
}
