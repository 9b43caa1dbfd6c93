import { FetchError, ofetch } from 'ofetch';
import type { AlertsAnswer } from '../../domain/contract/api';

/** `GET /api/alerts`: the alerts the server considers active. */
export function fetchAlerts(): Promise<AlertsAnswer> {
  return ofetch<AlertsAnswer>('/api/alerts', { retry: 1, timeout: 15_000 });
}

/** A request that never reached the server (offline, connection dropped), as opposed to a server failure. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof FetchError && error.status === undefined;
}
