import { Link } from '@tanstack/react-router';
import type { OrderView } from '../../../domain/contract/checkout';
import { useAccountOrders } from '../../account';
import { LiveOrder, type TrackedOrders } from '../../orders';
import { NotifyWhenReady } from '../../push';
import { nextSteps } from '../order-text';
import { OrderSummary } from './OrderSummary';

/**
 * A paid or confirmed order's page (issue 28): followed live, so a staff move
 * shows without a reload. `checkedAt` marks a view read earlier (the one the
 * device kept, shown offline) and when it was read.
 */
export function SettledOrder({
  order,
  realtimeUrl,
  tracked,
  checkedAt,
}: {
  order: OrderView;
  realtimeUrl: string | null;
  tracked: TrackedOrders;
  checkedAt?: number;
}) {
  // Signed in, the live connection hears the account's orders placed on other devices too.
  const { token } = useAccountOrders();
  return (
    <section className="order-page" data-order-page="settled">
      <h1>{order.status === 'paid' ? 'Спасибо! Заказ оплачен' : 'Спасибо! Заказ принят'}</h1>
      <LiveOrder
        uid={order.uid}
        initial={order}
        {...(checkedAt === undefined ? {} : { initialAt: checkedAt })}
        realtimeUrl={realtimeUrl}
        tracked={tracked}
        token={token}
      >
        {(live) => (
          <>
            <OrderSummary order={live} followed />
            <h2 className="order__subtitle">Что дальше</h2>
            <ul className="order__next">
              {nextSteps(live).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </>
        )}
      </LiveOrder>
      <NotifyWhenReady orderUid={order.uid} />
      <div className="order__links">
        <Link to="/orders" className="button button--ghost">
          Мои заказы
        </Link>
        <Link to="/" className="button button--primary">
          Вернуться в каталог
        </Link>
      </div>
    </section>
  );
}
