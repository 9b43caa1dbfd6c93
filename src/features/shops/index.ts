export { ShopsView } from './ShopsView';
export { groupHours, type ShopStatus, shopStatus, telHref, yandexMapsUrl } from './shop-hours';
export { useNow } from './use-now';
