import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AdminProduct } from '../../../domain/contract/admin';
import { formatMoney } from '../../../domain/money';

interface Props {
  products: readonly AdminProduct[];
  register: UseFormRegisterReturn<'items'>;
  chosen: readonly string[];
}

/** The promo's products: a search over the catalogue and a checkbox each (chosen ones stay listed while filtering). */
export function PromoProductPicker({ products, register, chosen }: Props) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase('ru');
  const shown = products.filter(
    (product) => chosen.includes(product._id) || product.title.toLocaleLowerCase('ru').includes(needle),
  );
  return (
    <fieldset className="promo-fieldset">
      <legend>Товары акции (выбрано: {chosen.length})</legend>
      <label htmlFor={`${id}-filter`} className="form-field__label">
        Найти товар
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        className="form-field__input staff-input"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="promo-picker">
        {shown.map((product) => (
          <li key={product._id}>
            <label className="admin-check">
              <input type="checkbox" value={product._id} {...register} /> {product.title} — {formatMoney(product.cost)}
              {product.visible ? '' : ' (скрыт)'}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
