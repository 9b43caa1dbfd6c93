import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { countOf, NOUNS } from '../../domain/plural';
import type { useAccountOrders } from '../account';
import { notify } from '../toasts';
import { guestOrdersToOffer, markAttachOffered } from './tracked-orders';
import type { TrackedOrders } from './use-tracked-orders';

/**
 * Once per account on this device: the orders placed here without signing in
 * may join the account, so its list and its repeat work for them too.
 */
export function AttachOffer({
  userId,
  account,
  tracked,
}: {
  userId: string;
  account: ReturnType<typeof useAccountOrders>;
  tracked: TrackedOrders;
}) {
  const device = useSnapshot(tracked.state);
  const [busy, setBusy] = useState(false);
  const accountUids = new Set((account.orders ?? []).map((order) => order.uid));
  const uids = guestOrdersToOffer(device, accountUids);
  if (uids.length === 0 || device.attachOffered.includes(userId)) return null;

  const done = () => markAttachOffered(tracked.state, userId, Date.now());
  const attach = async () => {
    setBusy(true);
    try {
      const attached = await account.attach(uids);
      notify.success(
        attached.length > 0
          ? `В аккаунт добавлено: ${countOf(attached.length, NOUNS.order)}`
          : 'Эти заказы уже в аккаунте',
      );
      done();
    } catch (error) {
      console.warn('[orders] guest orders were not attached', error);
      notify.error('Не получилось добавить заказы. Попробуйте ещё раз');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="orders-attach" aria-label="Заказы без входа" data-orders-attach>
      <p>Заказы, оформленные на этом устройстве без входа: {uids.length}. Добавить их в ваш аккаунт?</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void attach()}>
        Добавить
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={done}>
        Не нужно
      </button>
    </section>
  );
}
