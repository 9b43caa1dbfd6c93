import type { AlertsAnswer } from '../../domain/contract/api';
import { endpoints } from '../../domain/contract/endpoints';
import { api, isApiError } from '../../platform/api-client';

/** The alerts the server considers active. */
export function fetchAlerts(): Promise<AlertsAnswer> {
  return api(endpoints.alerts);
}

/** A request that never reached the server (offline, connection dropped), as opposed to a server failure. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.isNetworkFailure;
}
