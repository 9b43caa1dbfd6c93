import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import type { UserData } from '../../../domain/contract/account';
import { formatMoney } from '../../../domain/money';
import { STATUS_TEXT } from '../../../domain/order-status';
import { countOf, NOUNS } from '../../../domain/plural';
import { formatDate } from '../../../shared/format';

import { notify } from '../../toasts';
import { accountApi } from '../account.api';
import { useAccount } from '../account.context';
import { repeatOrder } from '../profile.actions';

/** The shopper's latest orders with their number and status, each with «Повторить» (SPEC §1, §4). */
export function OrdersSection({ userData }: { userData: Snapshot<UserData> }) {
  const { runtime } = useAccount();
  const [busy, setBusy] = useState<string | null>(null);
  if (userData.orders.length === 0) return <p className="muted">Заказов пока нет.</p>;
  return (
    <>
      <Link to="/orders" className="profile-orders__live">
        Где мои заказы сейчас — «Мои заказы»
      </Link>
      <ul className="profile-list" data-profile-orders>
        {userData.orders.map((order) => (
          <li key={order.uid} className="profile-list__row profile-order" data-order-number={order.number}>
            <span>
              <strong>Заказ № {order.number}</strong> <span className="muted">от {formatDate(order.createdAt)}</span>
            </span>
            <span data-order-status>{STATUS_TEXT[order.status]}</span>
            <span>
              {countOf(order.count, NOUNS.item)}, {formatMoney(order.total)}
              {order.bonusUsed > 0 && (
                <span className="muted"> (баллами: {countOf(order.bonusUsed, NOUNS.point)})</span>
              )}
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy !== null}
              aria-label={`Повторить заказ № ${order.number}`}
              onClick={async () => {
                setBusy(order.uid);
                await repeatOrder(order.uid, {
                  repeat: accountApi.repeatOrder,
                  addOrder: (products) => runtime().then(({ cart }) => cart.addOrder(products)),
                  notify,
                });
                setBusy(null);
              }}
            >
              Повторить
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
