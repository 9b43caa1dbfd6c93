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
    <fieldset className="stepper">
      <legend className="visually-hidden">Количество: {title}</legend>
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
