import type { OrderView } from '../../domain/contract/checkout';
import { formatTime } from '../../shared/format';
import { moneyText, placeText, promisedText, stepsOf, stepTitle } from './order-progress-text';

/**
 * The live order's timeline (issue 28): each step with the time it was
 * reached, the promised time, where, the money and a cancel's reason. With
 * `checkedAt` set the view may be behind, and says when it was read.
 */
export function OrderTimeline({
  order,
  checkedAt,
  live = false,
  unreachable = false,
}: {
  order: OrderView;
  checkedAt: number | null;
  /** Hears the order's moves as they happen. */
  live?: boolean;
  /** The last read got no answer: the page says there is no connection. */
  unreachable?: boolean;
}) {
  const steps = stepsOf(order);
  const current = order.stage;
  const reachedIndex = steps.reduce((last, step, index) => (step.stage === current ? index : last), -1);
  const money = order.tracking?.money;
  return (
    <section
      className="order-track"
      data-order-track
      data-order-stage={current ?? 'none'}
      data-order-live={live}
      aria-live="polite"
    >
      <p className="order-track__now" data-order-now>
        {current ? stepTitle(current, order.deliveryMethod) : 'Ждём оплату'}
      </p>
      <ol className="order-track__steps">
        {steps.map((step, index) => (
          <li
            key={step.stage}
            className={`order-track__step${index <= reachedIndex ? ' order-track__step--done' : ''}${index === reachedIndex ? ' order-track__step--current' : ''}`}
            data-step={step.stage}
            data-step-done={index <= reachedIndex}
            aria-current={index === reachedIndex ? 'step' : undefined}
          >
            <span className="order-track__title">{stepTitle(step.stage, order.deliveryMethod)}</span>
            <span className="order-track__time">{step.at ? formatTime(step.at) : ''}</span>
          </li>
        ))}
      </ol>
      {order.tracking?.cancelReason && (
        <p className="order-track__cancel" data-order-cancel-reason>
          Причина отмены: {order.tracking.cancelReason}
        </p>
      )}
      <dl className="order-track__facts">
        <div>
          <dt>{order.deliveryMethod === 'pickup' ? 'Заберите' : 'Привезём'}</dt>
          <dd>{promisedText(order)}</dd>
        </div>
        <div>
          <dt>{order.deliveryMethod === 'pickup' ? 'Пекарня' : 'Адрес'}</dt>
          <dd>{placeText(order)}</dd>
        </div>
        {money && (
          <div>
            <dt>Оплата</dt>
            <dd data-order-money={money.state}>{moneyText(money, order.total)}</dd>
          </div>
        )}
      </dl>
      {checkedAt !== null && (
        <p className="order-track__stale" role="status" data-order-stale>
          {unreachable ? 'Нет связи с магазином. ' : ''}Обновлено в {formatTime(checkedAt)}
        </p>
      )}
    </section>
  );
}
