import type { OrderView } from '../../../domain/contract/checkout';
import { pointsToKopecks } from '../../../domain/loyalty';
import { formatMoney } from '../../../domain/money';
import { formatPhone } from '../../../domain/phone';
import { countOf, NOUNS } from '../../../domain/plural';
import { lineDiscount, orderDiscounts } from '../order-discounts';
import { STATUS_TEXT, stageText, whenText } from '../order-text';

/**
 * An order as its page shows it: number, status and stage, where and when, lines, totals and contact.
 * Under the live timeline (`followed`), which already says the stage, the place and the promised time,
 * those rows are left out rather than said twice.
 */
export function OrderSummary({ order, followed = false }: { order: OrderView; followed?: boolean }) {
  const delivery = order.deliveryMethod === 'delivery';
  const address = delivery ? (order.contact?.address ?? null) : order.place.address;
  const discounts = orderDiscounts(order.lines);
  return (
    <article className="order" data-order-status={order.status}>
      <p className="order__number" data-order-number>
        № {order.number}
      </p>
      <dl className="order__facts">
        <div>
          <dt>Статус</dt>
          <dd data-order-status-text>{STATUS_TEXT[order.status]}</dd>
        </div>
        {order.stage && !followed && (
          <div>
            <dt>Этап</dt>
            <dd>{stageText(order.stage, order.deliveryMethod)}</dd>
          </div>
        )}
        {!followed && (
          <>
            <div>
              <dt>{delivery ? 'Доставка' : 'Самовывоз'}</dt>
              <dd>
                {order.place.title}
                {address ? `, ${address}` : ''}
              </dd>
            </div>
            <div>
              <dt>Когда</dt>
              <dd>{whenText(order)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Оплата</dt>
          <dd>{order.paymentMethod === 'card' ? 'Картой онлайн' : 'При получении'}</dd>
        </div>
      </dl>

      <h2 className="order__subtitle">Состав заказа</h2>
      <ul className="order__lines">
        {order.lines.map((line) => {
          const discount = lineDiscount(line);
          return (
            <li key={line._id} className="order__line">
              <span className="order__line-title">
                {line.title} × {line.count}
                {discount.kind && (
                  <span className="order__line-discount" data-line-discount={discount.kind}>
                    {discount.kind === 'promo' ? 'по акции' : `скидка ${formatMoney(discount.amount)}`}
                  </span>
                )}
              </span>
              <span className="order__line-total">
                {line.total < line.sum && (
                  <>
                    <span className="visually-hidden">без скидки</span>
                    <s className="price__old">{formatMoney(line.sum)}</s>{' '}
                  </>
                )}
                {formatMoney(line.total)}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="cart__totals order__totals">
        <div>
          <dt>Товары</dt>
          <dd>{formatMoney(order.sum)}</dd>
        </div>
        {/* Each line shows its own discount; the rows say what the lines' percents and the promotion took off. */}
        {discounts.known && discounts.own > 0 && (
          <div data-order-line-discounts>
            <dt>Скидки на товары</dt>
            <dd>−{formatMoney(discounts.own)}</dd>
          </div>
        )}
        {discounts.known && discounts.promo > 0 && (
          <div data-order-promo-discount>
            <dt>{order.promoTitle ? `Акция «${order.promoTitle}»` : 'Акция'}</dt>
            <dd>−{formatMoney(discounts.promo)}</dd>
          </div>
        )}
        {!discounts.known && order.discount > 0 && (
          <div>
            <dt>Скидка</dt>
            <dd>−{formatMoney(order.discount)}</dd>
          </div>
        )}
        {order.bonusUsed > 0 && (
          <div data-order-bonus-used={order.bonusUsed}>
            <dt>Баллами ({countOf(order.bonusUsed, NOUNS.point)})</dt>
            <dd>−{formatMoney(pointsToKopecks(order.bonusUsed))}</dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt>Доставка</dt>
            <dd>{order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : 'бесплатно'}</dd>
          </div>
        )}
        <div className="cart__grand-total">
          <dt>Итого</dt>
          <dd data-order-total>{formatMoney(order.total)}</dd>
        </div>
      </dl>

      {order.contact && (
        <>
          <h2 className="order__subtitle">Контакты</h2>
          <dl className="order__facts">
            {order.contact.name && (
              <div>
                <dt>Имя</dt>
                <dd>{order.contact.name}</dd>
              </div>
            )}
            {order.contact.phone && (
              <div>
                <dt>Телефон</dt>
                <dd>{formatPhone(order.contact.phone)}</dd>
              </div>
            )}
            {order.contact.email && (
              <div>
                <dt>E-mail</dt>
                <dd>{order.contact.email}</dd>
              </div>
            )}
            {order.contact.comment && (
              <div>
                <dt>Комментарий</dt>
                <dd>{order.contact.comment}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </article>
  );
}
