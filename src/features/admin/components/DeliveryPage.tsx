import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import type { AdminZoneAnswer } from '../../../domain/contract/admin-delivery';
import { formatMoney } from '../../../domain/money';
import { messageOf } from '../admin.api';
import { adminDeliveryApi } from '../admin-delivery.api';
import { EMPTY_ZONE } from '../delivery-form';
import { useAdminStaff } from './AdminShell';
import { DeliverySettingsForm } from './DeliverySettingsForm';
import { type SortableFeatures, SortableTable } from './SortableTable';
import { ZoneEditor } from './ZoneEditor';

const helper = createColumnHelper<SortableFeatures, AdminZoneAnswer>();

/** «Доставка»: the zones (a manager sees and changes only their shops' zones' window capacity) and the settings. */
export function DeliveryPage() {
  const staff = useAdminStaff();
  const admin = staff.role === 'admin';
  const [zones, setZones] = useState<AdminZoneAnswer[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminZoneAnswer | 'new' | null>(null);
  const shopTitle = useCallback(
    (id: string | null) =>
      id === null ? 'Первая по списку' : (staff.shops.find((shop) => shop._id === id)?.title ?? id),
    [staff.shops],
  );
  useEffect(() => {
    adminDeliveryApi.zones().then(
      (answer) => setZones(answer.zones),
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, []);

  const columns = helper.columns([
    helper.accessor((row) => row.zone.title, { id: 'title', header: 'Район', sortFn: 'alphanumeric' }),
    helper.accessor((row) => row.zone.minOrder, {
      id: 'minOrder',
      header: 'Мин. заказ',
      sortFn: 'basic',
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.accessor((row) => row.zone.fee, {
      id: 'fee',
      header: 'Доставка',
      sortFn: 'basic',
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.accessor((row) => row.zone.freeFrom, {
      id: 'freeFrom',
      header: 'Бесплатно от',
      sortFn: 'basic',
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.accessor((row) => row.zone.leadMinutes, { id: 'lead', header: 'Подготовка, мин', sortFn: 'basic' }),
    helper.accessor((row) => shopTitle(row.zone.shopId), { id: 'shop', header: 'Пекарня', sortFn: 'alphanumeric' }),
    helper.accessor((row) => row.zone.slotCapacity ?? 0, {
      id: 'capacity',
      header: 'Заказов в окне',
      sortFn: 'basic',
      cell: (info) => (info.row.original.zone.slotCapacity === null ? 'как в настройках' : info.getValue()),
    }),
    helper.accessor((row) => row.bookedMost, { id: 'booked', header: 'Занято (больше всего)', sortFn: 'basic' }),
  ]);

  const saved = (answer: AdminZoneAnswer) => {
    setEditing(null);
    setZones((old) => {
      const list = old ?? [];
      return list.some((row) => row.zone._id === answer.zone._id)
        ? list.map((row) => (row.zone._id === answer.zone._id ? answer : row))
        : [...list, answer];
    });
  };

  if (failure) return <p role="alert">{failure}</p>;
  return (
    <>
      <section className="admin-card">
        <h1>Доставка</h1>
        {!admin && <p>Вы меняете число заказов в одном окне для районов своих пекарен.</p>}
        {zones ? (
          <SortableTable
            caption="Районы доставки"
            columns={columns}
            rows={zones}
            rowId={(row) => row.zone._id}
            rowLabel={(row) => row.zone.title}
            onEdit={setEditing}
          />
        ) : (
          <p role="status">Загружаем районы…</p>
        )}
        {admin && editing === null && (
          <button type="button" className="button button--primary staff-button" onClick={() => setEditing('new')}>
            Добавить район
          </button>
        )}
      </section>
      {editing !== null && (
        <ZoneEditor
          key={editing === 'new' ? 'new' : editing.zone._id}
          initial={editing === 'new' ? { zone: EMPTY_ZONE, version: 0, bookedMost: 0 } : editing}
          isNew={editing === 'new'}
          admin={admin}
          shops={staff.shops}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {admin && <DeliverySettingsForm />}
    </>
  );
}
