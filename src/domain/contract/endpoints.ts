import { catalogEndpoints, contentEndpoints, deliveryEndpoints, withIds } from './endpoints-read';
import { type EndpointRoute, matchPath as matchPathOf } from './http';

/**
 * Every HTTP endpoint of the shop, once, grouped by feature. The server
 * registers its routes from these (with the schemas of `endpoint-schemas.ts`),
 * the browser calls them through `api()` in `src/platform/api-client.ts`, the
 * service worker takes the paths it caches or queues from them, and OpenAPI
 * is generated from the registered routes. The read endpoints of the shop's
 * pages are in `endpoints-read.ts`, part of this table.
 */
const payments = {
  /** A guest's order (SPEC §7); safe to retry with the same `Idempotency-Key`. */
  paymentCreate: { feature: 'payments', access: 'public', method: 'POST', path: '/api/payment', retry: true },
  /** The payment-status check of the return page (SPEC §4). */
  paymentStatus: { feature: 'payments', access: 'public', method: 'GET', path: '/api/payment/:uid' },
  /** The return from the bank's «cancel»: ends the checkout once the gateway confirms no payment (issue 27). */
  paymentCancel: { feature: 'payments', access: 'public', method: 'POST', path: '/api/payment/:uid/cancel' },
  /** The card gateway's signed notification; not called by the browser. */
  paymentWebhook: {
    feature: 'payments',
    access: 'public',
    method: 'POST',
    path: '/api/payment/webhook',
    serverToServer: true,
  },
} as const;

/** Sign-up, sign-in and recovery (not in SPEC; issue 14): public, they start a session. */
const auth = {
  authSignup: { feature: 'account', access: 'public', method: 'POST', path: '/api/auth/signup' },
  authSignin: { feature: 'account', access: 'public', method: 'POST', path: '/api/auth/signin' },
  authRecovery: { feature: 'account', access: 'public', method: 'POST', path: '/api/auth/recovery' },
  authRecoveryConfirm: { feature: 'account', access: 'public', method: 'POST', path: '/api/auth/recovery/confirm' },
} as const;

/** The signed-in shopper's own data (SPEC §6–7): every call checks the session and what it owns. */
const user = {
  userLogged: { feature: 'account', access: 'user', method: 'GET', path: '/priapi/user/logged' },
  userData: { feature: 'account', access: 'user', method: 'GET', path: '/priapi/user/data/:id' },
  userExit: { feature: 'account', access: 'user', method: 'GET', path: '/priapi/user/exit', sideEffects: true },
  userUpdateData: { feature: 'account', access: 'user', method: 'PUT', path: '/priapi/user/update/data' },
  userUpdatePassword: { feature: 'account', access: 'user', method: 'PUT', path: '/priapi/user/update/password' },
  userUpdateBonuses: { feature: 'account', access: 'user', method: 'POST', path: '/priapi/user/update/bonuses' },
  userClosePayment: {
    feature: 'account',
    access: 'user',
    method: 'POST',
    path: '/priapi/user/update/bonuses/close/payment',
  },
  /** A signed-in shopper's order: the guest body plus points and saved cards; safe to retry with the same key. */
  userPayment: { feature: 'payments', access: 'user', method: 'POST', path: '/priapi/user/payment', retry: true },
  userRemoveCard: { feature: 'account', access: 'user', method: 'POST', path: '/priapi/user/remove/card' },
  userRepeatOrder: { feature: 'account', access: 'user', method: 'POST', path: '/priapi/user/repeat/order' },
  /** The device's earlier guest orders become the signed-in account's (issue 28). */
  userAttachOrders: { feature: 'account', access: 'user', method: 'POST', path: '/priapi/user/orders/attach' },
} as const;

const engagement = {
  /** Idempotent per device, so it may be retried and replayed. */
  postLike: {
    feature: 'engagement',
    access: 'public',
    method: 'GET',
    path: '/api/post/like/:_id/:value',
    sideEffects: true,
    retry: true,
    offline: { kind: 'queue', queue: 'post-likes' },
  },
  postView: {
    feature: 'engagement',
    access: 'public',
    method: 'GET',
    path: '/api/post/view/:_id',
    sideEffects: true,
    retry: false,
  },
} as const;

