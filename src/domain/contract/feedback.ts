import { z } from 'zod';
import { isPhone, normalizePhone, PHONE_EXAMPLE } from '../phone';
import { EntityId, safeText } from './common';

/*
 * Fields and bodies that take a phone number. They parse it with libphonenumber,
 * so they live apart from the other schemas: the browser loads this module (and
 * the parser) only with the forms that need it, never with the first API call
 * of every page (see `src/platform/api-client.ts`).
 */

export const FEEDBACK_LIMITS = { name: 80, message: 2000, minMessage: 10 } as const;

/** Longer than any phone spelling or e-mail address (254), so nothing longer is parsed at all. */
const CONTACT_MAX = 254;

/**
 * The shape of a phone spelling for the API document: 9 to 12 digits (`291234567`,
 * `80291234567`, `375291234567`) with an optional `+` and separators. The server
 * checks the number itself with libphonenumber; this only tells a client what to send.
 */
const PHONE_SHAPE = String.raw`\s*\+?[\s().\-/]*(?:\d[\s().\-/]*){9,12}`;
const EMAIL_SHAPE = String.raw`\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*`;
const PHONE_META = {
  pattern: `^${PHONE_SHAPE}$`,
  description: `A Belarusian phone number (+375), any common spelling, e.g. ${PHONE_EXAMPLE}`,
};
const CONTACT_META = {
  pattern: `^(?:${PHONE_SHAPE}|${EMAIL_SHAPE})$`,
  description: `A Belarusian phone number (+375, any common spelling, e.g. ${PHONE_EXAMPLE}) or an e-mail address`,
};

/** What the feedback form and the server say about a contact that is neither a phone nor an e-mail. */
export const CONTACT_MESSAGE = `Укажите телефон в формате ${PHONE_EXAMPLE} или e-mail`;

/**
 * A Belarusian phone number (any common spelling: `80291234567`, `8 029 123-45-67`,
 * `291234567`, `+375 29 123-45-67`) or an e-mail address. Decoding turns a phone
 * into E.164 (`+375291234567`), so the server stores one spelling; encoding sends
 * what the code holds.
 */
export const ContactField = z
  .codec(
    safeText({ trim: true })
      .max(CONTACT_MAX, CONTACT_MESSAGE)
      .refine((value) => isPhone(value) || z.email().safeParse(value).success, { message: CONTACT_MESSAGE }),
    z.string(),
    { decode: (value) => normalizePhone(value) ?? value, encode: (value) => value },
  )
  .meta(CONTACT_META);

/** What is said about a phone field that is not a Belarusian phone number. */
export const PHONE_MESSAGE = `Укажите телефон в формате ${PHONE_EXAMPLE}`;

/**
 * A phone-only field (the checkout's and the account's phone): any common
 * spelling in, E.164 out, like the phone half of `ContactField`.
 */
export const PhoneNumber = z
  .codec(
    safeText({ trim: true }).max(CONTACT_MAX, PHONE_MESSAGE).refine(isPhone, { message: PHONE_MESSAGE }),
    z.string(),
    { decode: (value) => normalizePhone(value) ?? value, encode: (value) => value },
  )
  .meta(PHONE_META);

/** `POST /api/feedback` (SPEC §7): a message to the shop. */
export const FeedbackBody = z.object({
  name: safeText({ trim: true }).min(1, 'Укажите имя').max(FEEDBACK_LIMITS.name, 'Имя слишком длинное'),
  /** A Belarusian phone number (stored as E.164) or an e-mail address, to answer to. */
  contact: ContactField,
  message: safeText({ multiline: true, trim: true })
    .min(FEEDBACK_LIMITS.minMessage, 'Сообщение слишком короткое')
    .max(FEEDBACK_LIMITS.message, 'Сообщение слишком длинное'),
  shopId: EntityId.optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

export const FeedbackAnswer = z.object({ message: z.string() });
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;
