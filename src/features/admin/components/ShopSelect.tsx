import type { StaffShop } from '../../../domain/contract/staff';

/** Which of this person's shops a page works on. */
export function ShopSelect({
  shops,
  value,
  onChange,
}: {
  shops: readonly StaffShop[];
  value: string;
  onChange: (shop: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor="admin-shop" className="form-field__label">
        Пекарня
      </label>
      <select
        id="admin-shop"
        className="form-field__input staff-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {shops.map((shop) => (
          <option key={shop._id} value={shop._id}>
            {shop.title}
          </option>
        ))}
      </select>
    </div>
  );
}
