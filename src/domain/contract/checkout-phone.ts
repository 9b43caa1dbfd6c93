import type { z } from 'zod';
import { PaymentBodyFields } from './checkout';
import { PhoneNumber } from './feedback';

/**
 * `POST /api/payment` (SPEC §7): the order a guest places. It takes a phone
 * number, so it lives apart from `checkout.ts` (see `feedback.ts`).
 */
export const PaymentBody = PaymentBodyFields.extend({ phone: PhoneNumber });
export type PaymentBody = z.infer<typeof PaymentBody>;
