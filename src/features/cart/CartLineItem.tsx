import type { Product } from '../../domain/contract/catalog';
import { formatMoney } from '../../domain/money';
import { Picture } from '../../shared/Picture';
import { CountStepper } from './CountStepper';
import { useCart } from './cart.context';
import type { DisplayLine } from './cart-pricing';

interface Props {
  line: DisplayLine;
  /** The line's product in the catalogue, for its picture (a line no longer sold has none). */
  product: Pick<Product, 'image'> | undefined;
  /** The BEM block of the line's classes: the shop's cart (`cart-line`) and the kiosk's differ in size only. */
  block: string;
  pictureSizes: string;
  removeClassName: string;
}

/**
 * One line of a cart: picture, title, unit price (the one paid, the full one struck through), −/+, the line's
 * total (with the undiscounted sum), remove.
 */
export function CartLineItem({ line, product, block, pictureSizes, removeClassName }: Props) {
  const { actions } = useCart();
  return (
    <li className={block} data-cart-line={line._id}>
      {product ? (
        <Picture picture={product.image} sizes={pictureSizes} className={`${block}__picture`} />
      ) : (
        <span className={`${block}__picture`} />
      )}
      <div className={`${block}__info`}>
        <h2 className={`${block}__title`}>{line.title}</h2>
        <p className="muted">
          {line.unitCost < line.cost ? (
            <>
              {formatMoney(line.unitCost)} за шт. <span className="visually-hidden">без скидки</span>
              <s className="price__old">{formatMoney(line.cost)}</s>
            </>
          ) : (
            `${formatMoney(line.cost)} за шт.`
          )}
        </p>
      </div>
      <CountStepper
        title={line.title}
        count={line.count}
        onDecrease={() => actions.decrease(line._id)}
        onIncrease={() => actions.increase(line._id)}
      />
      <p className={`${block}__total`}>
        {line.total < line.sum && (
          <>
            <span className="visually-hidden">без скидки</span>
            <s className="price__old">{formatMoney(line.sum)}</s>{' '}
          </>
        )}
        <span className="price">{formatMoney(line.total)}</span>
      </p>
      <button
        type="button"
        className={`${removeClassName} ${block}__remove`}
        aria-label={`Удалить ${line.title}`}
        onClick={() => actions.remove(line._id)}
      >
        ×
      </button>
    </li>
  );
}
