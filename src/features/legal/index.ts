import type { StaticDocument } from './content/types';

export { SELLER, SELLER_PHONES } from './content/seller';
export type { StaticDocument } from './content/types';
export { DocumentView } from './DocumentView';
export { LEGAL_LINKS } from './links';

/** The long texts load on demand, so they never weigh on other pages. */
export async function loadLegalDocument(slug: string): Promise<StaticDocument | undefined> {
  const { findLegalDocument } = await import('./content/index');
  return findLegalDocument(slug);
}
