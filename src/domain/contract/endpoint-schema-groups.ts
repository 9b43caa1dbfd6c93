import type { EndpointId } from './endpoints';

/**
 * Endpoints whose schemas the browser loads in a small module of their own rather than with the whole contract
 * (`endpoint-schemas-base.ts`): the calls every page makes as it starts (who is signed in, the alerts, the
 * device's cart and favorites checked against the catalogue) and the order page's (its status, a cancel on the
 * bank's page). A page's first calls then build a few schemas, not the contract's hundreds in one long task on a
 * slow phone. Free of zod, so the app's first script can hold it.
 */
export const ENDPOINT_SCHEMA_GROUPS = {
  startup: ['alerts', 'userLogged', 'storageUpdate'],
  order: ['paymentStatus', 'paymentCancel'],
} as const satisfies Record<string, readonly EndpointId[]>;
export type EndpointSchemaGroup = keyof typeof ENDPOINT_SCHEMA_GROUPS;
export type GroupEndpointId<Group extends EndpointSchemaGroup> = (typeof ENDPOINT_SCHEMA_GROUPS)[Group][number];

/** The small module holding this endpoint's schemas, if it is in one. */
export function schemaGroupOf(id: EndpointId): EndpointSchemaGroup | undefined {
  for (const group in ENDPOINT_SCHEMA_GROUPS) {
    if ((ENDPOINT_SCHEMA_GROUPS[group as EndpointSchemaGroup] as readonly EndpointId[]).includes(id)) {
      return group as EndpointSchemaGroup;
    }
  }
  return undefined;
}
