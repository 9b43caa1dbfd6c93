import type { FastifyInstance, FastifyReply } from 'fastify';
import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES, UPLOADED_PHOTOS_PATH } from '../../src/domain/contract/admin-photos';
import { endpoints } from '../../src/domain/contract/endpoints';
import type { Executor } from '../db/transaction';
import { HttpError } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';
import { route } from '../http/route';
import { requireStaff } from '../http/staff';
import { createUploadedPhotosRepository, type PhotoFile } from '../repositories/uploaded-photos';
import { PhotoRefusal, uploadPhoto } from '../services/admin/photos';
import { enforceLimit } from './account-limits';

/** Uploads one staff member may make: a product's photos one by one, a news post's several; 60 in 10 minutes. */
export const PHOTO_UPLOAD_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const;
export const TOO_MANY_PHOTOS = 'Слишком много фото подряд. Попробуйте через несколько минут';
/** The parser reads a little past the limit, so a file just over it gets the photo's own message, not a generic one. */
const PARSER_LIMIT = PHOTO_MAX_BYTES + 1024 * 1024;
/** Renditions kept in this node's memory: a few dozen products' photos, the hot ones. */
const CACHE_BYTES = 64 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_NAME = /^[0-9a-f]{20}-\d{2,4}\.(avif|webp)$/;

const STATUS_OF_REFUSAL = { too_large: 413, not_an_image: 415, unreadable: 400 } as const;

/** A bounded in-memory copy of renditions read from the database (they never change under a name). */
function createFileCache(limit: number) {
  const files = new Map<string, PhotoFile>();
  let bytes = 0;
  return {
    get(name: string): PhotoFile | undefined {
      const file = files.get(name);
      if (file) {
        // Most recently used last, so the eviction below drops the coldest.
        files.delete(name);
        files.set(name, file);
      }
      return file;
    },
    set(file: PhotoFile): void {
      if (file.bytes.length > limit || files.has(file.name)) return;
      files.set(file.name, file);
      bytes += file.bytes.length;
      for (const [name, old] of files) {
        if (bytes <= limit) break;
        files.delete(name);
        bytes -= old.bytes.length;
      }
    },
  };
}

/**
 * Photos of the back office (issue 29): the upload (raw bytes, admins only)
 * and the renditions, served from the database to every node with immutable
 * caching, since a name is a hash of its photo.
 */
export async function adminPhotosRoutes(
  app: FastifyInstance,
  { db, limiter }: { db: Executor; limiter: RateLimiter },
): Promise<void> {
  const photos = createUploadedPhotosRepository(db);
  const cache = createFileCache(CACHE_BYTES);

  // The photo types, and any other type too (in this plugin only): what a body is, is told by its bytes, and
  // a text file sent as a photo is answered «Это не фото…», not with the API's plain 415 (JSON keeps its parser).
  app.addContentTypeParser(
    [...PHOTO_CONTENT_TYPES, '*'],
    { parseAs: 'buffer', bodyLimit: PARSER_LIMIT },
    (_request, body, done) => done(null, body),
  );

  route(
    app,
    endpoints.adminPhotoUpload,
    async ({ query, request, reply }) => {
      const actor = requireStaff(request);
      await enforceLimit(reply, limiter, `staff:${actor.id}`, TOO_MANY_PHOTOS);
      try {
        return await uploadPhoto(photos, actor, request.body, query.kind);
      } catch (error) {
        if (error instanceof PhotoRefusal) throw new HttpError(STATUS_OF_REFUSAL[error.reason], error.message);
        throw error;
      }
    },
    { rawBody: true },
  );

  app.get<{ Params: { name: string } }>(`${UPLOADED_PHOTOS_PATH}/:name`, async (request, reply: FastifyReply) => {
    const { name } = request.params;
    if (!FILE_NAME.test(name)) throw new HttpError(404, 'Фото не найдено');
    const etag = `"${name}"`;
    if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).send();
    let file = cache.get(name);
    if (!file) {
      file = (await photos.find(name)) ?? undefined;
      if (!file) throw new HttpError(404, 'Фото не найдено');
      cache.set(file);
    }
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
