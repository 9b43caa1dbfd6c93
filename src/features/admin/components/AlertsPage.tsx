import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAlertAnswer } from '../../../domain/contract/admin';
import { Field } from '../../../shared/Field';
import { formatDate } from '../../../shared/format';
import { AlertPreview } from '../../alerts';
import { confirmToast, notify } from '../../toasts';
import { conflictAnswer, messageOf } from '../admin.api';
import { adminContentApi } from '../admin-content.api';
import { AlertFormValues, alertFormValues, alertFromForm, LIVE_ALERT_WARNING } from '../content-form';
import { useAdminStaff } from './AdminShell';
import { ConflictBanner } from './ConflictNote';
import { confirmAndDelete, RecordFormActions } from './RecordFormActions';
import { RecordList } from './RecordList';
import { useAdminRecords } from './useAdminRecords';

const HOUR = 3600_000;
const blankAlert = (shopId: string | null) => ({
  title: '',
  text: '',
  link: null,
  dateTimeFrom: new Date(Date.now() + HOUR).toISOString(),
  dateTimeTo: new Date(Date.now() + 2 * HOUR).toISOString(),
  shopId,
});

const isLive = (alert: { dateTimeFrom: string; dateTimeTo: string }, now: number) =>
  Date.parse(alert.dateTimeFrom) <= now && now <= Date.parse(alert.dateTimeTo);

const loadAlerts = () => adminContentApi.alerts().then((answer) => answer.alerts);

/** «Оповещения»: the non-closable modal, for everyone (admins) or one shop (its managers too). */
export function AlertsPage() {
  const staff = useAdminStaff();
  const [open, setOpen] = useState<AdminAlertAnswer | 'new' | null>(null);
  const { records: alerts, failure, reload } = useAdminRecords(loadAlerts);
  if (failure) return <p role="alert">{failure}</p>;
  if (!alerts) return <p role="status">Загружаем оповещения…</p>;
  const shopTitle = (shopId: string | null) =>
    shopId === null ? 'Все пекарни' : (staff.shops.find((shop) => shop._id === shopId)?.title ?? shopId);
  return (
    <section className="admin-card">
      <h1>Оповещения</h1>
      <button type="button" className="button button--primary staff-button" onClick={() => setOpen('new')}>
        Новое оповещение
      </button>
      <RecordList
        caption="Оповещения"
        records={alerts}
        idOf={(entry) => entry.alert._id}
        onOpen={setOpen}
        columns={[
          { id: 'title', header: 'Заголовок', text: (entry) => entry.alert.title },
          { id: 'shop', header: 'Где', text: (entry) => shopTitle(entry.alert.shopId) },
          { id: 'from', header: 'С', text: (entry) => formatDate(entry.alert.dateTimeFrom) },
          { id: 'to', header: 'По', text: (entry) => formatDate(entry.alert.dateTimeTo) },
        ]}
      />
      {open && (
        <AlertForm
          key={open === 'new' ? 'new' : `${open.alert._id}-${open.version}`}
          initial={open === 'new' ? null : open}
          mayPostGlobal={staff.role === 'admin'}
          shops={staff.shops}
          onDone={(saved) => {
            setOpen(saved);
            reload();
          }}
        />
      )}
    </section>
  );
}

function AlertForm({
  initial,
  mayPostGlobal,
  shops,
  onDone,
}: {
  initial: AdminAlertAnswer | null;
  mayPostGlobal: boolean;
  shops: readonly { _id: string; title: string }[];
  onDone: (saved: AdminAlertAnswer | null) => void;
}) {
  const [version, setVersion] = useState(initial?.version ?? 0);
  const [theirs, setTheirs] = useState<{ values: AlertFormValues; version: number } | null>(null);
  const form = useForm<AlertFormValues>({
    resolver: zodResolver(AlertFormValues),
    defaultValues: alertFormValues(initial?.alert ?? blankAlert(mayPostGlobal ? null : (shops[0]?._id ?? null))),
  });
  const { register, handleSubmit, formState, reset, watch } = form;
  const errors = formState.errors;
  const id = initial?.alert._id ?? null;

  const save = handleSubmit(async (values) => {
    const alert = alertFromForm(values);
    if (isLive(alert, Date.now()) && !(await confirmToast(`${LIVE_ALERT_WARNING}. Сохранить?`))) return;
    try {
      const answer = id
        ? await adminContentApi.saveAlert(id, { alert: { ...alert, _id: id }, version })
        : await adminContentApi.createAlert(alert);
      notify.success('Оповещение сохранено');
      onDone(answer);
    } catch (error) {
      const now = conflictAnswer<AdminAlertAnswer>(error);
      if (now && 'alert' in now) setTheirs({ values: alertFormValues(now.alert), version: now.version });
      else notify.error(messageOf(error));
    }
  });
  const remove = async () => {
    if (!id) return;
    await confirmAndDelete({
      question: 'Удалить оповещение?',
      remove: () => adminContentApi.deleteAlert(id, version),
      done: 'Оповещение удалено',
      onDeleted: () => onDone(null),
    });
  };

  const input = (field: 'title' | 'linkLabel' | 'linkHref' | 'dateTimeFrom' | 'dateTimeTo', label: string) => (
    <Field id={`alert-${field}`} label={label} error={errors[field]?.message}>
      {(props) => (
        <input
          {...props}
          {...register(field)}
          type={field.startsWith('dateTime') ? 'datetime-local' : 'text'}
          className="form-field__input staff-input"
        />
      )}
    </Field>
  );
  const values = watch();
  const preview = alertFromForm(values);

  return (
    <div className="admin-row admin-content">
      <form className="admin-form" onSubmit={save} noValidate aria-label="Оповещение">
        <h2>{id ? 'Оповещение' : 'Новое оповещение'}</h2>
        {theirs && (
          <ConflictBanner
            onTakeTheirs={() => {
              reset(theirs.values);
              setVersion(theirs.version);
              setTheirs(null);
            }}
            onKeepMine={() => {
              setVersion(theirs.version);
              setTheirs(null);
            }}
          />
        )}
        {input('title', 'Заголовок')}
        <Field id="alert-text" label="Текст" error={errors.text?.message}>
          {(props) => <textarea {...props} {...register('text')} rows={4} className="form-field__input" />}
        </Field>
        {input('linkLabel', 'Текст кнопки (можно оставить пустым)')}
        {input('linkHref', 'Куда ведёт кнопка (страница сайта, например /adresa)')}
        <div className="admin-row">
          {input('dateTimeFrom', 'Показывать с')}
          {input('dateTimeTo', 'Показывать до')}
        </div>
        <Field
          id="alert-shop"
          label="Кому показывать"
          hint="Оповещение одной пекарни видят покупатели, выбравшие её для самовывоза"
          error={errors.shopId?.message}
        >
          {(props) => (
            <select {...props} {...register('shopId')} className="form-field__input staff-input">
              {mayPostGlobal && <option value="">Всем покупателям</option>}
              {shops.map((shop) => (
                <option key={shop._id} value={shop._id}>
                  {shop.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <RecordFormActions submitting={formState.isSubmitting} onDelete={id ? () => void remove() : null} />
      </form>
      <section className="admin-preview" aria-label="Как увидит покупатель">
        <h2>Как увидит покупатель</h2>
        <AlertPreview
          alert={{
            ...preview,
            _id: id ?? 'preview',
            title: preview.title || 'Заголовок',
            text: preview.text || 'Текст оповещения',
          }}
        />
      </section>
    </div>
  );
}
