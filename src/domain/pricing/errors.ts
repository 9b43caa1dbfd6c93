/**
 * The one error the pricing engine throws. Its `message` is a complete Russian
 * sentence, so the server can answer `400 {message}` with it verbatim and the
 * app can show it in a toast without translating anything.
 */
export class PricingInputError extends Error {
  override readonly name = 'PricingInputError';
  /** Which input was wrong (e.g. `items[2].count`, `promo.dateTimeFrom`), for logs only. */
  readonly field: string;

  constructor(message: string, field: string) {
    super(message);
    this.field = field;
  }
}

export function isPricingInputError(error: unknown): error is PricingInputError {
  return error instanceof PricingInputError;
}