const storage = {
  storageUpdate: {
    feature: 'storage',
    access: 'public',
    method: 'POST',
    path: '/api/storage/update',
    offline: { kind: 'queue', queue: 'storage-sync' },
  },
} as const;

const cart = {
  cartQuote: { feature: 'cart', access: 'public', method: 'POST', path: '/api/cart/quote' },
} as const;

/**
 * A shop's tablet in kiosk mode (issue 15): enrolled with the shop's PIN, it
 * then places pickup-now orders at its shop. Never cached (`private, no-store`).
 */
const kiosk = {
  /** Sets the device cookie; wrong PINs are locked out per shop and address. */
  kioskEnrol: { feature: 'kiosk', access: 'public', method: 'POST', path: '/api/kiosk/enrol' },
  kioskMe: { feature: 'kiosk', access: 'kiosk', method: 'GET', path: '/api/kiosk/me' },
  /** The shop's PIN typed on the kiosk opens the operator menu; same lockout as enrolment. */
  kioskUnlock: { feature: 'kiosk', access: 'kiosk', method: 'POST', path: '/api/kiosk/unlock' },
  /** Revokes the device and clears its cookie. */
  kioskLeave: { feature: 'kiosk', access: 'kiosk', method: 'POST', path: '/api/kiosk/leave' },
  /** A pickup-now order at the kiosk's shop; safe to retry with the same `Idempotency-Key`. */
  kioskOrder: { feature: 'kiosk', access: 'kiosk', method: 'POST', path: '/api/kiosk/order', retry: true },
} as const;

/**
 * The bakery's side of an order (issue 26): staff accounts (`tp_staff`
 * cookie) see and move their shops' orders. Never cached.
 */
const staff = {
  staffSignin: { feature: 'staff', access: 'public', method: 'POST', path: '/api/staff/signin' },
  staffSignout: { feature: 'staff', access: 'staff', method: 'POST', path: '/api/staff/signout', screen: true },
  staffMe: { feature: 'staff', access: 'staff', method: 'GET', path: '/api/staff/me', screen: true },
  staffOrders: { feature: 'staff', access: 'staff', method: 'GET', path: '/api/staff/orders', screen: true },
  staffOrderStage: { feature: 'staff', access: 'staff', method: 'POST', path: '/api/staff/orders/:uid/stage' },
  staffOrderCash: { feature: 'staff', access: 'staff', method: 'POST', path: '/api/staff/orders/:uid/cash' },
  staffOrderCancel: { feature: 'staff', access: 'staff', method: 'POST', path: '/api/staff/orders/:uid/cancel' },
  /** Safe to retry with the same `Idempotency-Key`: one refund. */
  staffOrderRefund: {
    feature: 'staff',
    access: 'staff',
    method: 'POST',
    path: '/api/staff/orders/:uid/refund',
    retry: true,
  },
  staffOrderResolve: { feature: 'staff', access: 'staff', method: 'POST', path: '/api/staff/orders/:uid/resolve' },
  staffAudit: { feature: 'staff', access: 'staff', method: 'GET', path: '/api/staff/audit' },
} as const;

/**
 * The back office (issue 29): staff with the right role change the catalogue.
 * `GET`/`PUT /api/admin/products/{id}` are relied on by outside checks: keep them.
 */
const admin = {
  adminProducts: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/products' },
  adminProduct: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/products/:id' },
  adminProductUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/products/:id' },
  adminStoplist: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/stoplist' },
  adminStoplistUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/stoplist' },
  adminShop: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/shops/:id' },
  adminShopUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/shops/:id' },
  adminAlerts: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/alerts' },
  adminAlertCreate: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/alerts' },
  adminAlertUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/alerts/:id' },
  adminAlertDelete: { feature: 'admin', access: 'staff', method: 'DELETE', path: '/api/admin/alerts/:id' },
  adminAudit: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/audit' },
} as const;

/**
 * The back office's delivery zones and settings (issue 29): admins change
 * everything, a manager only the window capacity of the zones their shops serve.
 */
