// biome-ignore lint/style/noRestrictedImports: React.lazy with the failed load caught and answered by a fallback that says so and lets the next opening try again.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useCartView } from '../cart';
import { networkRequiredMessage, useOnline } from '../offline';
import { notify } from '../toasts';
import type { CheckoutPanelProps } from './CheckoutPanel';

/*
 * The panel (and the phone parser and the schemas it checks with) is only
 * needed once the shopper wants to order, so it stays out of the cart page's
 * first JavaScript: it loads on the first hover, touch or focus of
 * «Оформить заказ», or on the first opening.
 */
const load = () => import('./CheckoutPanel');

function preloadPanel(): void {
  load().catch((error: unknown) => console.warn('[checkout] the panel did not load yet', error));
}

const createPanel = () =>
  lazy<ComponentType<CheckoutPanelProps>>(() =>
    load().catch((error: unknown) => {
      console.warn('[checkout] the panel did not load', error);
      return { default: PanelUnavailable };
    }),
  );

let Panel = createPanel();

/** Offline with the code not kept yet: say so, close, and try loading again next time. */
function PanelUnavailable() {
  const { state } = useCartView();
  useEffect(() => {
    Panel = createPanel();
    notify.error('Не удалось открыть оформление заказа. Проверьте соединение и попробуйте ещё раз.');
    state.openPayment.value = false;
  }, [state]);
  return null;
}

/** Under the cart's totals: «Оформить заказ», which opens the panel, and why ordering must wait while offline. */
export function CheckoutButton() {
  const { state, snapshot } = useCartView();
  const online = useOnline();
  if (snapshot.openPayment.value) return null;
  return (
    <div className="checkout-entry">
      <button
        type="button"
        className="button button--primary checkout-entry__button"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          state.openPayment.value = true;
        }}
      >
        Оформить заказ
      </button>
      {!online && (
        <p className="checkout-entry__offline" data-checkout-offline>
          {networkRequiredMessage('Оформление заказа')}. Корзина сохранится.
        </p>
      )}
    </div>
  );
}

/** The checkout panel once opened, its code loaded on demand. */
export function CheckoutSection(props: CheckoutPanelProps) {
  const { snapshot } = useCartView();
  if (!snapshot.openPayment.value) return null;
  return (
    <Suspense fallback={<p className="checkout checkout--loading muted">Загружаем оформление заказа…</p>}>
      <Panel {...props} />
    </Suspense>
  );
}
