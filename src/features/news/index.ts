export { NewsList } from './NewsList';
export { PostsLikesStoreProvider, usePostCounts, usePostLike, usePostsLikes, usePostView } from './news.context';
export { hasMorePosts, NEWS_PAGE_SIZE, nextNewsLimit, parseNewsLimit } from './news.paging';
export { postHead } from './news.seo';
export { PostArticle, PostPreview } from './PostArticle';
export { PostCard } from './PostCard';
export { LikeButton, ViewsCount } from './PostStats';
