import { z } from 'zod';
import { GivenPassword, Password, PointsAmount } from './account';
import { ProfileAddress } from './address';
import {
  BlankField,
  CHECKOUT_LIMITS,
  DELIVERY_PLACE_UNION,
  PaymentBodyFields,
  PersonName,
  requireDeliveryPlace,
} from './checkout';
import { safeText } from './common';
import { ContactField, PhoneNumber } from './feedback';

/*
 * Account bodies that take a phone number (see `feedback.ts` for why they
 * live apart). Phones arrive in any common Belarusian spelling and leave
 * decoding as E.164.
 */

/**
 * An account's e-mail, kept in lower case (one account per address, however it
 * is typed). A codec, not a one-way transform: the app encodes every body with
 * its schema before sending it (`api()`), and a transform cannot be encoded.
 */
const AccountEmail = z.codec(
  z.email({ message: 'Проверьте e-mail' }).max(CHECKOUT_LIMITS.email, 'E-mail слишком длинный'),
  z.string(),
  { decode: (value) => value.toLowerCase(), encode: (value) => value },
);
const OptionalEmail = AccountEmail.optional().or(BlankField);

/** `POST /api/auth/signup`. */
export const SignupBody = z.object({ name: PersonName, phone: PhoneNumber, email: OptionalEmail, password: Password });
export type SignupBody = z.infer<typeof SignupBody>;

/** `POST /api/auth/signin`: `login` is the phone (any spelling) or the e-mail. */
export const SigninBody = z.object({ login: ContactField, password: GivenPassword });
export type SigninBody = z.infer<typeof SigninBody>;

/** `POST /api/auth/recovery`: always answered alike, so it reveals nothing about who has an account. */
export const RecoveryBody = z.object({ login: ContactField });
export type RecoveryBody = z.infer<typeof RecoveryBody>;

export const RECOVERY_CODE_LENGTH = 6;
/** `POST /api/auth/recovery/confirm`: the code sent to the shopper and the new password. */
export const RecoveryConfirmBody = z.object({
  login: ContactField,
  code: safeText({ trim: true, message: 'Введите код' }).regex(
    new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`),
    `Код — ${RECOVERY_CODE_LENGTH} цифр`,
  ),
  password: Password,
});
export type RecoveryConfirmBody = z.infer<typeof RecoveryConfirmBody>;

/** `PUT /priapi/user/update/data` (SPEC §7 «form data»). */
export const UpdateDataBody = z.object({
  name: PersonName,
  phone: PhoneNumber,
  email: OptionalEmail,
  /** In parts, as the checkout takes it; absent or blank clears it. */
  address: ProfileAddress.optional(),
});
export type UpdateDataBody = z.infer<typeof UpdateDataBody>;

/**
 * `POST /priapi/user/payment`: the guest's order body plus the points to
 * spend, a saved card to charge (its `_id`) and whether to save the card paid with.
 */
export const UserPaymentBody = PaymentBodyFields.extend({
  phone: PhoneNumber,
  bonus: PointsAmount.default(0),
  card: z.uuid({ message: 'Такой карты нет' }).optional(),
  saveCard: z.boolean().default(false),
})
  .superRefine(requireDeliveryPlace)
  .meta(DELIVERY_PLACE_UNION);
export type UserPaymentBody = z.infer<typeof UserPaymentBody>;
