import type { RatingSummary } from '../../domain/contract/catalog';
import { oneDecimal } from '../../domain/digits';
import { NOUNS, pluralForm } from '../../domain/plural';
import { useRatingsView } from './ratings.context';
import { ratingOf, summaryOf } from './ratings.store';

const STARS = [1, 2, 3, 4, 5] as const;

function ratingsWord(count: number): string {
  return pluralForm(count, NOUNS.rating);
}

/** The product's average and the shopper's own 1–5 stars (one rating per device). */
export function StarRating({ productId, summary }: { productId: string; summary: RatingSummary }) {
  const { snapshot, actions } = useRatingsView();
  const mine = ratingOf(snapshot, productId);
  // The loader's summary was read before this device rated; the server's answer to the rating is newer.
  const shown = summaryOf(snapshot, productId, summary);
  return (
    <div className="star-rating">
      <p className="star-rating__summary">
        {shown.count > 0
          ? `★ ${oneDecimal(shown.average)} · ${shown.count} ${ratingsWord(shown.count)}`
          : 'Оценок пока нет'}
      </p>
      <fieldset className="star-rating__input">
        <legend>{mine ? `Ваша оценка: ${mine} из 5` : 'Оцените пирог'}</legend>
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            className="star-rating__star"
            aria-pressed={mine !== null && stars <= mine}
            aria-label={`${stars} из 5`}
            onClick={() => actions.rate(productId, stars)}
          >
            ★
          </button>
        ))}
      </fieldset>
    </div>
  );
}

export { ratingsWord };
