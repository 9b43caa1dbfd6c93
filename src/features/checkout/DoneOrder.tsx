import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { SHORT_PHONE } from '../../domain/brand/brand';
import { whenLoaded } from '../../shared/persisted-store';
import { useCart } from '../cart';
import { type DeviceOrder, type TrackedOrders, useTrackedOrders } from '../orders';
import { notify } from '../toasts';
import { checkoutAttempts } from './checkout.store';
import { OrderSummary } from './components/OrderSummary';
import { SettledOrder } from './components/SettledOrder';
import { cancelPayment, checkPayment } from './order-status.api';
import { FIRST_VIEW, runStatusCheck, type StatusView } from './status-check';

const CALL_US = (
  <a href={`tel:${SHORT_PHONE.tel}`} className="order__phone">
    {SHORT_PHONE.display}
  </a>
);

/**
 * `/doneorder?uid=…` (SPEC §4 Payment status check): asks the server how the
 * order stands and shows only that. Paid or confirmed: a toast and the order
 * page, and the cart is emptied if this device's current attempt placed the
 * order. Declined or expired: a toast with the reason and back to the cart,
 * intact. Still with the bank: «Ждём подтверждения банка», asking every 2 s
 * for up to 2 minutes. No uid, or an order this device may not see: no success.
 * Back from the bank's «cancel» (`cancelled`): the server is asked to end the
 * checkout, and a cancelled order goes back to the cart like a declined one.
 */
export function DoneOrder({ uid, cancelled = false }: { uid: string | null; cancelled?: boolean }) {
  const [view, setView] = useState<StatusView>(uid ? FIRST_VIEW : { kind: 'missing' });
  const control = useRef<{ restart: () => void } | null>(null);
  const cart = useCart();
  const { state } = cart;
  const navigate = useNavigate();
  const tracked = useTrackedOrders();
  const trackedOrders = useSnapshot(tracked.state);

  useEffect(() => {
    if (!uid) return;
    // Back from the bank's «cancel»: every ask is the cancel (the server asks the gateway before it ends anything).
    const run = runStatusCheck({ check: () => (cancelled ? cancelPayment(uid) : checkPayment(uid)), onView: setView });
    control.current = run;
    return () => run.stop();
  }, [uid, cancelled]);

  // One toast per outcome, however often the effect runs.
  const told = useRef<StatusView | null>(null);
  useEffect(() => {
    if (told.current === view) return;
    told.current = view;
    if (view.kind === 'settled') notify.success(view.message);
    if (view.kind !== 'failed') return;
    notify.error(view.message);
    if (uid) void checkoutAttempts.end(uid);
    // SPEC §4: failure replaces the route with /cart; the panel stays open for another try.
    state.openPayment.value = true;
    void navigate({ to: '/cart', replace: true });
  }, [view, uid, state, navigate]);

  // The cart is emptied only once the order is paid or confirmed, and only for the order this device placed last.
  // It waits for the stored cart in the cart's store, not in this page, and is not called off when the page is
  // left: a shopper who goes back to the catalogue before the stored cart was read would keep the paid pies.
  const settled = view.kind === 'settled';
  useEffect(() => {
    if (settled && uid) void emptyCartOfSettledOrder(cart, uid);
  }, [settled, uid, cart]);

  // Offline (or the shop unreachable): the order as this device last read it, with the time it was read.
  const kept = uid && unreachable(view) ? keptOrder(trackedOrders.orders, uid, tracked.viewOf) : null;
  if (kept) return <SettledOrder order={kept.order} realtimeUrl={null} tracked={tracked} checkedAt={kept.checkedAt} />;

  switch (view.kind) {
    case 'missing':
      return (
        <section className="empty-state order-page" data-order-page="missing">
          <h1>Заказ не найден</h1>
          <p>По этой ссылке заказа нет. Если вы только что оформили заказ, позвоните нам — {CALL_US}, мы подскажем.</p>
          <Link to="/" className="button button--primary">
            В каталог
          </Link>
        </section>
      );
    case 'checking':
      return (
        <section className="order-page" data-order-page="checking" aria-busy="true">
          <h1>Проверяем заказ</h1>
          <p role="status">
            {view.unreachable ? 'Нет связи с магазином — пробуем ещё раз…' : 'Узнаём, как прошла оплата…'}
          </p>
        </section>
      );
    case 'waiting':
      return (
        <section className="order-page" data-order-page="waiting" aria-busy="true">
          <h1>Ждём подтверждения банка</h1>
          <p role="status">
            {view.unreachable
              ? 'Нет связи с магазином — пробуем ещё раз…'
              : 'Банк ещё не сообщил об оплате. Страница обновится сама, как только он ответит.'}
          </p>
          <OrderSummary order={view.order} />
        </section>
      );
    case 'gave-up':
      return (
        <section className="order-page" data-order-page="gave-up">
          <h1>Банк ещё не подтвердил оплату</h1>
          <p>
            {view.order ? `Заказ № ${view.order.number} ждёт подтверждения оплаты. ` : ''}
            Если деньги списаны, заказ оплатится сам, как только банк ответит: загляните на эту страницу позже или
            позвоните нам — {CALL_US}
            {view.order ? ', и назовите номер заказа' : ''}.
          </p>
          <button type="button" className="button button--ghost" onClick={() => control.current?.restart()}>
            Проверить ещё раз
          </button>
          {view.order && <OrderSummary order={view.order} />}
        </section>
      );
    case 'failed':
      return (
        <section className="order-page" data-order-page="failed">
          <h1>Оплата не прошла</h1>
          <p role="status">{view.message}</p>
          <p>Возвращаем вас в корзину…</p>
        </section>
      );
    case 'held':
      return (
        <section className="order-page" data-order-page="held">
          <h1>Проверяем оплату</h1>
          <p>{view.message}</p>
          <p>Вопросы — по телефону {CALL_US}.</p>
          <OrderSummary order={view.order} />
        </section>
      );
    case 'settled':
      return <SettledOrder order={view.order} realtimeUrl={view.realtimeUrl ?? null} tracked={tracked} />;
  }
}

/** The check got no answer, so what the page shows comes from nowhere new. */
const unreachable = (view: StatusView): boolean =>
  view.kind === 'gave-up' || ((view.kind === 'checking' || view.kind === 'waiting') && view.unreachable);

/** The paid or confirmed view this device kept of the order, if any. */
function keptOrder(orders: readonly DeviceOrder[], uid: string, viewOf: TrackedOrders['viewOf']) {
  const entry = orders.find((order) => order.uid === uid);
  const order = entry ? viewOf(entry) : null;
  if (!entry || !order || (order.status !== 'paid' && order.status !== 'confirmed')) return null;
  return { order, checkedAt: entry.checkedAt };
}

async function emptyCartOfSettledOrder(cart: ReturnType<typeof useCart>, uid: string): Promise<void> {
  await whenLoaded(cart);
  if (await checkoutAttempts.end(uid)) cart.actions.clear();
}
