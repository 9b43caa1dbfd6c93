import { useEffect } from 'react';
import { KIOSK_TIMINGS } from '../../../domain/contract/kiosk';

interface Props {
  number: number;
  /** Paid by phone; otherwise the customer pays at the counter. */
  paid: boolean;
  /** Sends the kiosk on to the next customer: after `doneResetMs`, or at «Готово». */
  onDone: () => void;
  /** A bank report that people must look at (`review`): shown instead of the usual line. */
  note?: string;
}

/** The order number in very large type and what to do at the counter; the session ends after 30 s. */
export function KioskDone({ number, paid, onDone, note }: Props) {
  useEffect(() => {
    const timer = setTimeout(onDone, KIOSK_TIMINGS.doneResetMs);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <section className="kiosk-screen kiosk-done" data-kiosk-screen="done" aria-labelledby="kiosk-done-title">
      <h1 id="kiosk-done-title">{paid ? 'Оплачен' : 'Заказ принят'}</h1>
      <p className="kiosk-done__label">Номер заказа</p>
      <p className="kiosk-done__number" data-order-number={number}>
        {number}
      </p>
      <p className="kiosk-done__next">{note ?? (paid ? 'Заберите заказ на кассе' : 'Оплатите заказ на кассе')}</p>
      <button type="button" className="kiosk-button kiosk-button--primary" onClick={onDone}>
        Готово
      </button>
    </section>
  );
}
