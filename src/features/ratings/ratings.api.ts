import type { RateProductAnswer } from '../../domain/contract/catalog';
import { endpoints } from '../../domain/contract/endpoints';
import { api } from '../../platform/api-client';

export function postRating(productId: string, stars: number): Promise<RateProductAnswer> {
  return api(endpoints.rateProduct, { params: { id: productId }, body: { stars } });
}
