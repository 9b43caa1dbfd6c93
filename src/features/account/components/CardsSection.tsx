import type { SavedCard } from '../../../domain/contract/account';
import { notify } from '../../toasts';
import { accountApi } from '../account.api';
import { useAccount } from '../account.context';
import { cardLabel } from '../card-label';
import { removeCard } from '../profile.actions';

/** The saved cards, each with «Удалить» (SPEC §4 «Saved card removal»). */
export function CardsSection({ cards }: { cards: readonly SavedCard[] }) {
  const { state, runtime } = useAccount();
  if (cards.length === 0) {
    return <p className="muted">Сохранённых карт нет. Отметьте «Сохранить карту» при оплате картой онлайн.</p>;
  }
  return (
    <ul className="profile-list" data-profile-cards>
      {cards.map((card) => (
        <li key={card._id} className="profile-list__row">
          <span>{cardLabel(card)}</span>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Удалить карту ${cardLabel(card)}`}
            onClick={() =>
              void removeCard(state, card._id, {
                remove: accountApi.removeCard,
                dropCard: (id) => runtime().then(({ cart }) => cart.dropCard(id)),
                notify,
              })
            }
          >
            Удалить
          </button>
        </li>
      ))}
    </ul>
  );
}
