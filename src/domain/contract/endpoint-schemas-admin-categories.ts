import {
  AdminCategoriesAnswer,
  AdminCategoryAnswer,
  AdminCategoryBody,
  AdminCategoryConflict,
  AdminCategoryParams,
} from './admin-categories';
import { ErrorAnswer } from './common';
import type { EndpointSchemas } from './endpoint-schemas-base';

export type AdminCategoriesEndpointId = 'adminCategories' | 'adminCategoryUpdate';

const staffOnly = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;

/** The schemas of the categories' back-office endpoints, part of `endpointSchemas`. */
export const adminCategoriesEndpointSchemas = {
  adminCategories: {
    summary: 'The seven categories with their titles, menu order and versions (admins)',
    answers: { 200: AdminCategoriesAnswer, ...staffOnly },
  },
  adminCategoryUpdate: {
    summary:
      'Rename or move a category edited at `version`; 409 with it as it is now when someone saved first (admins)',
    params: AdminCategoryParams,
    body: AdminCategoryBody,
    answers: { 200: AdminCategoryAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminCategoryConflict },
  },
} as const satisfies Record<AdminCategoriesEndpointId, EndpointSchemas>;
