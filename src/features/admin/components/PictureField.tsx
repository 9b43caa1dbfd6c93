import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../shared/Field';

type Part = 'base' | 'width' | 'height' | 'alt';
const LABELS: Record<Part, string> = {
  base: 'Путь к фото на сайте (например, /images/news/pirog)',
  width: 'Ширина, px',
  height: 'Высота, px',
  alt: 'Описание для незрячих',
};

/**
 * A picture of the site as a path and its size (issue 29). Kept apart so the
 * photo upload can take its place without touching the forms around it.
 */
export function PictureField({
  id,
  legend,
  fields,
  errors = {},
}: {
  id: string;
  legend: string;
  fields: Record<Part, UseFormRegisterReturn>;
  errors?: Partial<Record<Part, { message?: string | undefined } | undefined>>;
}) {
  const part = (name: Part, type: 'text' | 'number') => (
    <Field id={`${id}-${name}`} label={LABELS[name]} error={errors[name]?.message}>
      {(props) => (
        <input
          {...props}
          {...fields[name]}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          className="form-field__input staff-input"
        />
      )}
    </Field>
  );
  return (
    <fieldset className="admin-form">
      <legend>{legend}</legend>
      {part('base', 'text')}
      <div className="admin-row">
        {part('width', 'number')}
        {part('height', 'number')}
      </div>
      {part('alt', 'text')}
    </fieldset>
  );
}
