import { useState } from 'react';
import type { StaffOrder, StaffRole } from '../../../domain/contract/staff';
import { formatDayMonth, formatTime, shopDay } from '../../../shared/format';
import {
  canCancel,
  canTakePayment,
  countdownText,
  countdownTone,
  moneyInWords,
  nextMove,
  STAGE_NAMES,
} from '../board-logic';
import type { BoardActions } from '../staff-board.actions';
import { CancelForm, PaymentChoice, RefundForm } from './CardTools';

interface Props {
  order: StaffOrder;
  now: number;
  role: StaffRole;
  fresh: boolean;
  busy: boolean;
  note: string | undefined;
  actions: BoardActions;
  onMove: (order: StaffOrder) => void;
  /** The card's place, for the arrow keys. */
  column: number;
  row: number;
}

type Tool = 'pay' | 'cancel' | 'refund' | null;

export function OrderCard({ order, now, role, fresh, busy, note, actions, onMove, column, row }: Props) {
  const [tool, setTool] = useState<Tool>(null);
  const move = nextMove(order);
  const finished = order.stage === 'handed_over' || order.stage === 'cancelled';
  const tone = countdownTone(order.slot.to, now);
  const manager = role === 'manager' || role === 'admin';
  const toggle = (next: Tool) => setTool(tool === next ? null : next);
  return (
    <article
      className={`order-card${fresh ? ' order-card--fresh' : ''}${finished ? '' : ` order-card--${tone}`}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a card is a stop for the arrow keys; Enter moves it
      tabIndex={0}
      data-card={order.uid}
      data-column={column}
      data-row={row}
      aria-label={`Заказ № ${order.number}, ${STAGE_NAMES[order.stage ?? 'accepted']}`}
      aria-busy={busy || undefined}
    >
      <header className="order-card__head">
        <h3 className="order-card__number">№ {order.number}</h3>
        <span className="order-card__kind">{order.deliveryMethod === 'pickup' ? 'Самовывоз' : 'Доставка'}</span>
        <span className="order-card__channel">{order.channel === 'kiosk' ? 'киоск' : 'сайт'}</span>
      </header>
      {!finished && (
        <p className={`order-card__time order-card__time--${tone}`}>
          <span>{order.asap ? 'Как можно скорее, до ' : 'К '}</span>
          <time dateTime={order.slot.to}>
            {shopDay(Date.parse(order.slot.to)) === shopDay(now) ? '' : `${formatDayMonth(order.slot.to)}, `}
            {formatTime(order.slot.to)}
          </time>
          <strong> · {countdownText(order.slot.to, now)}</strong>
        </p>
      )}
      {finished && <p className="order-card__stage">{STAGE_NAMES[order.stage ?? 'accepted']}</p>}
      <ul className="order-card__lines">
        {order.lines.map((line) => (
          <li key={line._id}>
            <strong>{line.count} ×</strong> {line.title}
          </li>
        ))}
      </ul>
      {order.comment && <p className="order-card__comment">«{order.comment}»</p>}
      {order.deliveryMethod === 'delivery' && order.contact.address && (
        <p className="order-card__address">{order.contact.address}</p>
      )}
      {order.cancelReason && <p className="order-card__comment">Причина отмены: {order.cancelReason}</p>}
      <p className="order-card__money">{moneyInWords(order)}</p>
      {note && (
        <p className="order-card__note" role="status">
          {note}
        </p>
      )}
      <div className="order-card__actions">
        {move && (
          <button
            type="button"
            className="button button--primary staff-button order-card__move"
            disabled={busy}
            onClick={() => onMove(order)}
          >
            {move.label}
          </button>
        )}
        {canTakePayment(order) && (
          <button
            type="button"
            className="button button--ghost staff-button"
            aria-expanded={tool === 'pay'}
            onClick={() => toggle('pay')}
          >
            Принять оплату
          </button>
        )}
        {canCancel(order, role) && (
          <button
            type="button"
            className="button button--ghost staff-button"
            aria-expanded={tool === 'cancel'}
            onClick={() => toggle('cancel')}
          >
            Отменить заказ
          </button>
        )}
        {manager && order.paid > 0 && order.status !== 'review' && (
          <button
            type="button"
            className="button button--ghost staff-button"
            aria-expanded={tool === 'refund'}
            onClick={() => toggle('refund')}
          >
            Возврат
          </button>
        )}
      </div>
      {tool === 'pay' && <PaymentChoice order={order} actions={actions} onDone={() => setTool(null)} />}
      {tool === 'cancel' && <CancelForm order={order} actions={actions} onDone={() => setTool(null)} />}
      {tool === 'refund' && <RefundForm order={order} actions={actions} onDone={() => setTool(null)} />}
    </article>
  );
}
