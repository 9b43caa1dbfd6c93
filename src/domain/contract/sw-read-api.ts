import { endpointList, findEndpoint } from './endpoints';

// Apart from sw-cache.ts: the page imports that for the cache names, and this needs the whole endpoint table.

/** The read-API endpoints whose answers the worker keeps stale-while-revalidate for offline browsing. */
export const readApiEndpoints = endpointList.filter((endpoint) => endpoint.offline?.kind === 'read');

/** Whether a same-origin GET of `pathname` is one of the read-API answers the worker keeps. */
export function isReadApiPath(pathname: string): boolean {
  return findEndpoint('GET', pathname, readApiEndpoints) !== null;
}
