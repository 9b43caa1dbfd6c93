import { PolledOrder } from '../../orders';

/** How often the number's screen asks where its order is: the kiosk's socket cannot hear its orders. */
const KIOSK_ORDER_POLL_MS = 5_000;

interface Props {
  number: number;
  /** The order, followed on screen until the customer leaves (issue 28); absent while it is held for review. */
  orderId?: string;
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
export function KioskDone({ number, orderId, paid, note }: Props) {
  return (
    <section className="kiosk-screen kiosk-done" data-kiosk-screen="done" aria-labelledby="kiosk-done-title">
      <h1 id="kiosk-done-title">{paid ? 'Оплачен' : 'Заказ принят'}</h1>
      <p className="kiosk-done__label">Номер заказа</p>
      <p className="kiosk-done__number" data-order-number={number}>
        {number}
      </p>
      <p className="kiosk-done__next">{note ?? (paid ? 'Заберите заказ на кассе' : 'Оплатите заказ на кассе')}</p>
      {orderId && <PolledOrder uid={orderId} pollMs={KIOSK_ORDER_POLL_MS} />}
    </section>
  );
}
