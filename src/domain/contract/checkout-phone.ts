import type { z } from 'zod';
import { DELIVERY_PLACE_UNION, PaymentBodyFields, requireDeliveryPlace } from './checkout';
import { PhoneNumber } from './feedback';

/**
 * `POST /api/payment` (SPEC §7): the order a guest places. It takes a phone
 * number, so it lives apart from `checkout.ts` (see `feedback.ts`). A delivery
 * needs a zone and an address, a pickup a shop (`requireDeliveryPlace`).
 */
export const PaymentBody = PaymentBodyFields.extend({ phone: PhoneNumber })
  .superRefine(requireDeliveryPlace)
  .meta(DELIVERY_PLACE_UNION);
export type PaymentBody = z.infer<typeof PaymentBody>;
