interface ChoiceProps<V extends string> {
  name: string;
  legend: string;
  value: V;
  options: readonly { value: V; label: string; note?: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** Two or three mutually exclusive choices as radio buttons in a fieldset (delivery or pickup, how to pay). */
export function ChoiceGroup<V extends string>({ name, legend, value, options, onChange, error }: ChoiceProps<V>) {
  return (
    <fieldset className="choice-group" aria-invalid={error ? true : undefined}>
      <legend className="form-field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="choice-group__text">
              {option.label}
              {option.note && <span className="choice-group__note"> {option.note}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="form-field__error">{error}</p>}
    </fieldset>
  );
}