const adminDelivery = {
  adminDeliveryZones: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/delivery/zones' },
  adminDeliveryZone: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/delivery/zones/:id' },
  adminDeliveryZoneCreate: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/delivery/zones' },
  adminDeliveryZoneUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/delivery/zones/:id' },
  adminDeliverySettings: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/delivery/settings' },
  adminDeliverySettingsUpdate: {
    feature: 'admin',
    access: 'staff',
    method: 'PUT',
    path: '/api/admin/delivery/settings',
  },
} as const;

/** The back office's staff accounts (issue 29, admins only). */
const adminStaff = {
  adminStaffList: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/staff' },
  adminStaffCreate: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/staff' },
  adminStaffUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/staff/:id' },
  adminStaffPassword: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/staff/:id/password' },
  adminStaffSignout: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/staff/:id/signout' },
} as const;

/** The back office's promotions (issue 29): drafts, scheduled and archived ones. */
const adminPromos = {
  adminPromos: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/promos' },
  adminPromo: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/promos/:id' },
  adminPromoCreate: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/promos' },
  adminPromoUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/promos/:id' },
  adminPromoStatus: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/promos/:id/status' },
  adminPromoDelete: { feature: 'admin', access: 'staff', method: 'DELETE', path: '/api/admin/promos/:id' },
} as const;

/** The back office's categories: the seven slugs stay, their titles and order change (issue 29). */
const adminCategories = {
  adminCategories: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/categories' },
  adminCategoryUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/categories/:id' },
} as const;

/** Photos uploaded in the back office, for products now and news and stories later (issue 29). */
const adminPhotos = {
  adminPhotoUpload: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/photos' },
} as const;

/** News posts and stories in the back office (issue 29, admins). */
const adminContent = {
  adminPosts: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/posts' },
  adminPost: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/posts/:id' },
  adminPostCreate: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/posts' },
  adminPostUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/posts/:id' },
  adminPostDelete: { feature: 'admin', access: 'staff', method: 'DELETE', path: '/api/admin/posts/:id' },
  adminStories: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/stories' },
  adminStory: { feature: 'admin', access: 'staff', method: 'GET', path: '/api/admin/stories/:id' },
  adminStoryCreate: { feature: 'admin', access: 'staff', method: 'POST', path: '/api/admin/stories' },
  adminStoryUpdate: { feature: 'admin', access: 'staff', method: 'PUT', path: '/api/admin/stories/:id' },
  adminStoryDelete: { feature: 'admin', access: 'staff', method: 'DELETE', path: '/api/admin/stories/:id' },
} as const;

/** Web push (issue 28): a device subscribes from an order's page or the profile. */
const push = {
  pushKey: { feature: 'push', access: 'public', method: 'GET', path: '/api/push/key' },
  pushSubscribe: { feature: 'push', access: 'public', method: 'POST', path: '/api/push/subscriptions' },
  pushUnsubscribe: { feature: 'push', access: 'public', method: 'DELETE', path: '/api/push/subscriptions' },
} as const;

const system = {
  health: { feature: 'system', access: 'public', method: 'GET', path: '/api/health' },
  apiDocs: { feature: 'system', access: 'public', method: 'GET', path: '/api/docs/json' },
} as const;

export const endpoints = {
  ...catalogEndpoints,
  ...contentEndpoints,
  ...deliveryEndpoints,
  ...withIds({
    ...payments,
    ...auth,
    ...user,
    ...engagement,
    ...storage,
    ...cart,
    ...kiosk,
    ...staff,
    ...admin,
    ...adminDelivery,
    ...adminStaff,
    ...adminPromos,
    ...adminCategories,
    ...adminPhotos,
    ...adminContent,
    ...push,
    ...system,
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

export const endpointList: readonly EndpointRoute[] = Object.values(endpoints);

/** The endpoint a same-origin request is for, with its path parameters; `null` when none is. */
export function findEndpoint(
  method: string,
  pathname: string,
  list: readonly EndpointRoute[] = endpointList,
): { endpoint: EndpointRoute; params: Record<string, string> } | null {
  for (const endpoint of list) {
    if (endpoint.method !== method) continue;
    const params = matchPathOf(endpoint, pathname);
    if (params) return { endpoint, params };
  }
  return null;
}
