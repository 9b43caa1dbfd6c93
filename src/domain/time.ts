/**
 * Shop time. The shops, their opening hours, delivery slots and promotion
 * windows live in Minsk whatever the device's or the server's own zone is.
 */
export const SHOP_TIME_ZONE = 'Europe/Minsk';

/** Where "now" comes from: the request's clock on the server, injectable in tests. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
