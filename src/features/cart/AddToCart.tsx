import { useState } from 'react';
import { MAX_LINE_COUNT } from '../../domain/catalog/limits';
import { requestPersistentStorage } from '../../platform/service-worker';
import { CountStepper } from './CountStepper';
import { useCart } from './cart.context';
import type { CartProduct } from './cart.store';

interface Props {
  product: CartProduct;
  compact?: boolean;
  /** Called once the units are in the cart (the kiosk's product modal closes then). */
  onAdded?: () => void;
}

/** The count and «В корзину» button, on product cards and in the product modal. */
export function AddToCart({ product, compact = false, onAdded }: Props) {
  const { actions } = useCart();
  const [count, setCount] = useState(1);
  return (
    <div className={compact ? 'add-to-cart add-to-cart--compact' : 'add-to-cart'}>
      <CountStepper
        title={product.title}
        count={count}
        onDecrease={() => setCount((value) => Math.max(1, value - 1))}
        onIncrease={() => setCount((value) => Math.min(MAX_LINE_COUNT, value + 1))}
      />
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        onClick={() => {
          actions.add(product, count);
          // A shopper with a cart has something to lose: ask the browser to keep our storage.
          void requestPersistentStorage();
          setCount(1);
          onAdded?.();
        }}
      >
        В корзину
      </button>
    </div>
  );
}
