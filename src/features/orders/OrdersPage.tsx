import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderStage } from '../../domain/contract/checkout';
import { formatMoney } from '../../domain/money';
import { formatDate } from '../../shared/format';
import { useAccountOrders } from '../account';
import { createCartAccountActions, useCart } from '../cart';
import { notify } from '../toasts';
import { AttachOffer } from './AttachOffer';
import { cartLinesOf, type OrderRow, orderRows, rowStatus } from './order-list';
import { isFinishedOrder } from './order-progress-text';
import { readOrder } from './orders.api';
import { useOrderSocket } from './use-order-socket';
import { useTrackedOrders } from './use-tracked-orders';

/** How many of the device's unfinished orders the page reads afresh when it opens. */
const REFRESHED_ON_OPEN = 10;

/**
 * «Мои заказы» (`/orders`, issue 28): a guest's orders this device placed, a
 * signed-in shopper's account orders, each with its live status and a link to
 * its page; a finished one offers «Повторить заказ».
 */
export function OrdersPage() {
  const tracked = useTrackedOrders();
  const device = useSnapshot(tracked.state);
  const account = useAccountOrders();
  const cart = useCart();
  const [liveStages, setLiveStages] = useState<Record<string, OrderStage | null>>({});
  const [url, setUrl] = useState<string | null>(null);
  const rows = useMemo(
    () => orderRows(account.orders, device.orders, liveStages, tracked.viewOf),
    [account.orders, device, liveStages, tracked.viewOf],
  );

  const refresh = useCallback(
    async (uid: string) => {
      const read = await readOrder(uid);
      if (read.kind !== 'order') return;
      tracked.remember(read.order, Date.now());
      setLiveStages((stages) => ({ ...stages, [uid]: read.order.stage }));
      if (read.realtimeUrl) setUrl(read.realtimeUrl);
    },
    [tracked.remember],
  );

  // Opened: the device's unfinished orders are read again (which also tells where live updates are heard).
  const opened = useRef(false);
  useEffect(() => {
    if (!tracked.loaded || opened.current) return;
    opened.current = true;
    const unfinished = tracked.state.orders.filter(
      (order) => order.placedHere && !isFinishedOrder(order.view as { stage: OrderStage | null }),
    );
    for (const order of unfinished.slice(0, REFRESHED_ON_OPEN)) void refresh(order.uid);
  }, [tracked, refresh]);

  const connected = useOrderSocket(account.realtimeUrl ?? url, {
    token: account.token,
    onUpdate: (payload) => {
      setLiveStages((stages) => ({ ...stages, [payload.uid]: payload.stage }));
      if (tracked.state.orders.some((order) => order.uid === payload.uid)) void refresh(payload.uid);
    },
    onResync: () => {
      for (const row of rows.filter((each) => !isFinishedOrder(each)).slice(0, REFRESHED_ON_OPEN)) {
        void refresh(row.uid);
      }
    },
  });

  const repeat = async (row: OrderRow) => {
    if (row.ofAccount) return void (await account.repeat(row.uid));
    if (!row.view) return;
    createCartAccountActions(cart.state, notify).addOrder(cartLinesOf(row.view));
  };

  return (
    <section className="orders-page" data-orders-page>
      <h1>Мои заказы</h1>
      {account.userId && account.orders && tracked.loaded && (
        <AttachOffer userId={account.userId} account={account} tracked={tracked} />
      )}
      {!tracked.loaded && account.orders === null ? (
        <p className="muted">Загружаем заказы…</p>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>Здесь появятся заказы, оформленные на этом устройстве{account.userId ? ' и в вашем аккаунте' : ''}.</p>
          <Link to="/" className="button button--primary">
            В каталог
          </Link>
        </div>
      ) : (
        <ul className="orders-list" data-orders-live={connected === true}>
          {rows.map((row) => (
            <li key={row.uid} className="orders-list__row" data-order-row={row.number}>
              <Link to="/doneorder" search={{ uid: row.uid }} className="orders-list__link">
                <strong>Заказ № {row.number}</strong> <span className="muted">от {formatDate(row.createdAt)}</span>
              </Link>
              <span className="orders-list__status" data-order-row-status={row.stage ?? row.status}>
                {rowStatus(row)}
              </span>
              <span>{formatMoney(row.total)}</span>
              {isFinishedOrder(row) && (row.ofAccount || row.view) && (
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Повторить заказ № ${row.number}`}
                  onClick={() => void repeat(row)}
                >
                  Повторить заказ
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
