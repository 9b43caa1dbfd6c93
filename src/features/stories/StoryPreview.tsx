import type { Story } from '../../domain/contract/catalog';
import { StoriesStrip } from './StoriesStrip';
import { StoriesStoreProvider } from './stories.context';

/**
 * A story being edited in the back office, drawn by the shop's own strip and
 * viewer. The back office has none of the shopper's device stores, so the
 * preview brings the stories store itself; being a preview, it marks nothing
 * viewed in it.
 */
export function StoryPreview({ story }: { story: Story }) {
  return (
    <StoriesStoreProvider>
      <StoriesStrip stories={[story]} preview />
    </StoriesStoreProvider>
  );
}
