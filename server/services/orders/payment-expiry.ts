/*
 * How long an unpaid card order lasts, apart from the reconciler that enforces
 * it, so what tells the shopper (the profile's held points) reads it without
 * loading the reconciler.
 */

/** How long past its expiry an order waits for the gateway to say so before it expires anyway. */
export const EXPIRY_GRACE_MS = 2 * 60_000;
