import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { KIOSK_MESSAGES, type KioskPayment } from '../../../domain/contract/kiosk';
import { GENERIC_REQUEST_ERROR, isApiError } from '../../../platform/api-client';
import { cartUnits, priceForDisplay, useCart, useCartView } from '../../cart';
import { notify } from '../../toasts';
import { KioskCartBar } from './KioskCartBar';
import { KioskCartScreen } from './KioskCartScreen';
import { KioskDone } from './KioskDone';
import { KioskMenu } from './KioskMenu';
import { KioskOrderScreen } from './KioskOrderScreen';
import { KioskPhonePay } from './KioskPhonePay';
import { createKioskAttempts, kioskOrderBody, sendKioskOrder } from './kiosk-order.api';
import { INITIAL_ORDERING, nextOrdering, type OrderingEvent, type OrderingState } from './ordering.machine';
import type { KioskShopProps } from './types';
import { useKioskCatalogue } from './use-kiosk-catalogue';
import { useOrderStatus } from './use-order-status';
import './kiosk-ordering.css';

const TEXTS = {
  offline: KIOSK_MESSAGES.offline,
  noCheckoutUrl: 'Оплата с телефона сейчас недоступна. Оплатите заказ на кассе.',
};

const reduce = (state: OrderingState, event: OrderingEvent) => nextOrdering(state, event, TEXTS);

/**
 * The kiosk's ordering screens (issue 15) inside the kiosk shell: the menu,
 * the cart, the order with an optional name, and payment at the counter or on
 * the customer's phone through a QR code, ending on the order's number. The
 * cart is the kiosk customer's own cart store (the shell's namespace); nothing
 * else of the customer is kept outside this component's memory.
 */
export function KioskShop({ config, online, onOrderDone, onPayingByPhone }: KioskShopProps) {
  const catalogue = useKioskCatalogue();
  const [state, dispatch] = useReducer(reduce, INITIAL_ORDERING);
  const [name, setName] = useState('');
  const { snapshot: cart } = useCartView();
  const { actions } = useCart();
  const [attempts] = useState(createKioskAttempts);
  const placing = useRef(false);
  const { screen } = state;

  // A payment that failed for good ends its attempt: trying again must place a new order, not get this one back.
  const onStatus = useCallback(
    (event: OrderingEvent) => {
      if (event.type === 'status' && (event.view.kind === 'failed' || event.view.kind === 'missing')) {
        attempts.failed(event.orderId);
      }
      dispatch(event);
    },
    [attempts],
  );
  const checkAgain = useOrderStatus(state, onStatus);

  const priced = priceForDisplay(cart.cartData, catalogue.promos, new Date(), catalogue.products);

  const pay = async (payment: KioskPayment) => {
    if (placing.current) return; // a second tap while the first is under way
    dispatch({ type: 'place', payment, online });
    if (!online) return;
    placing.current = true;
    const body = kioskOrderBody(cart.cartData, name, payment);
    try {
      const key = attempts.keyFor(body);
      const answer = await sendKioskOrder(body, key);
      attempts.placed(key, answer.orderId);
      dispatch({ type: 'placed', payment, order: answer });
    } catch (error) {
      if (!isApiError(error)) console.error('[kiosk] placing the order failed', error);
      dispatch({
        type: 'place-failed',
        message: isApiError(error) ? error.message : GENERIC_REQUEST_ERROR,
        network: isApiError(error) && error.isNetworkFailure,
      });
    } finally {
      placing.current = false;
    }
  };

  // The number is on screen: the order is placed, so the cart is done with, and the shell starts its done timer.
  const done = screen.kind === 'done' || screen.kind === 'held';
  useEffect(() => {
    if (!done) return;
    actions.clear();
    onOrderDone();
  }, [done, actions, onOrderDone]);

  const payingByPhone = screen.kind === 'phone' && screen.check !== 'gave-up';
  useEffect(() => {
    onPayingByPhone(payingByPhone);
  }, [payingByPhone, onPayingByPhone]);
  useEffect(() => () => onPayingByPhone(false), [onPayingByPhone]);

  // Each screen starts at its top: the order screen must not open scrolled down to where the cart's button was.
  // (Placing stays on the order screen.)
  const view = screen.kind === 'placing' ? 'order' : screen.kind;
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    window.scrollTo({ top: 0, behavior: 'instant' });
    // The last screen's «добавлен в корзину» toasts would lie over this one's controls and the QR code.
    notify.removeAll();
  }, [view]);

  const openMenu = useCallback(() => dispatch({ type: 'open-menu' }), []);

  return (
    <section className="kiosk-ordering" aria-label="Заказ" data-testid="kiosk-ordering">
      {screen.kind === 'menu' &&
        (catalogue.status === 'ready' ? (
          <KioskMenu products={catalogue.products} categories={catalogue.categories} />
        ) : (
          <div className="kiosk-screen" data-kiosk-screen="loading">
            <p role="status">{catalogue.status === 'loading' ? 'Загружаем меню…' : 'Не удалось загрузить меню.'}</p>
            {catalogue.status === 'failed' && (
              <button type="button" className="kiosk-button kiosk-button--primary" onClick={catalogue.retry}>
                Повторить
              </button>
            )}
          </div>
        ))}
      {screen.kind === 'cart' && (
        <KioskCartScreen
          priced={priced}
          products={catalogue.products}
          onMenu={openMenu}
          onCheckout={() => dispatch({ type: 'checkout', cartLines: cart.cartData.length })}
        />
      )}
      {(screen.kind === 'order' || screen.kind === 'placing') && (
        <KioskOrderScreen
          shopTitle={config.shopTitle}
          total={priced.total}
          name={name}
          onName={setName}
          online={online}
          problem={screen.kind === 'order' ? screen.problem : null}
          busy={screen.kind === 'placing'}
          onPay={(payment) => void pay(payment)}
          onBack={() => dispatch({ type: 'open-cart' })}
        />
      )}
      {screen.kind === 'phone' && (
        <KioskPhonePay
          url={screen.url}
          number={screen.order.number}
          total={priced.total}
          check={screen.check}
          onCancel={() => dispatch({ type: 'cancel-phone' })}
          onCheckAgain={() => {
            dispatch({ type: 'check-again' });
            checkAgain();
          }}
        />
      )}
      {screen.kind === 'done' && <KioskDone number={screen.number} orderId={screen.orderId} paid={screen.paid} />}
      {screen.kind === 'held' && (
        <KioskDone
          number={screen.order.number}
          paid={false}
          note={`${screen.message} Подойдите к кассе и назовите номер заказа.`}
        />
      )}
      {screen.kind === 'menu' && (
        <KioskCartBar
          units={cartUnits(cart.cartData)}
          total={priced.total}
          onCart={() => dispatch({ type: 'open-cart' })}
          onCheckout={() => dispatch({ type: 'checkout', cartLines: cart.cartData.length })}
        />
      )}
    </section>
  );
}
