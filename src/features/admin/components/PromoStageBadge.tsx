import { type AdminPromo, PROMO_STAGE_TITLES, promoStage } from '../../../domain/contract/admin-promos';
import { isoToShopLocal } from '../promo-form';
import '../../../styles/admin-promos.css';

/** «Черновик», «Запланирована», «Действует», «Завершена» or «В архиве», as the promo stands at `now`. */
export function PromoStageBadge({
  promo,
  now,
}: {
  promo: Pick<AdminPromo, 'status' | 'dateTimeFrom' | 'dateTimeTo'>;
  now: Date;
}) {
  const stage = promoStage(promo, now);
  return <span className={`promo-stage promo-stage--${stage}`}>{PROMO_STAGE_TITLES[stage]}</span>;
}

/** The window on the shop's clock: «27.11.2026 10:00 — 04.12.2026 10:00». */
export function promoWindowText(promo: Pick<AdminPromo, 'dateTimeFrom' | 'dateTimeTo'>): string {
  return `${shopDateTimeText(promo.dateTimeFrom)} — ${shopDateTimeText(promo.dateTimeTo)}`;
}

/** An instant on the shop's clock: «27.11.2026 10:00». */
export function shopDateTimeText(iso: string): string {
  const [date = '', time = ''] = isoToShopLocal(iso).split('T');
  return `${date.split('-').reverse().join('.')} ${time}`;
}
