/** A percent the engine accepts (a product's own discount, a promo's): a finite number from 0 to 100. */
export function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}
