import { describe, expect, it } from 'vitest';
import { WARM_PAGE_PATHS } from '../../domain/contract/warm-up';
import { LEGAL_LINKS } from './links';

describe('legal documents offline', () => {
  it('every legal document page is warmed, so it opens offline as its own document', () => {
    for (const { slug } of LEGAL_LINKS) expect(WARM_PAGE_PATHS).toContain(`/docs/${slug}`);
  });
});
