import { useId, useMemo, useState } from 'react';
import type { Promo } from '../../../domain/contract/promo';
import { formatMoney } from '../../../domain/money';
import { type PreviewProduct, previewPromo } from '../promo-form';
import { shopDateTimeText } from './PromoStageBadge';

interface Props {
  promo: Promo;
  others: readonly Promo[];
  products: readonly PreviewProduct[];
}

/**
 * The live preview: a sample cart the operator builds, priced by the shop's
 * own pricing engine with the promo exactly as it stands in the form.
 */
export function PromoPreview({ promo, others, products }: Props) {
  const id = useId();
  const byId = useMemo(() => new Map(products.map((product) => [product._id, product])), [products]);
  const [sample, setSample] = useState<{ _id: string; count: number }[]>(() =>
    promo.items[0] ? [{ _id: promo.items[0]._id, count: 2 }] : [],
  );
  const [adding, setAdding] = useState(products[0]?._id ?? '');
  const result = previewPromo({ promo, others, sample, products: byId, now: new Date() });
  const setCount = (index: number, count: number) =>
    setSample((lines) => lines.map((line, at) => (at === index ? { ...line, count } : line)));

  return (
    <section className="promo-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Проверка на корзине</h2>
      <p>Соберите корзину — её посчитает тот же расчёт цены, что и корзина покупателя.</p>
      <ul className="admin-stoplist">
        {sample.map((line, index) => (
          <li key={line._id} className="promo-preview__line">
            <label htmlFor={`${id}-count-${index}`}>{byId.get(line._id)?.title ?? line._id}, шт.</label>
            <input
              id={`${id}-count-${index}`}
              type="number"
              min={1}
              max={99}
              inputMode="numeric"
              className="form-field__input staff-input"
              value={line.count}
              onChange={(event) => setCount(index, Math.max(1, Math.min(99, Number(event.target.value) || 1)))}
            />
            <button
              type="button"
              className="button button--ghost staff-button"
              onClick={() => setSample((lines) => lines.filter((_, at) => at !== index))}
            >
              Убрать
            </button>
          </li>
        ))}
      </ul>
      <div className="promo-preview__line">
        <div className="form-field">
          <label htmlFor={`${id}-add`} className="form-field__label">
            Товар для корзины
          </label>
          <select
            id={`${id}-add`}
            className="form-field__input staff-input"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            {products.map((product) => (
              <option key={product._id} value={product._id}>
                {product.title}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost staff-button"
          onClick={() =>
            setSample((lines) =>
              lines.some((line) => line._id === adding) || !adding ? lines : [...lines, { _id: adding, count: 1 }],
            )
          }
        >
          Добавить в корзину
        </button>
      </div>
      <div aria-live="polite">
        {result.kind === 'problem' && (
          <p className="promo-preview__problem" data-testid="promo-preview-problem">
            {result.message}
          </p>
        )}
        {result.kind === 'empty' && <p>Добавьте товары в корзину.</p>}
        {result.kind === 'priced' && (
          <>
            <p>Расчёт на {shopDateTimeText(result.at.toISOString())} (время пекарни).</p>
            {result.beatenBy && <p>Эта корзина получит другую, более выгодную акцию: «{result.beatenBy.title}».</p>}
            {result.priced.promoApplied === null && <p>Акция к этой корзине не применяется.</p>}
            <table className="admin-table promo-preview__table">
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col">Шт.</th>
                  <th scope="col">Со скидкой, шт.</th>
                  <th scope="col">Итого</th>
                </tr>
              </thead>
              <tbody>
                {result.priced.lines.map((line, index) => (
                  <tr key={line._id}>
                    <td>{result.titles[index]}</td>
                    <td>{line.count}</td>
                    <td>{line.discountedUnits}</td>
                    <td>{formatMoney(line.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="promo-preview__totals">
              <dt>Сумма</dt>
              <dd>{formatMoney(result.priced.sum)}</dd>
              <dt>Скидка</dt>
              <dd>{formatMoney(result.priced.discount)}</dd>
              <dt>К оплате</dt>
              <dd data-testid="promo-preview-total">{formatMoney(result.priced.total)}</dd>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
