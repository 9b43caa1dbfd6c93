import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminPostAnswer } from '../../../domain/contract/admin-content';
import { Field } from '../../../shared/Field';
import { formatDate } from '../../../shared/format';
import { PostPreview } from '../../news';
import { notify } from '../../toasts';
import { conflictAnswer, messageOf } from '../admin.api';
import { adminContentApi } from '../admin-content.api';
import { describeValue, differingFields } from '../conflict';
import {
  POST_FIELD_LABELS,
  POST_FIELDS,
  PostFormValues,
  paragraphsOf,
  postFormValues,
  postFromForm,
  toLocalMoment,
} from '../content-form';
import { ConflictBanner, TheirValue } from './ConflictNote';
import { PictureField } from './PictureField';
import { confirmAndDelete, RecordFormActions } from './RecordFormActions';
import { RecordList } from './RecordList';
import { useAdminRecords } from './useAdminRecords';

type Input = z.input<typeof PostFormValues>;

/** Where a post stands for shoppers now. */
export function postStatus(post: { hidden: boolean; publishedAt: string }, now: number): string {
  if (post.hidden) return 'Скрыта';
  return Date.parse(post.publishedAt) > now ? 'Запланирована' : 'Опубликована';
}

const blankPost = () => ({
  slug: '',
  title: '',
  excerpt: '',
  body: [],
  cover: { base: '', width: 1200, height: 800, alt: '' },
  publishedAt: new Date().toISOString(),
  hidden: false,
});

const loadPosts = () => adminContentApi.posts().then((answer) => answer.posts);

/** «Новости»: every post (hidden and scheduled too), and the form of one with the shop's own page as preview. */
export function NewsPage() {
  const [open, setOpen] = useState<AdminPostAnswer | 'new' | null>(null);
  const { records: posts, failure, reload } = useAdminRecords(loadPosts);
  if (failure) return <p role="alert">{failure}</p>;
  if (!posts) return <p role="status">Загружаем новости…</p>;
  const now = Date.now();
  return (
    <section className="admin-card">
      <h1>Новости</h1>
      <button type="button" className="button button--primary staff-button" onClick={() => setOpen('new')}>
        Новая новость
      </button>
      <RecordList
        caption="Новости"
        records={posts}
        idOf={(entry) => entry.post._id}
        onOpen={setOpen}
        columns={[
          { id: 'title', header: 'Заголовок', text: (entry) => entry.post.title },
          { id: 'date', header: 'Дата', text: (entry) => formatDate(entry.post.publishedAt) },
          { id: 'status', header: 'Статус', text: (entry) => postStatus(entry.post, now) },
        ]}
      />
      {open && (
        <PostForm
          key={open === 'new' ? 'new' : `${open.post._id}-${open.version}`}
          initial={open === 'new' ? null : open}
          onDone={(saved) => {
            setOpen(saved);
            reload();
          }}
        />
      )}
    </section>
  );
}

