export { PostsLikesStoreProvider, usePostsLikes } from './news.context';
