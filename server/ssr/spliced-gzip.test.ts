import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressParts, splicedGzip } from './spliced-gzip';

describe('splicedGzip', () => {
  it('is a valid gzip stream of the parts joined by the filler, whatever the parts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 3000 }), { minLength: 1, maxLength: 8 }),
        fc.base64String({ minLength: 4, maxLength: 44 }),
        (texts, filler) => {
          const compressed = compressParts(
            texts.map((text) => Buffer.from(text, 'utf8')),
            filler.length,
          );
          const stream = Buffer.concat(splicedGzip(compressed, filler));
          expect(gunzipSync(stream).toString('utf8')).toBe(texts.join(filler));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('compresses about as well as gzip of the whole page, the parts seeing the text before them', () => {
    const card = (index: number) => `<li class="card"><a href="/?pirog=p${index}">Пирог с капустой и яйцом</a></li>`;
    const body = Array.from({ length: 600 }, (_, index) => card(index)).join('');
    const nonce = 'A'.repeat(24);
    const page = `${'<meta nonce="X"/>'.repeat(20)}${body}${'<script nonce="X">1</script>'.repeat(10)}`;
    const parts = page.split('X').map((part) => Buffer.from(part, 'utf8'));
    const spliced = Buffer.concat(splicedGzip(compressParts(parts, nonce.length), nonce));
    const whole = gzipSync(page.replaceAll('X', nonce), { level: 9 });
    // Each gap costs a flush marker and a stored block header; the rest is as good as one stream.
    expect(spliced.length).toBeLessThan(whole.length + parts.length * 40);
    expect(gunzipSync(spliced).toString('utf8')).toBe(page.replaceAll('X', nonce));
  });

  it('still works, without history, for a page containing a NUL byte', () => {
    const parts = ['a\u0000b', 'c'.repeat(100), 'd'].map((part) => Buffer.from(part, 'utf8'));
    const stream = Buffer.concat(splicedGzip(compressParts(parts, 3), 'xyz'));
    expect(gunzipSync(stream).toString('utf8')).toBe(`a\u0000bxyz${'c'.repeat(100)}xyzd`);
  });

  it('refuses a filler of another length than the gaps were made for', () => {
    expect(() => splicedGzip(compressParts([Buffer.from('a'), Buffer.from('b')], 4), 'xyz')).toThrow();
  });
});
