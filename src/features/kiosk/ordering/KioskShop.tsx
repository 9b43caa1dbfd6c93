import { KIOSK_MESSAGES } from '../../../domain/contract/kiosk';
import type { KioskShopProps } from './types';

/**
 * Placeholder until the kiosk SHOP helper's ordering screens replace it: it
 * shows where the catalogue goes so the shell's attract → touch → ordering
 * flow can be built and tested.
 */
export function KioskShop({ config, online }: KioskShopProps) {
  return (
    <section className="kiosk-ordering" aria-label="Заказ" data-testid="kiosk-ordering">
      <h1>Меню — {config.shopTitle}</h1>
      {!online && <p role="status">{KIOSK_MESSAGES.offline}</p>}
    </section>
  );
}
