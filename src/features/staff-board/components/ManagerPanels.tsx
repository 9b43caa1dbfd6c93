import { useEffect, useState } from 'react';
import type { StaffAuditAnswer, StaffOrder } from '../../../domain/contract/staff';
import { formatMoney } from '../../../domain/money';
import { formatDayMonth, formatTime } from '../../../shared/format';
import { confirmToast, notify } from '../../toasts';
import { gatewayAmount, STAGE_NAMES } from '../board-logic';
import type { BoardActions } from '../staff-board.actions';
import { messageOf, staffApi } from '../staff-board.api';

/** Orders whose bank money does not match: the order's total beside what the bank reported; accept or refund. */
export function ReviewQueue({ orders, actions }: { orders: readonly StaffOrder[]; actions: BoardActions }) {
  if (orders.length === 0) return <p className="staff-empty">Заказов на проверке нет.</p>;
  const resolve = async (order: StaffOrder, action: 'accept' | 'refund') => {
    const question =
      action === 'accept'
        ? `Принять заказ № ${order.number} в работу?`
        : `Вернуть деньги и отменить заказ № ${order.number}?`;
    if (!(await confirmToast(question))) return;
    const outcome = await actions.resolve(order, action);
    if (outcome.ok) notify.success(action === 'accept' ? 'Заказ принят в работу' : 'Деньги возвращаются');
    else notify.error(outcome.message);
  };
  return (
    <ul className="review-list">
      {orders.map((order) => (
        <li key={order.uid} className="review-item">
          <h3>№ {order.number}</h3>
          <dl className="review-item__money">
            <dt>Сумма заказа</dt>
            <dd>{formatMoney(order.total)}</dd>
            <dt>Банк сообщил</dt>
            <dd>{formatMoney(gatewayAmount(order))}</dd>
          </dl>
          {order.statusReason && <p className="review-item__reason">{order.statusReason}</p>}
          <div className="card-tool__row">
            <button
              type="button"
              className="button button--primary staff-button"
              onClick={() => resolve(order, 'accept')}
            >
              Принять
            </button>
            <button
              type="button"
              className="button button--ghost staff-button"
              onClick={() => resolve(order, 'refund')}
            >
              Вернуть деньги
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

const ACTIONS: Record<string, string> = {
  stage: 'Этап',
  undo: 'Отмена перемещения',
  cash: 'Оплата на месте',
  cancel: 'Отмена заказа',
  refund: 'Возврат',
  resolve: 'Решение по проверке',
};

type AuditEntry = StaffAuditAnswer['entries'][number];

/** One entry's change in words: «Готовим → Готовы», the amount, the reason. */
function detailsOf(entry: AuditEntry): string {
  const stage = (value: unknown) =>
    typeof value === 'string' && value in STAGE_NAMES ? STAGE_NAMES[value as keyof typeof STAGE_NAMES] : null;
  const parts: string[] = [];
  const from = stage(entry.before?.stage);
  const to = stage(entry.after?.stage);
  if (from && to) parts.push(`${from} → ${to}`);
  else if (entry.after) parts.push(JSON.stringify(entry.after));
  if (entry.reason) parts.push(`«${entry.reason}»`);
  return parts.join(', ');
}

/** What staff did to the shop's orders, newest first (managers). */
export function AuditLog({ shopId, numbers }: { shopId: string; numbers: Readonly<Record<string, number>> }) {
  const [answer, setAnswer] = useState<StaffAuditAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    staffApi.audit(shopId).then(setAnswer, (error: unknown) => setFailure(messageOf(error)));
  }, [shopId]);
  if (failure) return <p className="staff-empty">{failure}</p>;
  if (!answer) return <p className="staff-empty">Загружаем журнал…</p>;
  if (answer.entries.length === 0) return <p className="staff-empty">Журнал пуст.</p>;
  return (
    <table className="audit-table">
      <thead>
        <tr>
          <th scope="col">Когда</th>
          <th scope="col">Заказ</th>
          <th scope="col">Кто</th>
          <th scope="col">Что</th>
          <th scope="col">Подробности</th>
        </tr>
      </thead>
      <tbody>
        {answer.entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder while shown
          <tr key={index}>
            <td>
              {formatDayMonth(entry.at)}, {formatTime(entry.at)}
            </td>
            <td>{entry.orderUid ? `№ ${numbers[entry.orderUid] ?? '…'}` : '—'}</td>
            <td>{entry.staff.name}</td>
            <td>{ACTIONS[entry.action] ?? entry.action}</td>
            <td>{detailsOf(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
