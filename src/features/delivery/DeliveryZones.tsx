import type { DeliveryOptionsAnswer, DeliveryZone } from '../../domain/contract/delivery';
import { formatMoney } from '../../domain/money';
import { countOf, NOUNS } from '../../domain/plural';

/** The zones of `GET /api/delivery/options` as a table: the delivery page's only source of amounts. */
export function DeliveryZones({ zones }: { zones: readonly DeliveryZone[] }) {
  if (zones.length === 0) {
    return <p className="delivery-zones__empty">Доставка временно не работает — воспользуйтесь самовывозом.</p>;
  }
  return (
    <div className="delivery-zones">
      <table className="delivery-zones__table">
        <caption className="visually-hidden">Районы доставки по Минску</caption>
        <thead>
          <tr>
            <th scope="col">Район</th>
            <th scope="col">Минимальный заказ</th>
            <th scope="col">Доставка</th>
            <th scope="col">Бесплатно от</th>
            <th scope="col">Подготовка заказа</th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone._id} data-zone={zone._id}>
              <th scope="row">{zone.title}</th>
              {/* data-label: the column's name, shown beside the value where the table is stacked (narrow screens). */}
              <td data-label="Минимальный заказ">{formatMoney(zone.minOrder)}</td>
              <td data-label="Доставка">{formatMoney(zone.fee)}</td>
              <td data-label="Бесплатно от">{formatMoney(zone.freeFrom)}</td>
              <td data-label="Подготовка заказа">{`${zone.leadMinutes} мин`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How far ahead one may order, in words («не более чем на 7 дней вперёд»), and how long a delivery window is. */
export function DaysAhead({
  maxDaysAhead,
  deliverySlotMinutes,
}: Pick<DeliveryOptionsAnswer, 'maxDaysAhead' | 'deliverySlotMinutes'>) {
  return (
    <p>
      {maxDaysAhead > 0
        ? `Оформить заказ заранее можно не более чем на ${countOf(maxDaysAhead, NOUNS.day)} вперёд.`
        : 'Заказы принимаются только на сегодня.'}
      {deliverySlotMinutes !== undefined &&
        ` Курьер приезжает в выбранное окно длиной ${countOf(deliverySlotMinutes, NOUNS.minute)}.`}
    </p>
  );
}