function PostForm({
  initial,
  onDone,
}: {
  initial: AdminPostAnswer | null;
  onDone: (saved: AdminPostAnswer | null) => void;
}) {
  const [version, setVersion] = useState(initial?.version ?? 0);
  const [theirs, setTheirs] = useState<{ values: PostFormValues; version: number } | null>(null);
  const form = useForm<Input, unknown, PostFormValues>({
    resolver: zodResolver(PostFormValues),
    defaultValues: postFormValues(initial?.post ?? blankPost()),
  });
  const { register, handleSubmit, formState, reset, getValues, setValue, watch } = form;
  const errors = formState.errors;
  const id = initial?.post._id ?? null;

  const save = handleSubmit(async (values) => {
    try {
      const post = postFromForm(values);
      const answer = id
        ? await adminContentApi.savePost(id, { post: { ...post, _id: id }, version })
        : await adminContentApi.createPost(post);
      setTheirs(null);
      notify.success('Новость сохранена');
      onDone(answer);
    } catch (error) {
      const now = conflictAnswer<AdminPostAnswer>(error);
      if (now && 'post' in now) setTheirs({ values: postFormValues(now.post), version: now.version });
      else notify.error(messageOf(error));
    }
  });
  const remove = async () => {
    if (!id) return;
    await confirmAndDelete({
      question: 'Удалить новость? Её лайки и просмотры пропадут.',
      remove: () => adminContentApi.deletePost(id, version),
      done: 'Новость удалена',
      onDeleted: () => onDone(null),
    });
  };

  const differing = theirs ? differingFields(getValues() as PostFormValues, theirs.values, POST_FIELDS) : [];
  const their = (field: (typeof POST_FIELDS)[number]) =>
    theirs && differing.includes(field) ? describeValue(theirs.values[field]) : null;
  const text = (field: 'title' | 'slug' | 'publishedAt', type = 'text') => (
    <>
      <Field id={`post-${field}`} label={POST_FIELD_LABELS[field]} error={errors[field]?.message}>
        {(props) => (
          <input
            {...props}
            {...register(field)}
            type={type}
            // To the second: a post can be timed to the start of an event.
            step={type === 'datetime-local' ? 1 : undefined}
            className="form-field__input staff-input"
          />
        )}
      </Field>
      <TheirValue text={their(field)} />
    </>
  );
  const area = (field: 'excerpt' | 'body', rows: number) => (
    <>
      <Field id={`post-${field}`} label={POST_FIELD_LABELS[field]} error={errors[field]?.message}>
        {(props) => <textarea {...props} {...register(field)} rows={rows} className="form-field__input" />}
      </Field>
      <TheirValue text={their(field)} />
    </>
  );
  const picture = (part: 'base' | 'width' | 'height' | 'alt') =>
    register(`cover.${part}`, part === 'width' || part === 'height' ? { valueAsNumber: true } : {});
  const values = watch();

  return (
    <div className="admin-row admin-content">
      <form className="admin-form" onSubmit={save} noValidate aria-label="Новость">
        <h2>{id ? 'Новость' : 'Новая новость'}</h2>
        {theirs && (
          <ConflictBanner
            onTakeTheirs={() => {
              reset(theirs.values);
              setVersion(theirs.version);
              setTheirs(null);
            }}
            onKeepMine={() => {
              setVersion(theirs.version);
              setTheirs(null);
            }}
          />
        )}
        {text('title')}
        {text('slug')}
        {area('excerpt', 2)}
        {area('body', 8)}
        <PictureField
          id="post-cover"
          legend="Обложка"
          fields={{ base: picture('base'), width: picture('width'), height: picture('height'), alt: picture('alt') }}
          errors={errors.cover}
        />
        {text('publishedAt', 'datetime-local')}
        <button
          type="button"
          className="button button--ghost staff-button"
          onClick={() => setValue('publishedAt', toLocalMoment(new Date().toISOString()))}
        >
          Опубликовать сейчас
        </button>
        <label className="admin-check">
          <input type="checkbox" {...register('hidden')} /> {POST_FIELD_LABELS.hidden}
        </label>
        <TheirValue text={their('hidden')} />
        <RecordFormActions submitting={formState.isSubmitting} onDelete={id ? () => void remove() : null} />
      </form>
      <section className="admin-preview" aria-label="Как увидит покупатель">
        <h2>Как увидит покупатель</h2>
        <PostPreview
          post={{
            _id: id ?? 'preview',
            slug: values.slug || 'preview',
            title: values.title || 'Заголовок',
            excerpt: values.excerpt ?? '',
            body: paragraphsOf(values.body ?? ''),
            cover: values.cover.base.startsWith('/') ? values.cover : { ...values.cover, base: '/' },
            publishedAt: Number.isNaN(new Date(values.publishedAt).getTime())
              ? new Date().toISOString()
              : new Date(values.publishedAt).toISOString(),
            like: initial?.like ?? 0,
            views: initial?.views ?? 0,
          }}
        />
      </section>
    </div>
  );
}
