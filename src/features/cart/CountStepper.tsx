import { MAX_LINE_COUNT } from '../../domain/catalog/limits';

interface Props {
  /** What is counted, for screen readers: «Количество: {title}». */
  title: string;
  count: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** The −/+ count control of a product, from one unit up to `MAX_LINE_COUNT`. */
export function CountStepper({ title, count, onDecrease, onIncrease }: Props) {
  return (
    // Named by aria-label rather than a hidden legend: one element fewer on each of the home page's many cards.
    <fieldset className="stepper" aria-label={`Количество: ${title}`}>
      <button type="button" className="stepper__button" aria-label="Меньше" disabled={count <= 1} onClick={onDecrease}>
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {count}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label="Больше"
        disabled={count >= MAX_LINE_COUNT}
        onClick={onIncrease}
      >
        +
      </button>
    </fieldset>
  );
}
