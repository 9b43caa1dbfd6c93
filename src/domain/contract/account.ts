import { z } from 'zod';
import { Bonuses, LoggedIn, PointsAmount, SavedCard, USER_ID_HEADER, UserId } from './account-session';
import { SavedAddress } from './address';
import { CartItem } from './cart';
import { OrderStage, OrderStatus } from './checkout';
import { Byn, IsoDateTime, OrderUid, safeText } from './common';

export {
  Bonuses,
  LOGGED_OUT,
  LoggedAnswer,
  LoggedIn,
  LoggedOut,
  PointsAmount,
  SavedCard,
  USER_ID_HEADER,
  UserId,
} from './account-session';

/*
 * Accounts (issue 14): who is signed in, their profile, bonus points, saved
 * cards and orders, as the `/priapi` calls and the realtime push carry them.
 * Bodies that take a phone number are in `account-phone.ts`, so the phone
 * parser loads only with the forms that need it.
 */

/** One of the shopper's orders as the profile lists it. */
export const UserOrderSummary = z.object({
  uid: z.string(),
  number: z.number().int().positive(),
  status: OrderStatus,
  stage: OrderStage.nullable(),
  createdAt: IsoDateTime,
  total: Byn,
  bonusUsed: PointsAmount,
  /** How many pieces in all. */
  count: z.number().int().nonnegative(),
});
export type UserOrderSummary = z.infer<typeof UserOrderSummary>;

export const BONUS_HISTORY_KINDS = ['welcome', 'earn', 'spend', 'expire', 'clawback'] as const;

/** A movement of points as the shopper reads it (holds and their release are not shown). */
export const BonusHistoryEntry = z.object({
  kind: z.enum(BONUS_HISTORY_KINDS),
  /** Signed: + credited, − spent, expired or clawed back. */
  points: z.number().int(),
  orderNumber: z.number().int().positive().nullable(),
  at: IsoDateTime,
});
export type BonusHistoryEntry = z.infer<typeof BonusHistoryEntry>;

/** SPEC §3 `userData` (includes `bonuses.value`): what `/priapi/user/data/{id}` answers and the realtime push carries. */
export const UserData = z.object({
  id: UserId,
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  /** In parts; an old single-line address comes as the note alone. */
  address: SavedAddress.nullable(),
  bonuses: Bonuses,
  creditCards: z.array(SavedCard),
  /** The latest orders, newest first. */
  orders: z.array(UserOrderSummary),
  /** The latest movements of points, newest first. */
  bonusHistory: z.array(BonusHistoryEntry),
});
export type UserData = z.infer<typeof UserData>;

/** The identity header pair of `GET /priapi/user/data/{id}` (SPEC §6). */
export const UserDataHeaders = z.object({
  authorization: safeText({ message: 'Нужна авторизация' })
    .max(1024, 'Нужна авторизация')
    .regex(/^Bearer \S+$/, 'Нужна авторизация'),
  [USER_ID_HEADER]: UserId,
});
export const UserDataParams = z.object({ id: UserId });
export const UserDataAnswer = z.object({ userData: UserData });
export type UserDataAnswer = z.infer<typeof UserDataAnswer>;

/** Passwords: long enough to resist guessing, short enough for the hash's input. */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
export const Password = safeText({ message: 'Введите пароль' })
  .min(PASSWORD_LIMITS.min, `Пароль должен быть не короче ${PASSWORD_LIMITS.min} символов`)
  .max(PASSWORD_LIMITS.max, `Пароль должен быть не длиннее ${PASSWORD_LIMITS.max} символов`);

/** The password given to sign in or to confirm a change: any non-empty string (the rules apply to new ones). */
export const GivenPassword = safeText({ message: 'Введите пароль' }).min(1, 'Введите пароль').max(PASSWORD_LIMITS.max);

/** `PUT /priapi/user/update/password` (SPEC §5: sent only when both fields are filled). */
export const UpdatePasswordBody = z.object({ currentPassword: GivenPassword, password: Password });

export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** `POST /priapi/user/update/bonuses {bonus}`: the points to use on the next payment, held until it ends. */
export const UpdateBonusesBody = z.object({ bonus: PointsAmount });
/** SPEC §7 «content fields»: the points now set aside for the payment and the balance after. */
export const BonusesAnswer = z.object({ bonusValue: PointsAmount, bonuses: Bonuses });
export type BonusesAnswer = z.infer<typeof BonusesAnswer>;

/** `POST /priapi/user/update/bonuses/close/payment`: release what a failed payment held (SPEC §4). */
export const ClosePaymentBody = z.object({ bonus: PointsAmount, orderId: OrderUid.optional() });

export const RemoveCardBody = z.object({ _id: z.uuid({ message: 'Такой карты нет' }) });

export const RepeatOrderBody = z.object({ orderId: OrderUid });
/** The order's lines still on sale, at today's prices; `unavailable` names those no longer sold. */
export const RepeatOrderAnswer = z.object({
  products: z.array(CartItem),
  unavailable: z.array(z.object({ _id: z.string(), title: z.string() })),
});
export type RepeatOrderAnswer = z.infer<typeof RepeatOrderAnswer>;

/** Signed-in answers of sign-up, sign-in and recovery: the same as the logged check, plus a message to toast. */
export const SignedInAnswer = LoggedIn.extend({ message: z.string() });
export type SignedInAnswer = z.infer<typeof SignedInAnswer>;
