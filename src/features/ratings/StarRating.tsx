import type { RatingSummary } from '../../domain/contract/catalog';
import { useRatingsView } from './ratings.context';
import { ratingOf } from './ratings.store';

const STARS = [1, 2, 3, 4, 5] as const;
const average = new Intl.NumberFormat('ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ratingsWord(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return 'оценка';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'оценки';
  return 'оценок';
}

/** The product's average and the shopper's own 1–5 stars (one rating per device). */
export function StarRating({ productId, summary }: { productId: string; summary: RatingSummary }) {
  const { snapshot, actions } = useRatingsView();
  const mine = ratingOf(snapshot, productId);
  return (
    <div className="star-rating">
      <p className="star-rating__summary">
        {summary.count > 0
          ? `★ ${average.format(summary.average)} · ${summary.count} ${ratingsWord(summary.count)}`
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
