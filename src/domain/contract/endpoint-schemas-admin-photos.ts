import { AdminPhotoAnswer, AdminPhotoBody, AdminPhotoQuery } from './admin-photos';
import { ErrorAnswer } from './common';
import type { EndpointSchemas } from './endpoint-schemas-base';

export type AdminPhotosEndpointId = 'adminPhotoUpload';

/** The schema of the back office's photo upload, part of `endpointSchemas`. */
export const adminPhotosEndpointSchemas = {
  adminPhotoUpload: {
    summary:
      'Upload a photo (raw bytes): AVIF and WebP renditions at the catalogue widths, metadata stripped; 413 over 15 MB, 415 not an image (admins)',
    query: AdminPhotoQuery,
    body: AdminPhotoBody,
    answers: {
      200: AdminPhotoAnswer,
      400: ErrorAnswer,
      401: ErrorAnswer,
      403: ErrorAnswer,
      413: ErrorAnswer,
      415: ErrorAnswer,
      429: ErrorAnswer,
    },
  },
} as const satisfies Record<AdminPhotosEndpointId, EndpointSchemas>;
