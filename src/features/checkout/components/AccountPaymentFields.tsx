import { useEffect, useId, useRef, useState } from 'react';
import type { Snapshot } from 'valtio';
import type { UserData } from '../../../domain/contract/account';
import { LOYALTY_RULES, maxSpendablePoints, pointsToKopecks } from '../../../domain/loyalty';
import { formatMoney } from '../../../domain/money';
import { countOf, NOUNS } from '../../../domain/plural';
import {
  POINTS_COST_MORE,
  PROMOTION_INSTEAD_OF_POINTS,
  pointsLowerTotal,
  pointsWorthSpending,
  totalWithPoints,
} from '../../../domain/pricing/index';
import { GENERIC_REQUEST_ERROR, isApiError } from '../../../platform/api-client';
import { cardLabel } from '../../account';
import { type DisplayCart, useCartView } from '../../cart';
import { notify } from '../../toasts';
import { type PointsAccount, setPoints } from '../user-payment';

interface Props {
  userData: Snapshot<UserData>;
  points: PointsAccount;
  /** The cart as priced: its full sum (the rules cap points at a share of it) and what points would do to it. */
  priced: Pick<DisplayCart, 'sum' | 'points'>;
}

/**
 * What only a signed-in shopper has at checkout: points to spend, and for a
 * card payment a saved card or «Сохранить карту». Points take the place of
 * the lines' own discount percents and never combine with a promotion (SPEC
 * §9), so the panel shows what the goods cost with and without them and
 * offers only a spend that makes them cheaper; the server decides and answers
 * what it holds.
 */
export function AccountPaymentFields({ userData, points, priced }: Props) {
  const { state, snapshot: cart } = useCartView();
  const id = useId();
  const effect = priced.points;
  const held = cart.bonusValue;
  // What is held for this order already counts as available for it.
  const cap = maxSpendablePoints(priced.sum, userData.bonuses.value + held);
  const best = pointsWorthSpending(effect, cap);
  const heldHelps = held > 0 && pointsLowerTotal(effect, held);
  const [asked, setAsked] = useState(String(held || best || ''));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const apply = async (bonus: number) => {
    setRefusal(null);
    setSending(true);
    try {
      const kept = await setPoints(state, bonus, points);
      setAsked(kept > 0 ? String(kept) : '');
    } catch (error) {
      notify.error(isApiError(error) ? error.message : GENERIC_REQUEST_ERROR);
    } finally {
      setSending(false);
    }
  };

  const spend = () => {
    const wanted = Math.max(0, Math.min(cap, Math.floor(Number(asked) || 0)));
    // A spend that would not lower the total is not held: it would only cost the shopper points, or money.
    if (wanted > 0 && !pointsLowerTotal(effect, wanted)) {
      setRefusal(POINTS_COST_MORE);
      return;
    }
    void apply(wanted);
  };

  // Points held before the cart changed under them (a promotion now applies, or the lines' own percents are now
  // worth more) go back at once: nothing stays held that this order would not spend. Once per held amount.
  const released = useRef<number | null>(null);
  const stale = held > 0 && !heldHelps;
  useEffect(() => {
    if (!stale || released.current === held) return;
    released.current = held;
    setPoints(state, 0, points)
      .then(() => setAsked(''))
      .catch((error: unknown) => console.warn('[checkout] the held points were not released yet', error));
  }, [stale, held, state, points]);

  // The spend the comparison is about: what is held, else the most the shopper may spend.
  const shown = heldHelps ? held : best || cap;
  const card = cart.paymentMethod === 'card';
  return (
    <>
      <fieldset className="choice-group checkout__points" data-checkout-points>
        <legend className="form-field__label">Баллы</legend>
        {effect.promoApplies ? (
          <>
            <p className="form-field__hint">На счёте {countOf(userData.bonuses.value, NOUNS.point)}.</p>
            <p className="checkout__points-note" role="status" data-points-promo>
              {PROMOTION_INSTEAD_OF_POINTS}
            </p>
          </>
        ) : (
          <>
            <p className="form-field__hint" id={`${id}-points-hint`}>
              На счёте {countOf(userData.bonuses.value, NOUNS.point)}. Можно списать до {countOf(cap, NOUNS.point)} (
              {LOYALTY_RULES.maxSpendPercent}% суммы товаров, {countOf(LOYALTY_RULES.pointsPerRouble, NOUNS.point)} ={' '}
              {formatMoney(pointsToKopecks(LOYALTY_RULES.pointsPerRouble))}); с акциями баллы не суммируются.
            </p>
            {shown > 0 && (
              <dl className="checkout__points-compare" data-points-compare>
                <div>
                  <dt>Без баллов</dt>
                  <dd data-points-without>{formatMoney(effect.without)}</dd>
                </div>
                <div>
                  <dt>Если списать {countOf(shown, NOUNS.point)}</dt>
                  <dd data-points-with>{formatMoney(totalWithPoints(effect, shown))}</dd>
                </div>
              </dl>
            )}
            {best === 0 && cap > 0 ? (
              <p className="checkout__points-note" role="status" data-points-no-gain>
                {POINTS_COST_MORE}
              </p>
            ) : (
              <div className="checkout__points-row">
                <label htmlFor={`${id}-points`} className="visually-hidden">
                  Сколько баллов списать
                </label>
                <input
                  id={`${id}-points`}
                  className="form-field__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={best}
                  step={1}
                  value={asked}
                  aria-describedby={`${id}-points-hint`}
                  aria-invalid={refusal !== null}
                  onChange={(event) => {
                    setAsked(event.target.value);
                    setRefusal(null);
                  }}
                />
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={sending || cart.prevent || best === 0}
                  onClick={spend}
                >
                  Списать
                </button>
              </div>
            )}
            {refusal && (
              <p className="checkout__points-note" role="alert">
                {refusal}
              </p>
            )}
            {heldHelps && (
              <p className="checkout__points-held" role="status" data-points-held={held}>
                Спишем {countOf(held, NOUNS.point)} ({formatMoney(pointsToKopecks(held))})
              </p>
            )}
          </>
        )}
      </fieldset>
      {card && (
        <fieldset className="choice-group" data-checkout-cards>
          <legend className="form-field__label">Карта</legend>
          <div className="choice-group__options">
            {userData.creditCards.map((saved) => (
              <label key={saved._id} className="choice-group__option">
                <input
                  type="radio"
                  name="savedCard"
                  checked={cart.savedCard === saved._id}
                  onChange={() => {
                    state.savedCard = saved._id;
                  }}
                />
                <span className="choice-group__text">{cardLabel(saved)}</span>
              </label>
            ))}
            {userData.creditCards.length > 0 && (
              <label className="choice-group__option">
                <input
                  type="radio"
                  name="savedCard"
                  checked={cart.savedCard === null}
                  onChange={() => {
                    state.savedCard = null;
                  }}
                />
                <span className="choice-group__text">Новая карта</span>
              </label>
            )}
          </div>
          {cart.savedCard === null && (
            <label className="checkout__save-card">
              <input
                type="checkbox"
                checked={cart.saveCard}
                onChange={(event) => {
                  state.saveCard = event.target.checked;
                }}
              />{' '}
              Сохранить карту
            </label>
          )}
        </fieldset>
      )}
    </>
  );
}
