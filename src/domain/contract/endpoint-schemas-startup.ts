import { LoggedAnswer } from './account-session';
import { AlertsAnswer } from './content';
import { refusals } from './endpoint-answers';
import type { GroupEndpointId } from './endpoint-schema-groups';
import type { EndpointSchemas } from './endpoint-schemas-base';
import { StorageUpdateAnswer, StorageUpdateBody } from './storage';

/** The schemas of the calls every page makes as it starts (`endpoint-schema-groups.ts` says why they are apart). */
export const startupEndpointSchemas = {
  alerts: { summary: 'Alerts active now', answers: { 200: AlertsAnswer } },
  userLogged: {
    summary: 'Who is signed in (a guest gets `isLogged: false`), with a short-lived identity token',
    answers: { 200: LoggedAnswer },
  },
  storageUpdate: {
    summary: 'Reconcile a device cart and favorites with the catalogue',
    body: StorageUpdateBody,
    answers: { 200: StorageUpdateAnswer, ...refusals },
  },
} as const satisfies Record<GroupEndpointId<'startup'>, EndpointSchemas>;

/** The name every group's module gives its schemas, for the browser's loader (`platform/api-client.ts`). */
export { startupEndpointSchemas as groupSchemas };
