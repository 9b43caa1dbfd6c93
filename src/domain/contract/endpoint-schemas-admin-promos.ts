import { AdminDeletedAnswer } from './admin';
import {
  AdminPromoAnswer,
  AdminPromoBody,
  AdminPromoConflict,
  AdminPromoDeleteBody,
  AdminPromoDraft,
  AdminPromoParams,
  AdminPromoStatusBody,
  AdminPromosAnswer,
} from './admin-promos';
import { ErrorAnswer } from './common';

const staffOnly = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;

/** The back office's promotions (issue 29), part of `adminEndpointSchemas`. */
export const adminPromoEndpointSchemas = {
  adminPromos: {
    summary: 'Every promotion, drafts and archived ones too, with its version (admins)',
    answers: { 200: AdminPromosAnswer, ...staffOnly },
  },
  adminPromo: {
    summary: 'One promotion with its version (admins)',
    params: AdminPromoParams,
    answers: { 200: AdminPromoAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminPromoCreate: {
    summary:
      'Create a promotion, a draft unless said otherwise; refused when the pricing engine would reject it (admins)',
    body: AdminPromoDraft,
    answers: { 200: AdminPromoAnswer, ...staffOnly },
  },
  adminPromoUpdate: {
    summary: 'Save a promotion edited at `version`; 409 with it as it is now when someone saved first (admins)',
    params: AdminPromoParams,
    body: AdminPromoBody,
    answers: { 200: AdminPromoAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminPromoConflict },
  },
  adminPromoStatus: {
    summary: 'Publish (applied within its window), archive, or return a promotion to drafts (admins)',
    params: AdminPromoParams,
    body: AdminPromoStatusBody,
    answers: { 200: AdminPromoAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminPromoConflict },
  },
  adminPromoDelete: {
    summary: 'Remove a draft promotion read at `version` (admins)',
    params: AdminPromoParams,
    body: AdminPromoDeleteBody,
    answers: { 200: AdminDeletedAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminPromoConflict },
  },
} as const;
