interface Props {
  number: number;
  /** Paid by phone; otherwise the customer pays at the counter. */
  paid: boolean;
  /** A bank report that people must look at (`review`): shown instead of the usual line. */
  note?: string;
}

/**
 * The order number in very large type and what to do at the counter. The
 * shell's done timer (`KIOSK_TIMINGS.doneResetMs`, started by `onOrderDone`)
 * then resets the session for the next customer.
 */
export function KioskDone({ number, paid, note }: Props) {
  return (
    <section className="kiosk-screen kiosk-done" data-kiosk-screen="done" aria-labelledby="kiosk-done-title">
      <h1 id="kiosk-done-title">{paid ? 'Оплачен' : 'Заказ принят'}</h1>
      <p className="kiosk-done__label">Номер заказа</p>
      <p className="kiosk-done__number" data-order-number={number}>
        {number}
      </p>
      <p className="kiosk-done__next">{note ?? (paid ? 'Заберите заказ на кассе' : 'Оплатите заказ на кассе')}</p>
    </section>
  );
}
