/**
 * What a service refuses, in the service's own words: a Russian message for
 * the shopper or staff member, and a kind that says what went wrong. Services
 * throw these and never know about HTTP; `server/http/errors.ts` maps each
 * kind to a status once.
 */
export type DomainErrorKind =
  /** The input is wrong (a value out of range, an unknown product). */
  | 'invalid'
  /** Nobody is signed in, or the session is gone. */
  | 'unauthorized'
  /** Signed in, but this role may not do this. */
  | 'forbidden'
  /** There is no such thing, or the caller may not know it exists. */
  | 'not_found'
  /** The thing has moved on (another tablet moved the order first, the points were taken). */
  | 'conflict'
  /** Understood, but refused as it stands (an idempotency key reused with another body). */
  | 'unprocessable'
  /** Too many tries: wait `retryAfterSeconds`. */
  | 'too_many'
  /** A part the service needs is switched off here (no card gateway). */
  | 'unavailable'
  /** A part the service needs failed to answer (the card gateway). */
  | 'upstream';

export interface DomainErrorDetails {
  /** For `too_many`: when to try again (sent as `retry-after`). */
  retryAfterSeconds?: number;
  /** More fields of the answer beside `message`, e.g. the order as it is now on a `conflict`. */
  answer?: Record<string, unknown>;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
