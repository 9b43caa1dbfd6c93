import {
  ALLERGEN_TITLES,
  ALLERGENS_UNKNOWN_TEXT,
  type NutritionPer100,
  nutritionPerPiece,
} from '../../domain/catalog/nutrition';
import type { Product } from '../../domain/contract/catalog';
import { decimalComma, formatWeight } from '../../domain/digits';
import { AllergenIcon } from './AllergenIcon';

/** «7,5»: Russian decimal comma, the same on the server and in the browser (no locale data needed). */
const grams = decimalComma;

const ROWS: { key: keyof NutritionPer100; label: string; format: (value: number) => string }[] = [
  { key: 'kcal', label: 'Энергия, ккал', format: (value) => String(Math.round(value)) },
  { key: 'proteins', label: 'Белки, г', format: grams },
  { key: 'fats', label: 'Жиры, г', format: grams },
  { key: 'carbs', label: 'Углеводы, г', format: grams },
];

/**
 * The product modal's food facts (issue 30): КБЖУ per 100 g and per piece,
 * allergens as words with small icons, traces, and the vegetarian and lean
 * badges. What was not entered is said so («уточняйте у продавца»), never
 * shown as «нет».
 */
export function FoodFacts({ product }: { product: Product }) {
  const { nutrition, allergens } = product;
  const perPiece = nutrition && nutritionPerPiece(nutrition);
  const hundred = product.unit === 'мл' ? '100 мл' : '100 г';
  return (
    <section className="food-facts" aria-labelledby="food-facts-title">
      <h3 id="food-facts-title" className="product-modal__subtitle">
        Пищевая ценность и аллергены
      </h3>
      {(product.vegetarian || product.lean) && (
        <p className="food-facts__badges">
          {product.vegetarian && <span className="food-badge">Вегетарианское</span>}
          {product.lean && <span className="food-badge">Постное</span>}
        </p>
      )}
      {nutrition && perPiece ? (
        <table className="food-facts__table">
          <thead>
            <tr>
              <td />
              <th scope="col">на {hundred}</th>
              <th scope="col">на 1 шт. ({formatWeight(nutrition.weight, product.unit)})</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(({ key, label, format }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{format(nutrition[key])}</td>
                <td>{format(perPiece[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="food-facts__unknown">Пищевую ценность уточняйте у продавца</p>
      )}
      {allergens.known ? (
        <>
          {allergens.contains.length > 0 ? (
            <ul className="allergen-list" aria-label="Аллергены">
              {allergens.contains.map((slug) => (
                <li key={slug} className="allergen-list__item">
                  <AllergenIcon slug={slug} />
                  {ALLERGEN_TITLES[slug]}
                </li>
              ))}
            </ul>
          ) : (
            <p className="food-facts__none">Без основных аллергенов</p>
          )}
          {allergens.mayContain.length > 0 && (
            <p className="food-facts__traces">
              Может содержать следы:{' '}
              {allergens.mayContain.map((slug) => ALLERGEN_TITLES[slug].toLowerCase()).join(', ')}
            </p>
          )}
        </>
      ) : (
        <p className="food-facts__unknown">{ALLERGENS_UNKNOWN_TEXT}</p>
      )}
    </section>
  );
}
