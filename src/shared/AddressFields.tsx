import type { HTMLInputAutoCompleteAttribute } from 'react';
import { ADDRESS_LABELS, splitStreetHouse } from '../domain/address';
import { ADDRESS_LIMITS, type AddressDraft, type AddressPart } from '../domain/address-draft';
import { Field } from './Field';

interface Props {
  legend: string;
  /** Where the address is (the city and the chosen district), shown beside it. */
  place: string;
  value: AddressDraft;
  /** The contract's message per part. */
  errors: Partial<Record<AddressPart, string>>;
  /** A message about the address as a whole (none given at all). */
  error?: string | undefined;
  /** Street and house are required (the checkout); the profile's address may stay blank. */
  required: boolean;
  idFor: (part: AddressPart) => string;
  onChange: (next: AddressDraft, part: AddressPart) => void;
  onLeave?: (part: AddressPart) => void;
}

/**
 * The browser's own address tokens: street and house are what it fills as the
 * first line, the flat as the second. The other parts have no token; `off`
 * keeps a browser from guessing them (a postcode in «Этаж»).
 */
const AUTOCOMPLETE: Record<AddressPart, HTMLInputAutoCompleteAttribute> = {
  street: 'address-line1',
  house: 'off',
  building: 'off',
  entrance: 'off',
  floor: 'off',
  flat: 'address-line2',
  intercom: 'off',
  note: 'off',
};

const HINTS: Partial<Record<AddressPart, string>> = {
  street: 'Например, ул. Немига или пр-т Независимости',
  note: 'Как найти вход, ориентиры',
};

/** The small parts, side by side where there is room. */
const DETAILS = ['building', 'entrance', 'floor', 'flat', 'intercom'] as const satisfies readonly AddressPart[];

/**
 * A delivery address in parts (issue 27), as the checkout and the profile ask
 * for it: street and house, then corpus, entrance, floor, flat and intercom,
 * and a note. An old single-line address shows in the note until the parts
 * are filled.
 */
export function AddressFields({ legend, place, value, errors, error, required, idFor, onChange, onLeave }: Props) {
  const set = (part: AddressPart, text: string) => onChange({ ...value, [part]: text }, part);
  const leave = (part: AddressPart) => {
    // A browser filled street and house into the first line: the number goes where it belongs.
    if (part === 'street') {
      const split = splitStreetHouse(value);
      if (split) onChange(split, 'house');
    }
    onLeave?.(part);
  };
  const input = (part: AddressPart, extra: { hint?: string; counter?: boolean } = {}) => (
    <Field
      key={part}
      id={idFor(part)}
      label={ADDRESS_LABELS[part]}
      hint={extra.hint}
      error={errors[part]}
      counter={extra.counter ? { length: value[part].trim().length, max: ADDRESS_LIMITS[part] } : undefined}
    >
      {(control) => (
        <input
          {...control}
          name={`address-${part}`}
          type="text"
          autoComplete={AUTOCOMPLETE[part]}
          required={required && (part === 'street' || part === 'house')}
          className="form-field__input"
          value={value[part]}
          onChange={(event) => set(part, event.target.value)}
          onBlur={() => leave(part)}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="address-fields" data-address-fields>
      <legend className="form-field__label">{legend}</legend>
      <p className="address-fields__place" data-address-zone>
        {place}
      </p>
      <p className="form-field__hint">
        {required ? 'Улица и дом обязательны, остальное — если есть' : 'Улица и дом, остальное — если есть'}
      </p>
      <div className="address-fields__main">
        {input('street', { hint: HINTS.street })}
        {input('house')}
      </div>
      <div className="address-fields__details">{DETAILS.map((part) => input(part))}</div>
      {input('note', { hint: HINTS.note, counter: true })}
      {error && (
        <p className="form-field__error" data-address-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}
