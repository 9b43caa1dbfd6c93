import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Field } from '../../../shared/Field';
import { blankSlide, type StoryFormValues } from '../story-form';
import { PhotoField } from './PhotoField';

/** The contract's limit: a story has 1 to 20 slides. */
const MAX_SLIDES = 20;

/**
 * A story's slides in the order shoppers see them: a photo (9:16), a text and
 * how many seconds it stays, each movable up and down and removable; the
 * buttons name their slide for a screen reader.
 */
export function StorySlidesField({
  control,
  register,
  errors,
}: {
  control: Control<StoryFormValues>;
  register: UseFormRegister<StoryFormValues>;
  errors: FieldErrors<StoryFormValues>['slides'];
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'slides' });
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="admin-form">
      <legend>Слайды</legend>
      <ol className="admin-slides">
        {fields.map((slide, index) => {
          const number = index + 1;
          const slideErrors = errors?.[index];
          const which = <span className="visually-hidden"> (слайд {number})</span>;
          return (
            <li key={slide.id} className="admin-slide">
              <Controller
                control={control}
                name={`slides.${index}.image`}
                render={({ field }) => (
                  <PhotoField
                    kind="story"
                    label={`Фото слайда ${number}`}
                    value={field.value}
                    onChange={field.onChange}
                    altError={slideErrors?.image?.base?.message ?? slideErrors?.image?.alt?.message}
                  />
                )}
              />
              <Field
                id={`story-slide-${slide.id}-text`}
                label={`Текст слайда ${number}`}
                error={slideErrors?.text?.message}
              >
                {(props) => (
                  <textarea {...props} {...register(`slides.${index}.text`)} rows={3} className="form-field__input" />
                )}
              </Field>
              <Field
                id={`story-slide-${slide.id}-seconds`}
                label={`Длительность слайда ${number}, секунд`}
                error={slideErrors?.seconds?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`slides.${index}.seconds`, { valueAsNumber: true })}
                    type="number"
                    min={1}
                    max={30}
                    step={0.5}
                    inputMode="decimal"
                    className="form-field__input staff-input"
                  />
                )}
              </Field>
              <div className="admin-slide__tools">
                <button
                  type="button"
                  className="button button--ghost staff-button"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Выше{which}
                </button>
                <button
                  type="button"
                  className="button button--ghost staff-button"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Ниже{which}
                </button>
                <button
                  type="button"
                  className="button button--ghost staff-button"
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  Удалить слайд{which}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="form-field__error" role="alert">
          {listError}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost staff-button"
        disabled={fields.length >= MAX_SLIDES}
        onClick={() => append(blankSlide())}
      >
        Добавить слайд
      </button>
    </fieldset>
  );
}
