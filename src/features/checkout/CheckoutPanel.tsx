import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { soldOutMessage, soldOutOn } from '../../domain/catalog/sold-out';
import { ASAP } from '../../domain/contract/checkout';
import type { DeliveryOptionsAnswer } from '../../domain/contract/delivery';
import { minOrderShortfallText } from '../../domain/delivery';
import { formatPhone } from '../../domain/phone';
import { pointsLowerTotal } from '../../domain/pricing/index';
import { shopDay } from '../../shared/format';
import { useShopperAccount } from '../account';
import { type CheckoutDraft, type CheckoutField, type DisplayCart, useCartView } from '../cart';
import { networkRequiredMessage, useOnline } from '../offline';
import { notify } from '../toasts';
import { sendOrder, sendUserOrder } from './checkout.api';
import { checkoutAttempts, type PlaceOrderDeps, placeOrder } from './checkout.store';
import {
  addressKey,
  CHECKOUT_FIELDS,
  type CheckoutErrorKey,
  type CheckoutErrors,
  checkoutFieldError,
  enteredValue,
  validateCheckout,
  validateUserCheckout,
} from './checkout-form';
import { AccountPaymentFields } from './components/AccountPaymentFields';
import { CheckoutTotals } from './components/CheckoutTotals';
import { ChoiceGroup } from './components/ChoiceGroup';
import { ContactFields } from './components/ContactFields';
import { PlaceFields } from './components/PlaceFields';
import { TimeFields } from './components/TimeFields';
import { dayChoices, staleDayReplacement } from './schedule';
import { useSlots } from './use-slots';
import { closeFailedPayment } from './user-payment';

export interface CheckoutPanelProps {
  /** Zones, shops and days ahead (`GET /api/delivery/options`); null when they could not be loaded. */
  options: DeliveryOptionsAnswer | null;
  /** The cart as the cart page priced it: what is left to pay, the goods before points, what points would do. */
  priced: DisplayCart;
}

const METHOD_OPTIONS = [
  { value: 'delivery', label: 'Доставка' },
  { value: 'pickup', label: 'Самовывоз' },
] as const;

/** Fields that, changed, make the chosen time slot meaningless: it belonged to another place or day. */
const SLOT_SCOPE: readonly CheckoutField[] = ['deliveryMethod', 'zone', 'point', 'deliveryDate'];

/**
 * The checkout panel (SPEC's `openPayment`): how and where, when, who, how to
 * pay. What the shopper types goes straight into the cart store, which keeps
 * it on the device; the fields are checked with the contract's schema and the
 * order is placed by `placeOrder`.
 */
