import { type FormEvent, useState } from 'react';
import { type StaffOrder, StaffReason } from '../../../domain/contract/staff';
import { formatMoney, moneyInputValue, parseMoneyInput } from '../../../domain/money';
import { Field } from '../../../shared/Field';
import { confirmToast, notify } from '../../toasts';
import type { BoardActions } from '../staff-board.actions';

interface ToolProps {
  order: StaffOrder;
  actions: BoardActions;
  onDone: () => void;
}

/** «Принять оплату»: cash or the shop's card terminal, one tap each. */
export function PaymentChoice({ order, actions, onDone }: ToolProps) {
  const take = async (method: 'cash' | 'terminal') => {
    const outcome = await actions.takePayment(order, method);
    if (outcome.ok) {
      notify.success(`№ ${order.number}: оплата ${formatMoney(order.total)} принята`);
      onDone();
    }
  };
  return (
    <fieldset className="card-tool">
      <legend>Оплата {formatMoney(order.total)}</legend>
      <div className="card-tool__row">
        <button type="button" className="button button--primary staff-button" onClick={() => take('cash')}>
          Наличными
        </button>
        <button type="button" className="button button--primary staff-button" onClick={() => take('terminal')}>
          Картой (терминал)
        </button>
      </div>
    </fieldset>
  );
}

function useReason() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = (): string | null => {
    const parsed = StaffReason.safeParse(reason);
    if (parsed.success) {
      setError(undefined);
      return parsed.data;
    }
    setError(parsed.error.issues[0]?.message);
    return null;
  };
  return { reason, setReason, error, check };
}

function ReasonField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <Field id={id} label="Причина" error={error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input staff-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Cancel: a reason, then the confirm toast (SPEC §8). */
export function CancelForm({ order, actions, onDone }: ToolProps) {
  const reason = useReason();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.check();
    if (text === null) return;
    if (!(await confirmToast(`Отменить заказ № ${order.number}?`))) return;
    const outcome = await actions.cancel(order, text);
    if (outcome.ok) {
      notify.success(`Заказ № ${order.number} отменён`);
      onDone();
    }
  };
  return (
    <form className="card-tool" onSubmit={submit} noValidate>
      <ReasonField id={`cancel-${order.uid}`} value={reason.reason} error={reason.error} onChange={reason.setReason} />
      <button type="submit" className="button button--primary staff-button">
        Отменить заказ № {order.number}
      </button>
    </form>
  );
}

/** Refund (managers): how much (all that was paid by default) and why, then the confirm toast. */
export function RefundForm({ order, actions, onDone }: ToolProps) {
  const reason = useReason();
  const [amount, setAmount] = useState(() => moneyInputValue(order.paid));
  const [amountError, setAmountError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kopecks = parseMoneyInput(amount);
    const amountProblem =
      kopecks === null || kopecks <= 0
        ? 'Введите сумму, например 12,50'
        : kopecks > order.paid
          ? `Не больше ${formatMoney(order.paid)}`
          : undefined;
    setAmountError(amountProblem);
    const text = reason.check();
    if (amountProblem || text === null || kopecks === null) return;
    if (!(await confirmToast(`Вернуть ${formatMoney(kopecks)} по заказу № ${order.number}?`))) return;
    const outcome = await actions.refund(order, kopecks, text);
    if (outcome.ok) {
      notify.success(`Возврат ${formatMoney(kopecks)} оформлен`);
      onDone();
    }
  };
  return (
    <form className="card-tool" onSubmit={submit} noValidate>
      <Field id={`refund-amount-${order.uid}`} label="Сумма, руб." error={amountError}>
        {(control) => (
          <input
            {...control}
            className="form-field__input staff-input"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <ReasonField id={`refund-${order.uid}`} value={reason.reason} error={reason.error} onChange={reason.setReason} />
      <button type="submit" className="button button--primary staff-button">
        Вернуть деньги
      </button>
    </form>
  );
}
