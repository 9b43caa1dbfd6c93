import { PaymentAnswer, PaymentHeaders } from './checkout';
import { ErrorAnswer } from './common';
import type { EndpointSchemas } from './endpoint-schemas-base';
import {
  KioskConfig,
  KioskEnrolBody,
  KioskLeaveAnswer,
  KioskOrderBody,
  KioskPinBody,
  KioskUnlockAnswer,
} from './kiosk';

/** A kiosk call without a valid device cookie gets 401; a cross-site one 403. */
const enrolled = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;
/** A PIN check: 401 wrong PIN, 429 locked out (with `retry-after`). */
const pinChecked = { ...enrolled, 429: ErrorAnswer } as const;

/** The schemas of the kiosk endpoints (issue 15), part of `endpointSchemas`. */
export const kioskEndpointSchemas = {
  kioskEnrol: {
    summary: 'Enrol this tablet as the kiosk of a shop with the shop’s PIN (sets the device cookie)',
    body: KioskEnrolBody,
    answers: { 200: KioskConfig, ...pinChecked, 404: ErrorAnswer },
  },
  kioskMe: {
    summary: 'The enrolled kiosk’s shop and settings',
    answers: { 200: KioskConfig, 401: ErrorAnswer },
  },
  kioskUnlock: {
    summary: 'Check the shop’s PIN typed on the kiosk (opens the operator menu)',
    body: KioskPinBody,
    answers: { 200: KioskUnlockAnswer, ...pinChecked },
  },
  kioskLeave: {
    summary: 'Leave kiosk mode with the shop’s PIN: the device is revoked and its cookie cleared',
    body: KioskPinBody,
    answers: { 200: KioskLeaveAnswer, ...pinChecked },
  },
  kioskOrder: {
    summary: 'A pickup-now order at the kiosk’s shop (earliest slot), paid at the counter or by phone (card)',
    headers: PaymentHeaders,
    body: KioskOrderBody,
    // 409: no pickup slot is left now; 422: the Idempotency-Key came with another body;
    // 502: the bank did not open a checkout; 503: no card gateway is configured.
    answers: {
      200: PaymentAnswer,
      ...enrolled,
      409: ErrorAnswer,
      422: ErrorAnswer,
      502: ErrorAnswer,
      503: ErrorAnswer,
    },
  },
} as const satisfies Record<string, EndpointSchemas>;
