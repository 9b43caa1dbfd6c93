export { FeedbackForm, type FeedbackShopOption } from './FeedbackForm';
