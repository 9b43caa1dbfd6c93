import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { z } from 'zod';

export type ContentEncoding = 'br' | 'gzip';

/** An answer serialized once per data version: the bytes, their strong ETag and compressed copies. */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly contentType: string;
  /** Strong ETag of the uncompressed bytes (a hash of them, so equal on every server and after a restart). */
  readonly etag: string;
  /** The bytes compressed with `encoding`, compressed once on first use. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Done once per version, not per request, so the strongest settings pay off.
const COMPRESS: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
};

/**
 * The wire JSON of an answer: checked against (and encoded by) its contract
 * schema. Every cached answer is made here, so the wire format is decided in
 * one place; a value that breaks the contract is a server bug and throws.
 */
export function serializeAnswer<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>): string {
  return JSON.stringify(z.encode(schema, value));
}

export function cachedAnswer(text: string, contentType = 'application/json; charset=utf-8'): CachedAnswer {
  const body = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const compressed = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    body,
    contentType,
    etag,
    encoded(encoding) {
      let result = compressed.get(encoding);
      if (!result) {
        result = COMPRESS[encoding](body);
        // A failed compression is retried by the next request rather than remembered.
        result.catch(() => compressed.delete(encoding));
        compressed.set(encoding, result);
      }
      return result;
    },
  };
}
