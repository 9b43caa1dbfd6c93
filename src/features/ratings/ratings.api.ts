import type { RateProductAnswer } from '../../domain/contract/catalog';
import { endpoints } from '../../domain/contract/endpoints';
import { api, isApiError } from '../../platform/api-client';

export function postRating(productId: string, stars: number): Promise<RateProductAnswer> {
  return api(endpoints.rateProduct, { params: { id: productId }, body: { stars } });
}

/** A 4xx answer is final (unknown product, bad value): retrying would not help. */
export function isDefiniteRefusal(error: unknown): boolean {
  return isApiError(error) && error.isRefusal;
}
