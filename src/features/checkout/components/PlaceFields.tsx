import type { DeliveryOptionsAnswer, DeliveryZone } from '../../../domain/contract/delivery';
import { minOrderShortfall, zoneDeliveryFee } from '../../../domain/delivery';
import { formatMoney, type Kopecks } from '../../../domain/money';
import { Field } from '../../../shared/Field';
import type { CheckoutDraft, CheckoutField } from '../../cart';
import type { CheckoutErrors } from '../checkout-form';

interface Props {
  draft: CheckoutDraft;
  options: DeliveryOptionsAnswer;
  goods: Kopecks;
  errors: CheckoutErrors;
  idFor: (field: CheckoutField) => string;
  onChange: (field: 'zone' | 'address' | 'point', value: string) => void;
  onLeave: (field: CheckoutField) => void;
}

/** Where the order goes: a zone and an address for delivery, a shop for pickup. */
export function PlaceFields({ draft, options, goods, errors, idFor, onChange, onLeave }: Props) {
  if (draft.deliveryMethod === 'pickup') {
    return (
      <Field id={idFor('point')} label="Пекарня" error={errors.point}>
        {(control) => (
          <select
            {...control}
            name="point"
            className="form-field__input form-field__select"
            value={draft.point ?? ''}
            onChange={(event) => onChange('point', event.target.value)}
            onBlur={() => onLeave('point')}
          >
            <option value="">Выберите пекарню</option>
            {options.points.map((point) => (
              <option key={point._id} value={point._id}>
                {point.title} — {point.address}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const zone = options.zones.find((candidate) => candidate._id === draft.zone) ?? null;
  return (
    <>
      <Field id={idFor('zone')} label="Район доставки" error={errors.zone}>
        {(control) => (
          <select
            {...control}
            name="zone"
            className="form-field__input form-field__select"
            value={zone?._id ?? ''}
            onChange={(event) => onChange('zone', event.target.value)}
            onBlur={() => onLeave('zone')}
          >
            <option value="">Выберите район</option>
            {options.zones.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {candidate.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {zone && <ZoneFacts zone={zone} goods={goods} />}
      <Field id={idFor('address')} label="Адрес" hint="Улица, дом, квартира, подъезд и этаж" error={errors.address}>
        {(control) => (
          <input
            {...control}
            name="address"
            type="text"
            autoComplete="street-address"
            className="form-field__input"
            value={draft.address}
            onChange={(event) => onChange('address', event.target.value)}
            onBlur={() => onLeave('address')}
          />
        )}
      </Field>
    </>
  );
}

/** The chosen zone's fee, free-delivery threshold and minimum order, from `GET /api/delivery/options`. */
function ZoneFacts({ zone, goods }: { zone: DeliveryZone; goods: Kopecks }) {
  const fee = zoneDeliveryFee(goods, zone);
  const shortfall = minOrderShortfall(goods, zone);
  return (
    <div className="zone-facts" data-zone-facts={zone._id}>
      <ul className="zone-facts__list">
        <li>
          Доставка:{' '}
          {fee === 0
            ? `бесплатно (заказ от ${formatMoney(zone.freeFrom)})`
            : `${formatMoney(fee)} (бесплатно от ${formatMoney(zone.freeFrom)})`}
        </li>
        <li>Минимальный заказ: {formatMoney(zone.minOrder)}</li>
        <li>Готовим и везём: от {zone.leadMinutes} мин</li>
      </ul>
      {shortfall > 0 && (
        <p className="zone-facts__warning" role="status">
          Минимальная сумма заказа в этот район — {formatMoney(zone.minOrder)}: добавьте товаров ещё на{' '}
          {formatMoney(shortfall)}
        </p>
      )}
    </div>
  );
}
