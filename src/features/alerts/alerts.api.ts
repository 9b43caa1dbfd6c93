import type { AlertsAnswer } from '../../domain/contract/api';
import { contentEndpoints } from '../../domain/contract/endpoints-read';
import { api } from '../../platform/api-client';

/** The alerts the server considers active. */
export function fetchAlerts(): Promise<AlertsAnswer> {
  return api(contentEndpoints.alerts);
}
