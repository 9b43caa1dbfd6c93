export { StoriesStoreProvider, useStories } from './stories.context';
export { orderStories } from './stories.store';
