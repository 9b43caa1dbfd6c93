import { useState } from 'react';
import type { AdminPromoAnswer, PromoStatus } from '../../../domain/contract/admin-promos';
import { adminApi } from '../admin.api';

interface Props {
  answer: AdminPromoAnswer;
  onChanged: (answer: AdminPromoAnswer, message: string) => void;
  onDeleted: () => void;
  onRefused: (error: unknown) => void;
}

const MOVES: Record<PromoStatus, { to: PromoStatus; label: string; done: string }[]> = {
  draft: [{ to: 'published', label: 'Опубликовать', done: 'Акция опубликована: действует в своё время' }],
  published: [
    { to: 'archived', label: 'В архив', done: 'Акция в архиве и больше не действует' },
    { to: 'draft', label: 'В черновики', done: 'Акция снова черновик и не действует' },
  ],
  archived: [
    { to: 'published', label: 'Опубликовать снова', done: 'Акция опубликована: действует в своё время' },
    { to: 'draft', label: 'В черновики', done: 'Акция снова черновик' },
  ],
};

/** Publish (applies within its window), archive, back to drafts, or delete a draft — each at the version shown. */
export function PromoStatusActions({ answer, onChanged, onDeleted, onRefused }: Props) {
  const [busy, setBusy] = useState(false);
  const { promo, version } = answer;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onRefused(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-actions">
      {MOVES[promo.status].map((move) => (
        <button
          key={move.to}
          type="button"
          className={`button staff-button ${move.to === 'published' ? 'button--primary' : 'button--ghost'}`}
          disabled={busy}
          onClick={() =>
            run(async () =>
              onChanged(await adminApi.setPromoStatus(promo._id, { status: move.to, version }), move.done),
            )
          }
        >
          {move.label}
        </button>
      ))}
      {promo.status === 'draft' && (
        <button
          type="button"
          className="button button--ghost staff-button"
          disabled={busy}
          onClick={() =>
            run(async () => {
              await adminApi.deletePromo(promo._id, version);
              onDeleted();
            })
          }
        >
          Удалить черновик
        </button>
      )}
    </div>
  );
}
