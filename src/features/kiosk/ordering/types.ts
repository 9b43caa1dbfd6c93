import type { KioskConfig } from '../../../domain/contract/kiosk';

/**
 * The seam between the kiosk shell (enrolment, attract loop, idle and reset,
 * operator menu) and the kiosk's ordering screens (catalogue, cart, order,
 * payment, done). The shell renders `KioskShop` (the default export of
 * `./index.ts`, lazy-loaded) once a customer has touched the attract screen.
 *
 * Inside `KioskShop` the usual store hooks (`useCart`, favorites, ratings…)
 * answer the kiosk customer's own stores: the shell mounts them in the kiosk
 * storage namespace (IndexedDB `teply-pirog-kiosk`) and remounts them empty at
 * every reset, so the ordering screens keep nothing of their own to clear.
 */
export interface KioskShopProps {
  /** The enrolled device: its shop (pickup is there only), idle time, server version. */
  config: KioskConfig;
  /**
   * The order's number is on screen: the shell starts the done timer
   * (`KIOSK_TIMINGS.doneResetMs`) and resets the session when it runs out.
   */
  onOrderDone(): void;
  /**
   * True while the customer pays on their own phone and the kiosk is still
   * watching the payment: they are looking at the phone, not touching the
   * kiosk, so the shell holds its idle countdown. False again once the watch
   * gives up (the status check's two minutes), so an abandoned QR screen still
   * resets.
   */
  onPayingByPhone(paying: boolean): void;
  /** The browser's network state; offline, ordering shows `KIOSK_MESSAGES.offline` and keeps the cart. */
  online: boolean;
}
