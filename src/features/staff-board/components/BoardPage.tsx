import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { StaffMember, StaffOrder } from '../../../domain/contract/staff';
import { actionToast, notify } from '../../toasts';
import { columnsOf, reviewQueue, STAGE_NAMES } from '../board-logic';
import { boardActions } from '../staff-board.actions';
import { staffApi } from '../staff-board.api';
import { board } from '../staff-board.store';
import { useChime, useLiveBoard, useMuted, useNow } from '../use-board';
import { AuditLog, ReviewQueue } from './ManagerPanels';
import { OrderCard } from './OrderCard';
import { SignOutButton } from './StaffGate';
import '../../../styles/staff.css';

/** How long a new order stands out. */
const FRESH_MS = 60_000;

type Panel = 'board' | 'review' | 'audit';

/** A shop's order board (issue 28): live columns, one tap per move, undo for 2 minutes. */
export function BoardPage({ staff, shopId, realtimeUrl }: { staff: StaffMember; shopId: string; realtimeUrl: string }) {
  const state = useSnapshot(board);
  const now = useNow(5_000);
  const chime = useChime();
  const [muted, setMuted] = useMuted();
  const [panel, setPanel] = useState<Panel>('board');
  const actions = useMemo(() => boardActions(board, staffApi), []);
  useLiveBoard(shopId, realtimeUrl, {
    onNewOrder: () => {
      if (!muted) chime.play('new');
    },
  });
  const shop = staff.shops.find((item) => item._id === shopId);
  const manager = staff.role === 'manager' || staff.role === 'admin';
  const orders = Object.values(state.orders) as StaffOrder[];
  const columns = columnsOf(orders);
  const review = reviewQueue(orders);

  const move = async (order: StaffOrder) => {
    const outcome = await actions.move(order);
    if (!outcome.ok || !outcome.order.undo || outcome.order.stage === null) return;
    const { uid, number, stage, undo } = outcome.order;
    actionToast(
      `№ ${number} → ${STAGE_NAMES[stage]}`,
      'Отменить',
      () => {
        // Too late, or another tablet moved the card meanwhile: say so (the card shows where it is).
        void actions.undo(uid).then((undone) => {
          if (!undone.ok) notify.error(undone.message);
        });
      },
      Math.max(0, Date.parse(undo.until) - Date.now()),
    );
  };

  // Arrow keys walk the cards (columns left and right, cards up and down); Enter moves the focused card.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    if (!card || event.target !== card) return;
    const column = Number(card.dataset.column);
    const row = Number(card.dataset.row);
    if (event.key === 'Enter') {
      const order = board.orders[card.dataset.card ?? ''];
      if (order) {
        event.preventDefault();
        void move(order as StaffOrder);
      }
      return;
    }
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    const root = event.currentTarget;
    const [dc, dr] = delta;
    for (let c = column + dc; c >= 0 && c < columns.length; c += dc || columns.length) {
      const cards = root.querySelectorAll<HTMLElement>(`[data-column="${c}"]`);
      if (cards.length === 0) {
        if (dc === 0) return;
        continue;
      }
      const target = dc === 0 ? cards[row + dr] : cards[Math.min(row, cards.length - 1)];
      target?.focus();
      return;
    }
  };

  return (
    <main className="staff-page" id="main">
      <header className="staff-bar">
        <h1 className="staff-bar__title">{shop?.title ?? 'Заказы'}</h1>
        {state.connection !== 'online' && (
          <p className="staff-bar__offline" role="status">
            {state.connection === 'offline' ? 'Нет связи' : 'Подключаемся…'}
          </p>
        )}
        <nav className="staff-bar__tools" aria-label="Разделы">
          <button
            type="button"
            className="button button--ghost staff-button"
            aria-pressed={panel === 'board'}
            onClick={() => setPanel('board')}
          >
            Заказы
          </button>
          {manager && (
            <button
              type="button"
              className="button button--ghost staff-button"
              aria-pressed={panel === 'review'}
              onClick={() => setPanel('review')}
            >
              На проверке{review.length > 0 ? ` (${review.length})` : ''}
            </button>
          )}
          {manager && (
            <button
              type="button"
              className="button button--ghost staff-button"
              aria-pressed={panel === 'audit'}
              onClick={() => setPanel('audit')}
            >
              Журнал
            </button>
          )}
          <Link className="button button--ghost staff-button" to="/staff/$shopId/screen" params={{ shopId }}>
            Экран выдачи
          </Link>
          {staff.shops.length > 1 && (
            <Link className="button button--ghost staff-button" to="/staff">
              Другая пекарня
            </Link>
          )}
          <label className="staff-switch">
            <input type="checkbox" checked={muted} onChange={(event) => setMuted(event.target.checked)} />
            Без звука
          </label>
          <SignOutButton />
        </nav>
      </header>
      {!state.loaded && (
        <p className="staff-status" role="status">
          {state.loadError ?? 'Загружаем заказы…'}
        </p>
      )}
      {panel === 'review' && <ReviewQueue orders={review} actions={actions} />}
      {panel === 'audit' && (
        <AuditLog shopId={shopId} numbers={Object.fromEntries(orders.map((order) => [order.uid, order.number]))} />
      )}
      {panel === 'board' && state.loaded && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the key handler serves the focusable cards inside
        <div className="board" onKeyDown={onKeyDown}>
          {columns.map((column, columnIndex) => {
            const cards = column.orders.map((order, row) => (
              <OrderCard
                key={order.uid}
                order={order}
                now={now}
                role={staff.role}
                fresh={now - (state.fresh[order.uid] ?? 0) < FRESH_MS}
                busy={Boolean(state.busy[order.uid])}
                note={state.notes[order.uid]}
                actions={actions}
                onMove={move}
                column={columnIndex}
                row={row}
              />
            ));
            const title = `${column.title} (${column.orders.length})`;
            return column.id === 'done' ? (
              <details key={column.id} className="board__column board__column--done">
                <summary>
                  <h2>{title}</h2>
                </summary>
                {cards}
              </details>
            ) : (
              <section key={column.id} className="board__column" aria-label={column.title} data-stage={column.id}>
                <h2>{title}</h2>
                {cards}
              </section>
            );
          })}
        </div>
      )}
    </main>
  );
}
