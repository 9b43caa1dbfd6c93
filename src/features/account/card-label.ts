import type { SavedCard } from '../../domain/contract/account';

/** How shoppers know the payment systems the gateway names in lower case (bePaid's `credit_card.brand`). */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  belkart: 'Белкарт',
  mir: 'Мир',
  card: 'Карта',
};

function brandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** How a saved card reads: brand, the last four digits and the expiry (never more of the number). */
export function cardLabel(card: Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
  return `${brandName(card.brand)} •••• ${card.last4}, до ${expiry}`;
}
