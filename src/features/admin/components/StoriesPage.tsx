import { useEffect, useState } from 'react';
import type { AdminProductAnswer } from '../../../domain/contract/admin';
import type { AdminStoryAnswer } from '../../../domain/contract/admin-content';
import { formatDate } from '../../../shared/format';
import { adminApi, messageOf } from '../admin.api';
import { adminContentApi } from '../admin-content.api';
import { postStatus } from './NewsPage';
import { RecordList } from './RecordList';
import { StoryForm } from './StoryForm';
import { useAdminRecords } from './useAdminRecords';

const loadStories = () => adminContentApi.stories().then((answer) => answer.stories);

/** «Истории»: every story (hidden and scheduled too), and the form of one with the shop's own strip as preview. */
export function StoriesPage() {
  const [products, setProducts] = useState<AdminProductAnswer[]>([]);
  const [open, setOpen] = useState<AdminStoryAnswer | 'new' | null>(null);
  const { records: stories, failure, reload } = useAdminRecords(loadStories);
  // For the button's product choice; the form works without it (the list is then empty).
  useEffect(() => {
    adminApi.products().then(
      (answer) => setProducts(answer.products),
      (error: unknown) => console.warn('[admin] the products for a story button did not load', messageOf(error)),
    );
  }, []);
  if (failure) return <p role="alert">{failure}</p>;
  if (!stories) return <p role="status">Загружаем истории…</p>;
  const now = Date.now();
  return (
    <section className="admin-card">
      <h1>Истории</h1>
      <button type="button" className="button button--primary staff-button" onClick={() => setOpen('new')}>
        Новая история
      </button>
      <RecordList
        caption="Истории"
        records={stories}
        idOf={(entry) => entry.story._id}
        onOpen={setOpen}
        columns={[
          { id: 'title', header: 'Название', text: (entry) => entry.story.title },
          { id: 'order', header: 'Место', text: (entry) => String(entry.story.sortOrder) },
          { id: 'date', header: 'Дата', text: (entry) => formatDate(entry.story.publishedAt) },
          { id: 'status', header: 'Статус', text: (entry) => postStatus(entry.story, now) },
        ]}
      />
      {open && (
        <StoryForm
          key={open === 'new' ? 'new' : `${open.story._id}-${open.version}`}
          initial={open === 'new' ? null : open}
          products={products}
          onDone={(saved) => {
            setOpen(saved);
            reload();
          }}
        />
      )}
    </section>
  );
}
