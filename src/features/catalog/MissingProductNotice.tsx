import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '../toasts';

export const MISSING_PRODUCT_MESSAGE = 'Такого товара больше нет';

/**
 * A product link (`?pirog=`) to a product that is gone (withdrawn, or an old or mistyped shared link): the
 * page beneath stays whole, the shopper is told, and the parameter is dropped in place, so neither Back nor
 * a reload brings the dead link back.
 */
export function MissingProductNotice() {
  const navigate = useNavigate();
  // Development's StrictMode runs an effect twice: one toast, one navigation.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.error(MISSING_PRODUCT_MESSAGE);
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, pirog: undefined }),
      replace: true,
      resetScroll: false,
    });
  }, [navigate]);
  return null;
}
