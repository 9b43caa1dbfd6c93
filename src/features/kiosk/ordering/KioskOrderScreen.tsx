import { KIOSK_MESSAGES, KIOSK_NAME_MAX, type KioskPayment } from '../../../domain/contract/kiosk';
import { formatMoney, type Kopecks } from '../../../domain/money';

interface Props {
  shopTitle: string;
  total: Kopecks;
  name: string;
  onName: (name: string) => void;
  online: boolean;
  /** Why the last try did not go through (offline, refused, declined), or null. */
  problem: string | null;
  busy: boolean;
  onPay: (payment: KioskPayment) => void;
  onBack: () => void;
}

/**
 * The order: pickup at this shop now, an optional name to call the order out
 * by (a phone is never asked), and the two ways to pay. Offline it says so and
 * keeps the cart: the counter can still take the order.
 */
export function KioskOrderScreen({ shopTitle, total, name, onName, online, problem, busy, onPay, onBack }: Props) {
  const shown = online ? problem : KIOSK_MESSAGES.offline;
  return (
    <section className="kiosk-screen kiosk-order" data-kiosk-screen="order" aria-labelledby="kiosk-order-title">
      <h1 id="kiosk-order-title">Оформление заказа</h1>
      <dl className="kiosk-order__facts">
        <div>
          <dt>Самовывоз</dt>
          <dd>{shopTitle}</dd>
        </div>
        <div>
          <dt>Когда</dt>
          <dd>Сейчас</dd>
        </div>
        <div>
          <dt>Итого</dt>
          <dd data-kiosk-total>{formatMoney(total)}</dd>
        </div>
      </dl>
      <label className="kiosk-field">
        <span>Имя, чтобы позвать вас, когда заказ будет готов (необязательно)</span>
        <input
          className="kiosk-input"
          name="kiosk-name"
          value={name}
          maxLength={KIOSK_NAME_MAX}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onName(event.target.value)}
        />
      </label>
      {shown && (
        <p className="kiosk-order__problem" role="alert">
          {shown}
        </p>
      )}
      <div className="kiosk-order__pay">
        <button
          type="button"
          className="kiosk-button kiosk-button--primary kiosk-button--large"
          disabled={!online || busy}
          onClick={() => onPay('on_receipt')}
        >
          Оплатить на кассе
        </button>
        <button
          type="button"
          className="kiosk-button kiosk-button--primary kiosk-button--large"
          disabled={!online || busy}
          onClick={() => onPay('card')}
        >
          Оплатить с телефона
        </button>
      </div>
      {busy && (
        <p role="status" aria-live="polite">
          Оформляем заказ…
        </p>
      )}
      <button type="button" className="kiosk-button kiosk-button--ghost" disabled={busy} onClick={onBack}>
        Назад в корзину
      </button>
    </section>
  );
}
