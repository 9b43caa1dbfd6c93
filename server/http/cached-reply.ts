import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ContentEncoding } from '../services/read-model/cached-answer';

/** Below this, compression costs more than it saves (the app's @fastify/compress threshold too). */
const COMPRESS_FROM_BYTES = 1024;
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** The encoding to answer with, from an Accept-Encoding header: the first of `offered` it accepts, else none. */
export function preferredEncoding(
  header: string | undefined,
  offered: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const wildcard = weights.get('*') ?? 0;
  return offered.find((encoding) => (weights.get(encoding) ?? wildcard) > 0) ?? null;
}

/** The entity tags an If-None-Match header lists, without the weak prefix (it uses weak comparison). */
function listedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/** Each encoding of one answer gets its own strong tag, derived from the uncompressed bytes' tag. */
const taggedFor = (etag: string, encoding: ContentEncoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/** Whether the client already holds these bytes (in any encoding). */
export function isNotModified(request: FastifyRequest, answer: CachedAnswer): boolean {
  const base = answer.etag.slice(0, -1);
  return listedTags(request.headers['if-none-match']).some(
    (tag) =>
      tag === '*' || tag === answer.etag || (tag.startsWith(base) && /^-(br|gzip)"$/.test(tag.slice(base.length))),
  );
}

/**
 * Sends an answer the read model serialized and compressed once per data
 * version: 304 when the client's copy is current, else the bytes in the best
 * encoding the client accepts. No per-request validation or serialization —
 * the bytes were checked against the contract when they were made.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  reply.header('vary', 'accept-encoding');
  reply.header('etag', taggedFor(answer.etag, encoding));
  if (isNotModified(request, answer)) return reply.code(304).send();
  reply.header('content-type', answer.contentType);
  if (!encoding) return reply.send(answer.body);
  const body = await answer.encoded(encoding);
  // Set, so @fastify/compress leaves the bytes alone.
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
