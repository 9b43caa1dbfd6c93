import type { EndpointId } from './endpoints';

/**
 * The calls every page of the shop makes as it starts (who is signed in, the alerts). Their schemas are in
 * `endpoint-schemas-startup.ts`, which the browser loads alone: a page's first calls build those few schemas, not
 * the whole contract's in one long task on a slow phone. Free of zod, so the app's first script can hold it.
 */
export const STARTUP_ENDPOINT_IDS = ['alerts', 'userLogged'] as const satisfies readonly EndpointId[];
export type StartupEndpointId = (typeof STARTUP_ENDPOINT_IDS)[number];

export function isStartupEndpoint(id: EndpointId): id is StartupEndpointId {
  return (STARTUP_ENDPOINT_IDS as readonly EndpointId[]).includes(id);
}