export default function CheckoutPanel({ options, priced }: CheckoutPanelProps) {
  const { state, snapshot: cart, actions } = useCartView();
  const shopper = useShopperAccount();
  const online = useOnline();
  const navigate = useNavigate();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [slotsRound, setSlotsRound] = useState(0);

  const draft: CheckoutDraft = cart;
  const lines = cart.cartData;
  const now = new Date();
  const today = shopDay(now);
  const days = dayChoices(now, options?.maxDaysAhead ?? 0);
  const zone = options?.zones.find((candidate) => candidate._id === draft.zone) ?? null;
  const point = options?.points.find((candidate) => candidate._id === draft.point) ?? null;
  const place = draft.deliveryMethod === 'delivery' ? (zone?._id ?? null) : (point?._id ?? null);
  const slots = useSlots(draft.deliveryMethod, place, draft.deliveryDate, slotsRound);
  const idFor = (field: CheckoutErrorKey) => `${id}-${field}`;

  // Opened by «Оформить заказ» under the totals: take the shopper (and a screen reader) to the panel.
  useEffect(() => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  // What the device kept may have gone stale: a day now past or too far ahead, a zone or shop no longer offered.
  const dayInstead = staleDayReplacement(draft.deliveryDate, today, options ? days.map((day) => day.value) : null);
  const staleZone = options !== null && draft.zone !== null && zone === null;
  const stalePoint = options !== null && draft.point !== null && point === null;
  useEffect(() => {
    if (dayInstead !== null) actions.setCheckoutField('deliveryDate', dayInstead);
    if (staleZone) actions.setCheckoutField('zone', null);
    if (stalePoint) actions.setCheckoutField('point', null);
  }, [dayInstead, staleZone, stalePoint, actions]);

  // A phone the account filled in (E.164) is shown as Belarusians write it, like one typed here.
  useEffect(() => {
    const shown = formatPhone(state.phone);
    if (shown !== state.phone) actions.setCheckoutField('phone', shown);
  }, [state, actions]);

  // A slot that is no longer offered (taken meanwhile, or gone by) falls back to «Как можно скорее».
  const slotGone =
    slots.status === 'ready' &&
    draft.deliveryTime !== ASAP &&
    !slots.slots.some((slot) => slot._id === draft.deliveryTime && slot.capacityLeft > 0);
  useEffect(() => {
    if (slotGone) actions.setCheckoutField('deliveryTime', ASAP);
  }, [slotGone, actions]);

  // `key` names the message a change is about: a part of the address has its own.
  const update = <F extends CheckoutField>(field: F, value: CheckoutDraft[F], key: CheckoutErrorKey = field) => {
    actions.setCheckoutField(field, value);
    if (SLOT_SCOPE.includes(field)) actions.setCheckoutField('deliveryTime', ASAP);
    // Once a field shows a message (or after a send attempt), the message follows the typing.
    if (submitted || errors[key]) {
      setErrors((current) => ({ ...current, [key]: checkoutFieldError(state, lines, key) }));
    }
  };

  const leave = (field: CheckoutErrorKey) => {
    const value = enteredValue(state, field);
    // Leaving an empty field untouched is not a mistake yet; a filled one is checked at once.
    if (!submitted && (value === '' || value === null)) return;
    // A phone typed any common way (80291234567, 8 029 123-45-67) is shown back as +375 29 123-45-67.
    if (field === 'phone') actions.setCheckoutField('phone', formatPhone(state.phone));
    setErrors((current) => ({ ...current, [field]: checkoutFieldError(state, lines, field) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.prevent || !online) return;
    setSubmitted(true);
    const result = validateCheckout(state, state.cartData);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CHECKOUT_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(idFor(first))?.focus();
      if (result.general) notify.error(result.general);
      return;
    }
    setErrors({});
    const common: Omit<PlaceOrderDeps, 'send'> = {
      attempts: checkoutAttempts,
      goToBank: (url) => window.location.assign(url),
      goToOrder: (uid) => void navigate({ to: '/doneorder', search: { uid } }),
      notify,
      onSlotTaken: () => setSlotsRound((round) => round + 1),
    };
    if (!shopper.userData) {
      await placeOrder(state, result.body, { ...common, send: sendOrder });
      return;
    }
    // A signed-in shopper pays through /priapi with points and cards (the same checks, plus theirs).
    // Held points that would make the order dearer are not sent: the server would refuse them (issue 27).
    const bonus = pointsLowerTotal(priced.points, state.bonusValue) ? state.bonusValue : 0;
    const extras = { bonus, card: state.savedCard, saveCard: state.saveCard };
    const userResult = validateUserCheckout(state, state.cartData, extras);
    if (!userResult.ok) {
      notify.error(userResult.general ?? Object.values(userResult.errors)[0] ?? 'Проверьте заказ');
      return;
    }
    const { points } = shopper;
    await placeOrder(state, userResult.body, {
      ...common,
      send: sendUserOrder,
      afterFailure: async () => {
        await closeFailedPayment(state, points).catch((error: unknown) =>
          console.warn('[checkout] the held points were not released yet', error),
        );
      },
    });
  };

  const pickup = draft.deliveryMethod === 'pickup';
  // The server counts a zone's minimum on the goods after discounts and before points: so does the panel.
  const shortOfMinimum = !pickup && zone ? minOrderShortfallText(priced.beforePoints, zone) : null;
  // The shop's stop-list for the chosen day: said here, before the server would refuse the order (issue 29).
  const soldOut = soldOutOn(pickup ? point : zone, draft.deliveryDate);
  const soldOutLines = lines.filter((line) => soldOut.has(line._id)).map((line) => line.title);
  const blocked = !online
    ? networkRequiredMessage('Оформление заказа')
    : options === null
      ? 'Не удалось загрузить районы доставки и пекарни. Проверьте соединение и обновите страницу'
      : soldOutLines.length > 0
        ? soldOutMessage(soldOutLines)
        : shortOfMinimum;
  const reasonId = `${id}-reason`;
  // The second click of a double click is the same wish, not a second order: a quick refusal of the first must
  // not let it through as a new request (the button is busy only until the answer).
  const ignoreRepeatClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) event.preventDefault();
  };

  return (
    <section className="checkout card" aria-labelledby={`${id}-title`} data-checkout-panel>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="checkout__title">
        Оформление заказа
      </h2>
      <form className="checkout__form" noValidate onSubmit={submit} aria-busy={cart.prevent}>
        <ChoiceGroup
          name="deliveryMethod"
          legend="Как получить заказ"
          value={draft.deliveryMethod}
          options={METHOD_OPTIONS}
          onChange={(value) => update('deliveryMethod', value)}
          error={errors.deliveryMethod}
        />
        {options && (
          <PlaceFields
            draft={draft}
            options={options}
            goods={priced.beforePoints}
            errors={errors}
            idFor={idFor}
            onChange={(field, value) => update(field, value === '' ? null : value)}
            onLeave={leave}
            onAddressChange={(next, part) => update('address', next, addressKey(part))}
          />
        )}
        <TimeFields
          draft={draft}
          days={days}
          slots={slots}
          placeChosen={place !== null}
          errors={errors}
          idFor={idFor}
          onChange={update}
          onReloadSlots={() => setSlotsRound((round) => round + 1)}
        />
        <ContactFields draft={draft} errors={errors} idFor={idFor} onChange={update} onLeave={leave} />
        <ChoiceGroup
          name="paymentMethod"
          legend="Оплата"
          value={draft.paymentMethod}
          options={[
            { value: 'card', label: 'Картой онлайн', note: 'на странице банка' },
            {
              value: 'on_receipt',
              label: 'При получении',
              note: pickup ? 'наличными или картой на кассе' : 'наличными или картой курьеру',
            },
          ]}
          onChange={(value) => update('paymentMethod', value)}
          error={errors.paymentMethod}
        />
        {shopper.userData && (
          <AccountPaymentFields userData={shopper.userData} points={shopper.points} priced={priced} />
        )}
        <CheckoutTotals
          goods={priced.total}
          feeBase={priced.beforePoints}
          zone={pickup ? null : zone}
          pickup={pickup}
          onReceipt={draft.paymentMethod === 'on_receipt'}
        />
        <div className="checkout__submit-row">
          <button
            type="submit"
            className="button button--primary checkout__submit"
            disabled={cart.prevent || blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={ignoreRepeatClick}
          >
            {draft.paymentMethod === 'card' ? 'Оплатить' : 'Оформить заказ'}
          </button>
          {blocked ? (
            <p id={reasonId} className="checkout__blocked" data-checkout-blocked>
              {blocked}
            </p>
          ) : (
            cart.prevent && (
              <p className="checkout__busy" role="status">
                {draft.paymentMethod === 'card' ? 'Создаём заказ и открываем страницу банка…' : 'Оформляем заказ…'}
              </p>
            )
          )}
        </div>
      </form>
    </section>
  );
}
