import { COOKIE_POLICY } from './cookies';
import { PUBLIC_OFFER } from './offer';
import { PERSONAL_DATA_POLICY } from './personal-data';
import { PRIVACY_POLICY } from './privacy';
import type { StaticDocument } from './types';

export { SELLER, SELLER_PHONES } from './seller';
export type { DocumentSection, StaticDocument } from './types';
export { COOKIE_POLICY, PERSONAL_DATA_POLICY, PRIVACY_POLICY, PUBLIC_OFFER };

export type LegalDocumentSlug = 'privacy' | 'offer' | 'personal-data' | 'cookies';

/** The legal documents in the order they are listed in the footer. */
export const LEGAL_DOCUMENTS: readonly StaticDocument[] = [
  PRIVACY_POLICY,
  PUBLIC_OFFER,
  PERSONAL_DATA_POLICY,
  COOKIE_POLICY,
];

export function findLegalDocument(slug: string): StaticDocument | undefined {
  return LEGAL_DOCUMENTS.find((doc) => doc.slug === slug);
}
