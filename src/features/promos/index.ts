export { PromoList } from './PromoList';
export { describePromo, type ProductsById, type PromoProduct, promoPeriod, visiblePromos } from './promo-rules';
