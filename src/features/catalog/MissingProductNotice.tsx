import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '../toasts';

export const MISSING_PRODUCT_MESSAGE = 'Такого товара больше нет';
/** The product could not be read at all: offline with nothing kept for it, or the server failed. */
export const UNREACHABLE_PRODUCT_MESSAGE =
  'Не удалось открыть товар. Проверьте подключение к интернету и попробуйте ещё раз';

/**
 * A product link (`?pirog=`) to a product that is gone (withdrawn, or an old or mistyped shared link): the
 * page beneath stays whole, the shopper is told, and the parameter is dropped in place, so neither Back nor
 * a reload brings the dead link back. `unreachable`: the product could not be read, so the shopper is told that
 * instead of being told it is gone.
 */
export function MissingProductNotice({ unreachable = false }: { unreachable?: boolean }) {
  const navigate = useNavigate();
  // Development's StrictMode runs an effect twice: one toast, one navigation.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.error(unreachable ? UNREACHABLE_PRODUCT_MESSAGE : MISSING_PRODUCT_MESSAGE);
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, pirog: undefined }),
      replace: true,
      resetScroll: false,
    });
  }, [navigate, unreachable]);
  return null;
}
