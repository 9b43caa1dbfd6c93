export { StoriesStrip } from './StoriesStrip';
export { StoryPreview } from './StoryPreview';
export { StoriesStoreProvider, useStories } from './stories.context';
export { orderStories } from './stories.store';
export { StoryViewer } from './story-viewer.lazy';
