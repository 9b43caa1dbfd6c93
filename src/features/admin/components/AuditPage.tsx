import { useEffect, useState } from 'react';
import { ADMIN_ENTITIES, type AdminAuditAnswer } from '../../../domain/contract/admin';
import { formatDate, formatTime } from '../../../shared/format';
import { adminApi, messageOf } from '../admin.api';
import { changeLines, ENTITY_LABELS } from '../audit-words';

type Entry = AdminAuditAnswer['entries'][number];
type Entity = (typeof ADMIN_ENTITIES)[number];

/** «Журнал»: who changed what and when, newest first, by section and by person. */
export function AuditPage() {
  const [entity, setEntity] = useState<Entity | ''>('');
  const [staff, setStaff] = useState('');
  const [entries, setEntries] = useState<Entry[] | null>(null);
  // People seen in the journal so far: the person filter offers them.
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setEntries(null);
    // Only the answer for the filters now picked may show.
    let current = true;
    adminApi.audit({ ...(entity ? { entity } : {}), ...(staff ? { staff } : {}) }).then(
      (answer) => {
        if (!current) return;
        setEntries(answer.entries);
        setPeople((known) => {
          const next = new Map(known);
          for (const entry of answer.entries) next.set(entry.staff.id, entry.staff.name);
          return next;
        });
      },
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [entity, staff]);

  return (
    <section className="admin-card">
      <h1>Журнал</h1>
      <div className="admin-row">
        <div className="form-field">
          <label htmlFor="audit-entity" className="form-field__label">
            Раздел
          </label>
          <select
            id="audit-entity"
            className="form-field__input staff-input"
            value={entity}
            onChange={(event) => setEntity(event.target.value as Entity | '')}
          >
            <option value="">Все</option>
            {ADMIN_ENTITIES.map((name) => (
              <option key={name} value={name}>
                {ENTITY_LABELS[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-staff" className="form-field__label">
            Сотрудник
          </label>
          <select
            id="audit-staff"
            className="form-field__input staff-input"
            value={staff}
            onChange={(event) => setStaff(event.target.value)}
          >
            <option value="">Все</option>
            {[...people].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {!entries ? (
        <p role="status">Загружаем…</p>
      ) : entries.length === 0 ? (
        <p>Изменений нет.</p>
      ) : (
        <ol className="admin-audit">
          {entries.map((entry) => (
            // Two changes of one record may share a millisecond: what they changed to keeps the keys apart.
            <li
              key={`${entry.at}-${entry.entity}-${entry.entityId}-${JSON.stringify(entry.after)}`}
              className="admin-audit__entry"
            >
              <p>
                <time dateTime={entry.at}>
                  {formatDate(entry.at)}, {formatTime(entry.at)}
                </time>{' '}
                · {entry.staff.name} · {ENTITY_LABELS[entry.entity]}: {entry.entityId}
              </p>
              <ul>
                {changeLines(entry.before, entry.after).map((line) => (
                  <li key={line.field}>
                    {line.field}: {line.before} → {line.after}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
