export { RatingsOutboxWhenIdle } from './RatingsOutboxWhenIdle';
export { RatingsStoreProvider, useRatings } from './ratings.context';
export { StarRating } from './StarRating';
