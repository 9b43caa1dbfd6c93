export { RatingsOutbox } from './RatingsOutbox';
export { RatingsStoreProvider, useRatings } from './ratings.context';
export { StarRating } from './StarRating';
