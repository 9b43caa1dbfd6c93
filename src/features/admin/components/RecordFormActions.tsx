import { confirmToast, notify } from '../../toasts';
import { messageOf } from '../admin.api';

/** «Сохранить» (busy while saving) and, for a record that exists, «Удалить»: the foot of every record form. */
export function RecordFormActions({ submitting, onDelete }: { submitting: boolean; onDelete: (() => void) | null }) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button button--primary staff-button" disabled={submitting}>
        {submitting ? 'Сохраняем…' : 'Сохранить'}
      </button>
      {onDelete && (
        <button type="button" className="button button--ghost staff-button" onClick={onDelete}>
          Удалить
        </button>
      )}
    </div>
  );
}

/**
 * Deletes a record once the operator confirms with the confirm toast (as the
 * board and the staff page ask), then says so; a refusal is told, nothing is lost.
 */
export async function confirmAndDelete({
  question,
  remove,
  done,
  onDeleted,
}: {
  question: string;
  remove: () => Promise<unknown>;
  done: string;
  onDeleted: () => void;
}): Promise<void> {
  if (!(await confirmToast(question))) return;
  try {
    await remove();
    notify.success(done);
    onDeleted();
  } catch (error) {
    notify.error(messageOf(error));
  }
}
