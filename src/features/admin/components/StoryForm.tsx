import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { AdminProductAnswer } from '../../../domain/contract/admin';
import type { AdminStoryAnswer } from '../../../domain/contract/admin-content';
import { Field } from '../../../shared/Field';
import { StoryPreview } from '../../stories';
import { notify } from '../../toasts';
import { conflictAnswer, messageOf } from '../admin.api';
import { adminContentApi } from '../admin-content.api';
import {
  blankStory,
  previewStory,
  STORY_FIELD_LABELS,
  StoryFormValues,
  storyFormValues,
  storyFromForm,
  theirStoryParts,
} from '../story-form';
import { TheirValue } from './ConflictNote';
import { PhotoField } from './PhotoField';
import { confirmAndDelete, RecordFormActions } from './RecordFormActions';
import { StaleChoice } from './StaleChoice';
import { StorySlidesField } from './StorySlidesField';

/**
 * One story's form beside the shop's own strip and viewer showing it as typed.
 * Saves `{story, version}`; a stale save keeps what was typed and shows the
 * other person's values beside the parts that differ.
 */
export function StoryForm({
  initial,
  products,
  onDone,
}: {
  initial: AdminStoryAnswer | null;
  products: readonly AdminProductAnswer[];
  onDone: (saved: AdminStoryAnswer | null) => void;
}) {
  const [base, setBase] = useState(initial);
  const [theirs, setTheirs] = useState<AdminStoryAnswer | null>(null);
  const { register, handleSubmit, formState, reset, getValues, watch, control } = useForm<StoryFormValues>({
    resolver: zodResolver(StoryFormValues),
    defaultValues: initial ? storyFormValues(initial.story, Date.now()) : blankStory(Date.now()),
  });
  const cover = useController({ control, name: 'cover' });
  const errors = formState.errors;
  const id = base?.story._id ?? null;

  const save = handleSubmit(async (values) => {
    try {
      const story = storyFromForm(values, Date.now(), base?.story.publishedAt);
      const answer =
        id && base
          ? await adminContentApi.saveStory(id, { story: { ...story, _id: id }, version: base.version })
          : await adminContentApi.createStory(story);
      setTheirs(null);
      notify.success('История сохранена');
      onDone(answer);
    } catch (error) {
      const now = conflictAnswer<AdminStoryAnswer>(error);
      if (now && 'story' in now) setTheirs(now);
      else notify.error(messageOf(error));
    }
  });
  const remove = async () => {
    if (!id || !base) return;
    await confirmAndDelete({
      question: 'Удалить историю? Покупатели её больше не увидят.',
      remove: () => adminContentApi.deleteStory(id, base.version),
      done: 'История удалена',
      onDeleted: () => onDone(null),
    });
  };

  const theirValues = theirs ? storyFormValues(theirs.story, Date.now()) : null;
  const their = theirValues ? theirStoryParts(getValues(), theirValues) : {};
  const values = watch();
  const preview = previewStory(values, id ?? 'preview');
  const { actionKind, publish } = values;

  return (
    <div className="admin-row admin-content">
      <form className="admin-form" onSubmit={save} noValidate aria-label="История">
        <h2>{id ? 'История' : 'Новая история'}</h2>
        <StaleChoice
          theirs={theirs}
          theirValues={theirValues}
          refill={reset}
          rebase={(answer) => {
            setBase(answer);
            setTheirs(null);
          }}
        />
        <Field id="story-title" label={STORY_FIELD_LABELS.title} error={errors.title?.message}>
          {(props) => <input {...props} {...register('title')} className="form-field__input staff-input" />}
        </Field>
        <TheirValue text={their.title ?? null} />
        <PhotoField
          kind="storyCover"
          label={STORY_FIELD_LABELS.cover}
          value={cover.field.value}
          onChange={cover.field.onChange}
          altError={errors.cover?.base?.message ?? errors.cover?.alt?.message}
        />
        <TheirValue text={their.cover ?? null} />
        <StorySlidesField control={control} register={register} errors={errors.slides} />
        <TheirValue text={their.slides ?? null} />

        <fieldset className="admin-form">
          <legend>{STORY_FIELD_LABELS.action}</legend>
          <label className="admin-check">
            <input type="radio" value="none" {...register('actionKind')} /> Без кнопки
          </label>
          <label className="admin-check">
            <input type="radio" value="product" {...register('actionKind')} /> Товар из каталога
          </label>
          <label className="admin-check">
            <input type="radio" value="link" {...register('actionKind')} /> Страница сайта
          </label>
          {actionKind === 'product' && (
            <Field id="story-action-product" label="Товар" error={errors.actionProductId?.message}>
              {(props) => (
                <select {...props} {...register('actionProductId')} className="form-field__input staff-input">
                  <option value="">Выберите товар</option>
                  {products.map(({ product }) => (
                    <option key={product._id} value={product._id}>
                      {product.title}
                      {product.visible ? '' : ' (скрыт)'}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {actionKind === 'link' && (
            <Field id="story-action-href" label="Адрес страницы (начинается с /)" error={errors.actionHref?.message}>
              {(props) => (
                <input
                  {...props}
                  {...register('actionHref')}
                  placeholder="/akcii"
                  className="form-field__input staff-input"
                />
              )}
            </Field>
          )}
          {actionKind !== 'none' && (
            <Field id="story-action-label" label="Текст кнопки" error={errors.actionLabel?.message}>
              {(props) => <input {...props} {...register('actionLabel')} className="form-field__input staff-input" />}
            </Field>
          )}
        </fieldset>
        <TheirValue text={their.action ?? null} />

        <Field id="story-sort-order" label={STORY_FIELD_LABELS.sortOrder} error={errors.sortOrder?.message}>
          {(props) => (
            <input
              {...props}
              {...register('sortOrder', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              className="form-field__input staff-input"
            />
          )}
        </Field>
        <TheirValue text={their.sortOrder ?? null} />

        <fieldset className="admin-form">
          <legend>{STORY_FIELD_LABELS.publish}</legend>
          <label className="admin-check">
            <input type="radio" value="now" {...register('publish')} /> Сразу после сохранения
          </label>
          <label className="admin-check">
            <input type="radio" value="at" {...register('publish')} /> В указанное время
          </label>
          {publish === 'at' && (
            <Field id="story-published-at" label="Дата и время публикации" error={errors.publishedAt?.message}>
              {(props) => (
                <input
                  {...props}
                  {...register('publishedAt')}
                  type="datetime-local"
                  // To the second: a story can be timed to the start of an event.
                  step={1}
                  className="form-field__input staff-input"
                />
              )}
            </Field>
          )}
        </fieldset>
        <TheirValue text={their.publish ?? null} />
        <label className="admin-check">
          <input type="checkbox" {...register('hidden')} /> {STORY_FIELD_LABELS.hidden}
        </label>
        <TheirValue text={their.hidden ?? null} />
        <RecordFormActions submitting={formState.isSubmitting} onDelete={id ? () => void remove() : null} />
      </form>
      <section className="admin-preview" aria-label="Как увидит покупатель">
        <h2>Как увидит покупатель</h2>
        {preview ? (
          <>
            <p>Кружок в ленте на главной; нажмите на него, чтобы открыть историю.</p>
            <StoryPreview story={preview} />
          </>
        ) : (
          <p>Загрузите обложку и фото слайда — здесь появится история.</p>
        )}
      </section>
    </div>
  );
}
