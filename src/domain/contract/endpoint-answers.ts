import { ErrorAnswer } from './common';

/*
 * Error statuses several endpoints answer with, each an `ErrorAnswer`: spread into an endpoint's `answers` beside
 * its success schemas. Apart from `endpoint-schemas-base.ts` so the small schema groups the browser loads first
 * (`endpoint-schema-groups.ts`) share them without loading the whole contract.
 */

export const refusals = { 400: ErrorAnswer } as const;
/** A `/priapi` call without a session (or with a revoked one) gets 401; a cross-site one 403. */
export const signedIn = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;
export const notFound = { 400: ErrorAnswer, 404: ErrorAnswer } as const;
/** A count per device (rating, like): 403 without the device cookie a page load gives, 429 over the per-address limit. */
export const perDevice = { 403: ErrorAnswer, 429: ErrorAnswer } as const;
