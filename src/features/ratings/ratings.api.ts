import { FetchError, ofetch } from 'ofetch';
import type { RateProductAnswer } from '../../domain/contract/catalog';

export function postRating(productId: string, stars: number): Promise<RateProductAnswer> {
  return ofetch<RateProductAnswer>(`/api/product/${encodeURIComponent(productId)}/rating`, {
    method: 'POST',
    body: { stars },
    timeout: 15_000,
  });
}

/** A 4xx answer is final (unknown product, bad value): retrying would not help. */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof FetchError && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}
