/*
 * The order page's address as the bank's page returns to it. Plain data, no
 * zod: the page's route reads it in the first page's bundle.
 */

/**
 * The query parameter the bank's `cancel_url` adds to the order page
 * (`/doneorder?uid=…&cancel=1`): the shopper gave the payment up there, and
 * the page asks `POST /api/payment/:uid/cancel` to end the checkout.
 */
export const CANCEL_RETURN_PARAM = 'cancel';

/** `status` values the bank may add on its way back that mean the shopper gave up (the server still asks it). */
export const CANCEL_STATUS_HINTS: ReadonlySet<string> = new Set(['canceled', 'cancelled']);
