import { describe, expect, it } from 'vitest';
import { LOYALTY_RULES } from '../../../domain/loyalty';
import { loadInfoPageContent } from '../../info-pages';
import { findLegalDocument, LEGAL_DOCUMENTS, PUBLIC_OFFER } from '.';
import type { StaticDocument } from './types';

const { findInfoPage, INFO_PAGE_SLUGS, INFO_PAGES } = await loadInfoPageContent();

const ALL_DOCUMENTS: StaticDocument[] = [...LEGAL_DOCUMENTS, ...Object.values(INFO_PAGES)];

function allText(doc: StaticDocument): string[] {
  return [
    doc.title,
    doc.description,
    ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
  ];
}

describe('static documents', () => {
  it('finds every legal document by its slug', () => {
    expect(LEGAL_DOCUMENTS.map((doc) => doc.slug)).toEqual(['privacy', 'offer', 'personal-data', 'cookies']);
    for (const doc of LEGAL_DOCUMENTS) expect(findLegalDocument(doc.slug)).toBe(doc);
    expect(findLegalDocument('nope')).toBeUndefined();
  });

  it('keys the info pages by their slugs', () => {
    for (const slug of INFO_PAGE_SLUGS) {
      expect(INFO_PAGES[slug].slug).toBe(slug);
      expect(findInfoPage(slug)).toBe(INFO_PAGES[slug]);
    }
    expect(findInfoPage('toString')).toBeUndefined();
  });

  it.each(ALL_DOCUMENTS.map((doc) => [doc.slug, doc] as const))('%s is well formed', (_slug, doc) => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(5);
    expect(doc.sections.length).toBeLessThanOrEqual(10);
    expect(doc.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const section of doc.sections) {
      expect(section.heading).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      if (section.list) expect(section.list.length).toBeGreaterThan(0);
    }
    for (const text of allText(doc)) {
      expect(text.trim()).toBe(text);
      expect(text).not.toMatch(/["\u201c\u201d]/);
      expect(text).not.toMatch(/ {2}|\$\{/);
    }
  });

  it('states the same bonus rates and refund term everywhere, and no delivery amount at all', () => {
    const text = ALL_DOCUMENTS.flatMap(allText).join('\n');
    expect(text).not.toMatch(/Теплый|теплым/);
    // Delivery amounts are data (GET /api/delivery/options): the delivery page shows them in its zones slot.
    expect(text).not.toMatch(/доставк[^.;]*\d+\s*руб/iu);
    expect(INFO_PAGES.dostavka.sections.some((section) => section.slot === 'delivery-zones')).toBe(true);
    // The numbers come from the rules the server applies (LOYALTY_RULES), in both documents alike.
    for (const doc of [INFO_PAGES.loyalty, PUBLIC_OFFER]) {
      const docText = allText(doc).join('\n');
      expect(docText).toContain(`${LOYALTY_RULES.earnPercent}% суммы`);
      expect(docText).toMatch(/100 баллов (равны|=) 1,00\u00a0руб\./);
      expect(docText).toContain(`${LOYALTY_RULES.maxSpendPercent}%`);
      expect(docText).toContain('365 дней');
      expect(docText).toContain('300 баллов');
      expect(docText).not.toMatch(/180 дней|24 часов/);
    }
    for (const doc of [INFO_PAGES.payment, INFO_PAGES.return, INFO_PAGES.dostavka, PUBLIC_OFFER]) {
      expect(allText(doc).join('\n')).toContain('7 рабочих дней');
    }
  });
});
