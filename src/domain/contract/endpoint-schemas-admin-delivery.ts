import {
  AdminDeliverySettingsAnswer,
  AdminDeliverySettingsBody,
  AdminDeliverySettingsConflict,
  AdminZoneAnswer,
  AdminZoneBody,
  AdminZoneConflict,
  AdminZoneDraft,
  AdminZoneParams,
  AdminZonesAnswer,
} from './admin-delivery';
import {
  AdminStaffActionAnswer,
  AdminStaffAnswer,
  AdminStaffBody,
  AdminStaffConflict,
  AdminStaffDraft,
  AdminStaffListAnswer,
  AdminStaffParams,
  AdminStaffPasswordBody,
} from './admin-staff';
import { ErrorAnswer } from './common';
import type { EndpointSchemas } from './endpoint-schemas-base';
import type { EndpointId } from './endpoints';

/** The back office's delivery and staff calls: their schemas live here, beside the rest of `adminEndpointSchemas`. */
export type AdminDeliveryEndpointId = Extract<EndpointId, `adminDelivery${string}` | `adminStaff${string}`>;

/** 400 bad input, 401 no staff session, 403 a cross-site call or a role (or a shop) that may not. */
const staffOnly = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer } as const;

/** Delivery zones and settings, staff accounts (issue 29); never loaded by the shop's pages. */
export const adminDeliveryEndpointSchemas = {
  adminDeliveryZones: {
    summary: 'Delivery zones with their versions (admins; a manager gets the zones their shops serve)',
    answers: { 200: AdminZonesAnswer, ...staffOnly },
  },
  adminDeliveryZone: {
    summary: 'One delivery zone with its version and the orders its busiest coming window holds',
    params: AdminZoneParams,
    answers: { 200: AdminZoneAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminDeliveryZoneCreate: {
    summary: 'Add a delivery zone; its id is made by the server (admins)',
    body: AdminZoneDraft,
    answers: { 200: AdminZoneAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminDeliveryZoneUpdate: {
    summary:
      'Save a zone edited at `version`: managers change only the window capacity of their shops’ zones; 409 when someone saved first',
    params: AdminZoneParams,
    body: AdminZoneBody,
    answers: { 200: AdminZoneAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminZoneConflict },
  },
  adminDeliverySettings: {
    summary: 'The shop-wide delivery settings with their version (admins)',
    answers: { 200: AdminDeliverySettingsAnswer, ...staffOnly },
  },
  adminDeliverySettingsUpdate: {
    summary: 'Save the delivery settings edited at `version`; 409 when someone saved first (admins)',
    body: AdminDeliverySettingsBody,
    answers: { 200: AdminDeliverySettingsAnswer, ...staffOnly, 409: AdminDeliverySettingsConflict },
  },
  adminStaffList: {
    summary: 'Every staff account with its version and live sessions (admins)',
    answers: { 200: AdminStaffListAnswer, ...staffOnly },
  },
  adminStaffCreate: {
    summary: 'Create a staff account with its first password (admins); 409 when the login is taken',
    body: AdminStaffDraft,
    answers: { 200: AdminStaffAnswer, ...staffOnly, 404: ErrorAnswer, 409: ErrorAnswer },
  },
  adminStaffUpdate: {
    summary:
      'Save an account’s name, role, shops and disabled flag edited at `version`; 409 when someone saved first (admins)',
    params: AdminStaffParams,
    body: AdminStaffBody,
    answers: { 200: AdminStaffAnswer, ...staffOnly, 404: ErrorAnswer, 409: AdminStaffConflict },
  },
  adminStaffPassword: {
    summary: 'Set a new password for an account; every session of it ends (admins)',
    params: AdminStaffParams,
    body: AdminStaffPasswordBody,
    answers: { 200: AdminStaffActionAnswer, ...staffOnly, 404: ErrorAnswer },
  },
  adminStaffSignout: {
    summary: 'End every session of an account: each tablet signed in as it asks for the password again (admins)',
    params: AdminStaffParams,
    answers: { 200: AdminStaffActionAnswer, ...staffOnly, 404: ErrorAnswer },
  },
} as const satisfies Record<AdminDeliveryEndpointId, EndpointSchemas>;
