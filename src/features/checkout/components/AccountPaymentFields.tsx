import { useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import type { UserData } from '../../../domain/contract/account';
import { LOYALTY_RULES, maxSpendablePoints, pointsToKopecks } from '../../../domain/loyalty';
import { formatMoney, type Kopecks } from '../../../domain/money';
import { countOf, NOUNS } from '../../../domain/plural';
import { GENERIC_REQUEST_ERROR, isApiError } from '../../../platform/api-client';
import { cardLabel } from '../../account';
import { useCartView } from '../../cart';
import { notify } from '../../toasts';
import { type PointsAccount, setPoints } from '../user-payment';

interface Props {
  userData: Snapshot<UserData>;
  points: PointsAccount;
  /** The goods' full sum: the rules cap points at a share of it. */
  goodsSum: Kopecks;
}

/**
 * What only a signed-in shopper has at checkout: points to spend (the cap
 * shown from the rules; the server decides and answers what it holds), and for
 * a card payment a saved card or «Сохранить карту».
 */
export function AccountPaymentFields({ userData, points, goodsSum }: Props) {
  const { state, snapshot: cart } = useCartView();
  const id = useId();
  const [asked, setAsked] = useState(String(cart.bonusValue || ''));
  const [sending, setSending] = useState(false);
  // What is held for this order already counts as available for it.
  const cap = maxSpendablePoints(goodsSum, userData.bonuses.value + cart.bonusValue);

  const apply = async (bonus: number) => {
    setSending(true);
    try {
      const held = await setPoints(state, bonus, points);
      setAsked(held > 0 ? String(held) : '');
    } catch (error) {
      notify.error(isApiError(error) ? error.message : GENERIC_REQUEST_ERROR);
    } finally {
      setSending(false);
    }
  };

  const card = cart.paymentMethod === 'card';
  return (
    <>
      <fieldset className="choice-group checkout__points" data-checkout-points>
        <legend className="form-field__label">Баллы</legend>
        <p className="form-field__hint" id={`${id}-points-hint`}>
          На счёте {countOf(userData.bonuses.value, NOUNS.point)}. Можно списать до {countOf(cap, NOUNS.point)} (
          {LOYALTY_RULES.maxSpendPercent}% суммы товаров, {countOf(LOYALTY_RULES.pointsPerRouble, NOUNS.point)} ={' '}
          {formatMoney(pointsToKopecks(LOYALTY_RULES.pointsPerRouble))}); с акциями баллы не суммируются.
        </p>
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
            max={cap}
            step={1}
            value={asked}
            aria-describedby={`${id}-points-hint`}
            onChange={(event) => setAsked(event.target.value)}
          />
          <button
            type="button"
            className="button button--ghost"
            disabled={sending || cart.prevent}
            onClick={() => void apply(Math.max(0, Math.min(cap, Math.floor(Number(asked) || 0))))}
          >
            Списать
          </button>
        </div>
        {cart.bonusValue > 0 && (
          <p className="checkout__points-held" role="status" data-points-held={cart.bonusValue}>
            Спишем {countOf(cart.bonusValue, NOUNS.point)} ({formatMoney(pointsToKopecks(cart.bonusValue))})
          </p>
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
