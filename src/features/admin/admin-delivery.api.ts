import type { AdminDeliverySettingsBody, AdminZoneBody, AdminZoneDraft } from '../../domain/contract/admin-delivery';
import type { AdminStaffBody, AdminStaffDraft } from '../../domain/contract/admin-staff';
import { endpoints } from '../../domain/contract/endpoints';
import { api } from '../../platform/api-client';

/** The back office's delivery and staff calls (issue 29), through the contract. */
export const adminDeliveryApi = {
  zones: () => api(endpoints.adminDeliveryZones),
  createZone: (body: AdminZoneDraft) => api(endpoints.adminDeliveryZoneCreate, { body }),
  saveZone: (id: string, body: AdminZoneBody) => api(endpoints.adminDeliveryZoneUpdate, { params: { id }, body }),
  settings: () => api(endpoints.adminDeliverySettings),
  saveSettings: (body: AdminDeliverySettingsBody) => api(endpoints.adminDeliverySettingsUpdate, { body }),
  staff: () => api(endpoints.adminStaffList),
  createStaff: (body: AdminStaffDraft) => api(endpoints.adminStaffCreate, { body }),
  saveStaff: (id: string, body: AdminStaffBody) => api(endpoints.adminStaffUpdate, { params: { id }, body }),
  resetPassword: (id: string, password: string) =>
    api(endpoints.adminStaffPassword, { params: { id }, body: { password } }),
  signOutEverywhere: (id: string) => api(endpoints.adminStaffSignout, { params: { id } }),
};
