import { STALE_VERSION_MESSAGE } from '../../../domain/contract/admin';

/** The `409` banner: the typed values stay; the operator takes the other person's or keeps theirs and saves again. */
export function ConflictBanner({ onTakeTheirs, onKeepMine }: { onTakeTheirs: () => void; onKeepMine: () => void }) {
  return (
    <div className="admin-conflict" role="alert">
      <p>
        <strong>{STALE_VERSION_MESSAGE}</strong>
      </p>
      <p>Ваши значения остались в форме. Рядом с полями — что сохранил другой сотрудник.</p>
      <div className="admin-actions">
        <button type="button" className="button button--primary staff-button" onClick={onTakeTheirs}>
          Взять их значения
        </button>
        <button type="button" className="button button--ghost staff-button" onClick={onKeepMine}>
          Оставить мои и сохранить заново
        </button>
      </div>
    </div>
  );
}

/** Beside a field that differs: what the other person saved. */
export function TheirValue({ text }: { text: string | null }) {
  if (text === null) return null;
  return <p className="admin-theirs">Другой сотрудник сохранил: {text}</p>;
}
