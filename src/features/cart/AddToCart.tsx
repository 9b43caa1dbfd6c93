import { useState } from 'react';
import { MAX_LINE_COUNT } from '../../domain/catalog/limits';
import { requestPersistentStorage } from '../../platform/service-worker';
import { useCart } from './cart.context';
import type { CartProduct } from './cart.store';

/** Count stepper and «В корзину» button, on product cards and in the product modal. */
export function AddToCart({ product, compact = false }: { product: CartProduct; compact?: boolean }) {
  const { actions } = useCart();
  const [count, setCount] = useState(1);
  return (
    <div className={compact ? 'add-to-cart add-to-cart--compact' : 'add-to-cart'}>
      <fieldset className="stepper">
        <legend className="visually-hidden">Количество: {product.title}</legend>
        <button
          type="button"
          className="stepper__button"
          aria-label="Меньше"
          disabled={count <= 1}
          onClick={() => setCount((value) => Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {count}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label="Больше"
          disabled={count >= MAX_LINE_COUNT}
          onClick={() => setCount((value) => Math.min(MAX_LINE_COUNT, value + 1))}
        >
          +
        </button>
      </fieldset>
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        onClick={() => {
          actions.add(product, count);
          // A shopper with a cart has something to lose: ask the browser to keep our storage.
          void requestPersistentStorage();
          setCount(1);
        }}
      >
        В корзину
      </button>
    </div>
  );
}
