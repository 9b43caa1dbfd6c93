import { z } from 'zod';
import type { AdminStaffAccount, AdminStaffFields } from '../../domain/contract/admin-staff';
import { AdminStaffDraft } from '../../domain/contract/admin-staff';

/** The staff editor's values: the contract's fields, the login and first password only when the account is new. */
export const StaffFormValues = AdminStaffDraft.extend({ disabled: z.boolean() });
export type StaffFormValues = z.infer<typeof StaffFormValues>;

/** An existing account's form: the login is shown, not edited, and no password travels with a save. */
export const EditStaffFormValues = StaffFormValues.extend({ login: z.string(), password: z.string() });

export const EMPTY_STAFF: StaffFormValues = {
  login: '',
  name: '',
  role: 'staff',
  shopIds: [],
  password: '',
  disabled: false,
};

export function toStaffForm(account: AdminStaffAccount): StaffFormValues {
  return { ...account, password: '' };
}

export function fromStaffForm(values: StaffFormValues): AdminStaffFields {
  // An admin works at every shop: the shops ticked before the role changed are dropped, not refused.
  const shopIds = values.role === 'admin' ? [] : values.shopIds;
  return { name: values.name, role: values.role, shopIds, disabled: values.disabled };
}

export const ROLE_LABELS = { staff: 'Сотрудник', manager: 'Управляющий', admin: 'Администратор' } as const;

/** The account's fields in words (the form's labels, the journal's). */
export const STAFF_FIELD_LABELS = {
  login: 'Логин',
  name: 'Имя',
  role: 'Роль',
  shopIds: 'Пекарни',
  disabled: 'Отключён',
  password: 'Пароль',
  activeSessions: 'Входов',
} as const;
