import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { AdminStaffAnswer } from '../../../domain/contract/admin-staff';
import { messageOf } from '../admin.api';
import { adminDeliveryApi } from '../admin-delivery.api';
import { ROLE_LABELS } from '../staff-form';
import { useAdminStaff } from './AdminShell';
import { type SortableFeatures, SortableTable } from './SortableTable';
import { StaffEditor } from './StaffEditor';

const helper = createColumnHelper<SortableFeatures, AdminStaffAnswer>();

/** «Сотрудники» (admins): every account, its role, shops and signed-in devices; a row opens its editor. */
export function StaffPage() {
  const me = useAdminStaff();
  const [accounts, setAccounts] = useState<AdminStaffAnswer[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminStaffAnswer | 'new' | null>(null);
  useEffect(() => {
    adminDeliveryApi.staff().then(
      (answer) => setAccounts(answer.staff),
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, []);
  const shopTitle = (id: string) => me.shops.find((shop) => shop._id === id)?.title ?? id;

  const columns = helper.columns([
    helper.accessor((row) => row.account.login, { id: 'login', header: 'Логин', sortFn: 'alphanumeric' }),
    helper.accessor((row) => row.account.name, { id: 'name', header: 'Имя', sortFn: 'alphanumeric' }),
    helper.accessor((row) => ROLE_LABELS[row.account.role], { id: 'role', header: 'Роль', sortFn: 'alphanumeric' }),
    helper.accessor((row) => (row.account.role === 'admin' ? 'все' : row.account.shopIds.map(shopTitle).join(', ')), {
      id: 'shops',
      header: 'Пекарни',
      sortFn: 'alphanumeric',
    }),
    helper.accessor((row) => (row.account.disabled ? 'отключён' : 'работает'), {
      id: 'state',
      header: 'Доступ',
      sortFn: 'alphanumeric',
    }),
    helper.accessor((row) => row.activeSessions, { id: 'sessions', header: 'Входов', sortFn: 'basic' }),
  ]);

  const saved = (answer: AdminStaffAnswer) => {
    setEditing(answer);
    setAccounts((old) => {
      const list = old ?? [];
      return list.some((row) => row.account.id === answer.account.id)
        ? list.map((row) => (row.account.id === answer.account.id ? answer : row))
        : [...list, answer];
    });
  };

  if (failure) return <p role="alert">{failure}</p>;
  return (
    <>
      <section className="admin-card">
        <h1>Сотрудники</h1>
        {accounts ? (
          <SortableTable
            caption="Учётные записи сотрудников"
            columns={columns}
            rows={accounts}
            rowId={(row) => row.account.id}
            rowLabel={(row) => row.account.login}
            onEdit={setEditing}
          />
        ) : (
          <p role="status">Загружаем сотрудников…</p>
        )}
        {editing === null && (
          <button type="button" className="button button--primary staff-button" onClick={() => setEditing('new')}>
            Новый сотрудник
          </button>
        )}
      </section>
      {editing !== null && (
        <StaffEditor
          key={editing === 'new' ? 'new' : `${editing.account.id}-${editing.version}`}
          initial={editing === 'new' ? null : editing}
          shops={me.shops}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}
