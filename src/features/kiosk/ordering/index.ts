import { KioskShop } from './KioskShop';

export type { KioskShopProps } from './types';

/** The kiosk's ordering screens, lazy-loaded by the kiosk shell (`React.lazy(() => import('./ordering'))`). */
export default KioskShop;
