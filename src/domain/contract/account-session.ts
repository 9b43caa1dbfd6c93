import { z } from 'zod';
import { SavedAddress } from './address';
import { IsoDateTime } from './common';

/*
 * Who is signed in (issue 14): the answer of the logged check every page asks
 * for when it starts, and the parts of it the account's other answers share.
 * Kept apart from `account.ts` so that first call builds these schemas alone,
 * not the profile's orders and their stages.
 */

/** A user's id: a random UUID (the `/user/{id}` route, the identity token, the realtime room). */
export const UserId = z.uuid({ message: 'Некорректный идентификатор пользователя' });

/** The header that names the user beside the identity token (`/priapi/user/data/{id}`, SPEC §6). */
export const USER_ID_HEADER = 'x-user-id';

/** Whole points; 100 points = 1 руб. */
export const PointsAmount = z.number().int('Баллы — целое число').min(0, 'Баллов не может быть меньше нуля');

/** SPEC §3 `bonuses.value`: what can be spent now; `held`: what unfinished payments hold. */
export const Bonuses = z.object({
  value: PointsAmount,
  held: PointsAmount,
  /** The next points to expire, oldest first; null when none will. */
  nextExpiry: z.object({ points: PointsAmount, at: IsoDateTime }).nullable(),
  /**
   * When the `held` points go back to `value` by themselves at the latest if
   * no payment takes them (issue 27); null when none are held. Absent from an
   * older server's answer.
   */
  heldUntil: IsoDateTime.nullable().optional(),
});
export type Bonuses = z.infer<typeof Bonuses>;

/** A card the gateway tokenized: never its number, only what lets the shopper recognize it. */
export const SavedCard = z.object({
  _id: z.uuid(),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string(),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
});
export type SavedCard = z.infer<typeof SavedCard>;

/**
 * `GET /priapi/user/logged` (SPEC §4 «Login state», §7). A guest gets
 * `isLogged: false` with 200, so a guest's page logs no failed request. `token`
 * is short-lived and bound to `id`: the identity header pair of
 * `/priapi/user/data/{id}` and the realtime handshake carry it.
 */
export const LoggedIn = z.object({
  isLogged: z.literal(true),
  id: UserId,
  bonuses: Bonuses,
  creditCards: z.array(SavedCard),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** In parts; an old single-line address comes as the note alone. */
  address: SavedAddress.nullable(),
  token: z.string(),
  /** When `token` stops being accepted; the app asks `logged` again before then. */
  tokenExpiresAt: IsoDateTime,
  /** Where the realtime connection goes (SPEC §7: the shop's own server, `REALTIME_PORT`, 6002 by default). */
  realtimeUrl: z.url(),
});
export type LoggedIn = z.infer<typeof LoggedIn>;

export const LoggedOut = z.object({
  isLogged: z.literal(false),
  id: z.null(),
  bonuses: z.null(),
  creditCards: z.array(SavedCard).length(0),
  name: z.null(),
  phone: z.null(),
  email: z.null(),
  address: z.null(),
  token: z.null(),
});
export type LoggedOut = z.infer<typeof LoggedOut>;

/** The guest's answer of the logged check (SPEC §4: isLogged false, id and bonuses null, no cards). */
export const LOGGED_OUT: LoggedOut = {
  isLogged: false,
  id: null,
  bonuses: null,
  creditCards: [],
  name: null,
  phone: null,
  email: null,
  address: null,
  token: null,
};

export const LoggedAnswer = z.discriminatedUnion('isLogged', [LoggedIn, LoggedOut]);
export type LoggedAnswer = z.infer<typeof LoggedAnswer>;
