import { z } from 'zod';
import { Password } from './account';
import { RecordVersion } from './admin';
import { EntityId, safeText } from './common';
import { StaffRole } from './staff';

/*
 * The back office's staff accounts (issue 29, admins only): who may sign in
 * to the board and the back office, with which role and shops. Passwords go
 * one way only, to the server's hasher: no answer ever carries one.
 */

/** A staff account's id (a random UUID), checked by format before any query. */
export const StaffAccountId = z.uuid('Некорректный идентификатор сотрудника');
export const AdminStaffParams = z.object({ id: StaffAccountId });

/** What a login may be (the server stores it lower-cased): easy to type on a tablet. */
export const NewStaffLogin = safeText({ trim: true }).regex(
  /^[\p{L}\p{N}._@-]{2,64}$/u,
  'Логин: от 2 до 64 букв, цифр и знаков «._@-»',
);

const StaffName = safeText({ trim: true }).min(1, 'Введите имя').max(100, 'Не длиннее 100 символов');

/** What an admin edits of an account; the login stays what it was made with. */
export const AdminStaffFields = z.object({
  name: StaffName,
  role: StaffRole,
  /** The shops a `staff` member or manager works on (at least one); none for an admin, who works at every shop. */
  shopIds: z.array(EntityId).max(100),
  /** A disabled account cannot sign in, and disabling it ends its sessions. */
  disabled: z.boolean(),
});
export type AdminStaffFields = z.infer<typeof AdminStaffFields>;

export const AdminStaffAccount = AdminStaffFields.extend({ id: StaffAccountId, login: z.string() });
export type AdminStaffAccount = z.infer<typeof AdminStaffAccount>;

export const AdminStaffAnswer = z.object({
  account: AdminStaffAccount,
  version: RecordVersion,
  /** Signed-in tablets and computers (live sessions) of the account now. */
  activeSessions: z.number().int().min(0),
});
export type AdminStaffAnswer = z.infer<typeof AdminStaffAnswer>;
export const AdminStaffListAnswer = z.object({ staff: z.array(AdminStaffAnswer) });
export type AdminStaffListAnswer = z.infer<typeof AdminStaffListAnswer>;

/** `POST /api/admin/staff`: a new account with its first password (the shop's password rules). */
export const AdminStaffDraft = AdminStaffFields.omit({ disabled: true }).extend({
  login: NewStaffLogin,
  password: Password,
});
export type AdminStaffDraft = z.infer<typeof AdminStaffDraft>;

/** `PUT /api/admin/staff/{id}`: the account's fields as edited and the version they were read at. */
export const AdminStaffBody = z.object({ account: AdminStaffFields, version: RecordVersion });
export type AdminStaffBody = z.infer<typeof AdminStaffBody>;
export const AdminStaffConflict = AdminStaffAnswer.extend({ message: z.string() });

/** `POST /api/admin/staff/{id}/password`: a new password set by an admin; every session of the account ends. */
export const AdminStaffPasswordBody = z.object({ password: Password });
export type AdminStaffPasswordBody = z.infer<typeof AdminStaffPasswordBody>;

/** The password reset's and the sign-out-everywhere's answer: what was done, and the account as it is now. */
export const AdminStaffActionAnswer = AdminStaffAnswer.extend({ message: z.string() });
export type AdminStaffActionAnswer = z.infer<typeof AdminStaffActionAnswer>;
