import type { AdminEntity, AdminProductBody, AdminShopBody, AdminStoplistBody } from '../../domain/contract/admin';
import type { AdminCategoryBody } from '../../domain/contract/admin-categories';
import type { AdminPromoBody, AdminPromoDraft, AdminPromoStatusBody } from '../../domain/contract/admin-promos';
import type { CategoryId } from '../../domain/contract/catalog';
import { endpoints } from '../../domain/contract/endpoints';
import { api, isApiError } from '../../platform/api-client';

/** Every call of the back office (issue 29), through the contract. */
export const adminApi = {
  products: () => api(endpoints.adminProducts),
  product: (id: string) => api(endpoints.adminProduct, { params: { id } }),
  saveProduct: (id: string, body: AdminProductBody) => api(endpoints.adminProductUpdate, { params: { id }, body }),
  /** What shoppers are sold: a manager's stop-list lists these (the admin list is for admins). */
  catalogue: () => api(endpoints.productsAll).then((answer) => answer.products),
  stoplist: (shop: string, date?: string) =>
    api(endpoints.adminStoplist, { query: date === undefined ? { shop } : { shop, date } }),
  setSoldOut: (body: AdminStoplistBody) => api(endpoints.adminStoplistUpdate, { body }),
  shop: (id: string) => api(endpoints.adminShop, { params: { id } }),
  saveShop: (id: string, body: AdminShopBody) => api(endpoints.adminShopUpdate, { params: { id }, body }),
  categories: () => api(endpoints.adminCategories),
  saveCategory: (id: CategoryId, body: AdminCategoryBody) =>
    api(endpoints.adminCategoryUpdate, { params: { id }, body }),
  audit: (query: { entity?: AdminEntity; staff?: string; limit?: number }) =>
    api(endpoints.adminAudit, { query: { limit: 200, ...query } }),
  promos: () => api(endpoints.adminPromos),
  promo: (id: string) => api(endpoints.adminPromo, { params: { id } }),
  createPromo: (body: AdminPromoDraft) => api(endpoints.adminPromoCreate, { body }),
  savePromo: (id: string, body: AdminPromoBody) => api(endpoints.adminPromoUpdate, { params: { id }, body }),
  setPromoStatus: (id: string, body: AdminPromoStatusBody) => api(endpoints.adminPromoStatus, { params: { id }, body }),
  deletePromo: (id: string, version: number) => api(endpoints.adminPromoDelete, { params: { id }, body: { version } }),
};

/** The record as it is now, when a `409` says someone else saved first; null for any other failure. */
export function conflictAnswer<T>(error: unknown): T | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return (error.answer as T | undefined) ?? null;
}

/** The server's Russian message, or the generic one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'Не удалось выполнить запрос. Попробуйте ещё раз.';
