import { DELIVERY_CITY } from '../../../domain/address';
import { ADDRESS_PARTS, type AddressDraft, type AddressPart } from '../../../domain/address-draft';
import type { DeliveryOptionsAnswer, DeliveryZone } from '../../../domain/contract/delivery';
import { minOrderShortfall, zoneDeliveryFee } from '../../../domain/delivery';
import { formatMoney, type Kopecks } from '../../../domain/money';
import { AddressFields } from '../../../shared/AddressFields';
import { Field } from '../../../shared/Field';
import type { CheckoutDraft } from '../../cart';
import { addressKey, type CheckoutErrorKey, type CheckoutErrors } from '../checkout-form';

interface Props {
  draft: CheckoutDraft;
  options: DeliveryOptionsAnswer;
  goods: Kopecks;
  errors: CheckoutErrors;
  idFor: (field: CheckoutErrorKey) => string;
  onChange: (field: 'zone' | 'point', value: string) => void;
  onLeave: (field: CheckoutErrorKey) => void;
  /** A part of the address changed (`next` is the whole address: a browser's fill may move the house). */
  onAddressChange: (next: AddressDraft, part: AddressPart) => void;
}

/** Where the order goes: a zone and an address for delivery, a shop for pickup. */
export function PlaceFields({ draft, options, goods, errors, idFor, onChange, onLeave, onAddressChange }: Props) {
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
      <AddressFields
        legend="Адрес доставки"
        place={zone ? `${DELIVERY_CITY}, ${zone.title}` : `${DELIVERY_CITY}, район не выбран`}
        value={draft.address}
        errors={Object.fromEntries(ADDRESS_PARTS.map((part) => [part, errors[addressKey(part)]]))}
        error={errors.address}
        required
        idFor={(part) => idFor(addressKey(part))}
        onChange={onAddressChange}
        onLeave={(part) => onLeave(addressKey(part))}
      />
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
