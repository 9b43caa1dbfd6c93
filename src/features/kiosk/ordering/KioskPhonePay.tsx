import { formatMoney, type Kopecks } from '../../../domain/money';
import { qrPath } from './qr-path';

interface Props {
  url: string;
  number: number;
  total: Kopecks;
  check: 'waiting' | 'unreachable' | 'gave-up';
  onCancel: () => void;
  onCheckAgain: () => void;
}

const STATUS_TEXT = {
  waiting: 'Ждём оплату…',
  unreachable: 'Нет связи с магазином — пробуем ещё раз…',
  'gave-up': 'Банк ещё не подтвердил оплату. Если вы уже оплатили, нажмите «Проверить ещё раз».',
} as const;

/** The bank's page of this order as a QR code for the customer's phone, and the payment's live status. */
export function KioskPhonePay({ url, number, total, check, onCancel, onCheckAgain }: Props) {
  const { size, path } = qrPath(url);
  return (
    <section className="kiosk-screen kiosk-phone" data-kiosk-screen="phone" aria-labelledby="kiosk-phone-title">
      <h1 id="kiosk-phone-title">Наведите камеру телефона</h1>
      <p>
        Заказ № {number} на {formatMoney(total)}
      </p>
      <p>Откроется страница банка — оплатите заказ на ней.</p>
      <svg
        className="kiosk-qr"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label="QR-код страницы оплаты"
        data-url={url}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <p className="kiosk-phone__status" role="status" aria-live="polite" data-kiosk-check={check}>
        {STATUS_TEXT[check]}
      </p>
      <div className="kiosk-actions">
        {check === 'gave-up' && (
          <button type="button" className="kiosk-button kiosk-button--primary" onClick={onCheckAgain}>
            Проверить ещё раз
          </button>
        )}
        <button type="button" className="kiosk-button kiosk-button--ghost" onClick={onCancel}>
          Отменить
        </button>
      </div>
    </section>
  );
}
