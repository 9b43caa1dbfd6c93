import {
  AdminAlertAnswer,
  AdminAlertBody,
  AdminAlertConflict,
  AdminAlertDeleteBody,
  AdminAlertDraft,
  AdminAlertParams,
  AdminAlertsAnswer,
  AdminAuditAnswer,
  AdminAuditQuery,
  AdminDeletedAnswer,
  AdminProductAnswer,
  AdminProductBody,
  AdminProductConflict,
  AdminProductParams,
  AdminProductsAnswer,
  AdminShopAnswer,
  AdminShopBody,
  AdminShopConflict,
  AdminShopParams,
  AdminStoplistAnswer,
  AdminStoplistBody,
  AdminStoplistQuery,
} from './admin';
import { ErrorAnswer } from './common';
import { adminContentEndpointSchemas } from './endpoint-schemas-admin-content';
import { adminPromoEndpointSchemas } from './endpoint-schemas-admin-promos';
import type { AdminEndpointId, EndpointSchemas } from './endpoint-schemas-base';

/** Every back-office call: 400 bad input, 401 no staff session, 403 a cross-site call or a role that may not. */
const staffOnly = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;

/** The schemas of the back-office endpoints (issue 29), part of `endpointSchemas`; never loaded by the shop's pages. */
export const adminEndpointSchemas = {
  ...adminPromoEndpointSchemas,
  ...adminContentEndpointSchemas,
  adminProducts: {
    summary: 'Every product, hidden ones included, with its version (admins)',
    answers: { 200: AdminProductsAnswer, ...staffOnly },
  },
  adminProduct: {
    summary: 'One product as the back office edits it, with its version (admins)',
    params: AdminProductParams,
    answers: { 200: AdminProductAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminProductUpdate: {
    summary: 'Save a product edited at `version`; 409 with the product as it is now when someone saved first (admins)',
    params: AdminProductParams,
    body: AdminProductBody,
    answers: { 200: AdminProductAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminProductConflict },
  },
  adminStoplist: {
    summary: 'A shop’s products sold out on a shop day (managers of the shop, admins)',
    query: AdminStoplistQuery,
    answers: { 200: AdminStoplistAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminStoplistUpdate: {
    summary: 'Mark a product sold out at a shop for a day, or back on sale (managers of the shop, admins)',
    body: AdminStoplistBody,
    answers: { 200: AdminStoplistAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminShop: {
    summary: 'A shop as the back office edits it, with its version (managers of the shop, admins)',
    params: AdminShopParams,
    answers: { 200: AdminShopAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminShopUpdate: {
    summary: 'Save a shop edited at `version`: managers change its hours only; 409 when someone saved first',
    params: AdminShopParams,
    body: AdminShopBody,
    answers: { 200: AdminShopAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminShopConflict },
  },
  adminAlerts: {
    summary: 'Every alert, past and scheduled too, with its version (admins; managers see their shops’ alerts)',
    answers: { 200: AdminAlertsAnswer, ...staffOnly },
  },
  adminAlertCreate: {
    summary:
      'Schedule a new alert (the non-closable modal) for its window: for everyone (admins) or one shop (its managers)',
    body: AdminAlertDraft,
    answers: { 200: AdminAlertAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminAlertUpdate: {
    summary:
      'Save an alert edited at `version`; 409 with the alert as it is now when someone saved first (admins; managers for their shops)',
    params: AdminAlertParams,
    body: AdminAlertBody,
    answers: { 200: AdminAlertAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminAlertConflict },
  },
  adminAlertDelete: {
    summary: 'Remove an alert read at `version` (admins; managers for their shops)',
    params: AdminAlertParams,
    body: AdminAlertDeleteBody,
    answers: { 200: AdminDeletedAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminAlertConflict },
  },
  adminAudit: {
    summary: 'The back office’s journal: who changed what, when, before and after (admins)',
    query: AdminAuditQuery,
    answers: { 200: AdminAuditAnswer, ...staffOnly },
  },
} as const satisfies Partial<Record<AdminEndpointId, EndpointSchemas>>;
