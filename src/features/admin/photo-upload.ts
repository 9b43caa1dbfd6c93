import { FetchError, ofetch } from 'ofetch';
import type { ImageKind } from '../../domain/catalog/images';
import { AdminPhotoAnswer } from '../../domain/contract/admin-photos';
import type { Picture } from '../../domain/contract/common';
import { endpoints } from '../../domain/contract/endpoints';
import { buildPath } from '../../domain/contract/http';
import { ApiError } from '../../platform/api-client';

/**
 * Sends a photo as the request's raw body (`api()` sends JSON): the path and
 * the answer's schema are the contract's, the server reads the bytes by content.
 */
export async function uploadPhoto(file: Blob, kind: ImageKind): Promise<Picture> {
  const { id } = endpoints.adminPhotoUpload;
  try {
    const answer = await ofetch(buildPath(endpoints.adminPhotoUpload), {
      method: endpoints.adminPhotoUpload.method,
      query: { kind },
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
      credentials: 'same-origin',
      retry: 0,
    });
    const parsed = AdminPhotoAnswer.safeParse(answer);
    if (!parsed.success) throw new ApiError(id, 200);
    return parsed.data.picture;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const status = error instanceof FetchError ? error.status : undefined;
    const data: unknown = error instanceof FetchError ? error.data : undefined;
    const message =
      typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
        ? data.message
        : null;
    throw new ApiError(id, status, message, { cause: error });
  }
}
