import { useEffect, useState } from 'react';
import type { AdminStoplistAnswer } from '../../../domain/contract/admin';
import { addDays, shopDateOf } from '../../../domain/shop-time';
import { notify } from '../../toasts';
import { adminApi, messageOf } from '../admin.api';
import { useAdminStaff } from './AdminShell';
import { ShopSelect } from './ShopSelect';

/**
 * «Нет в наличии»: a shop's products with one big switch each, for a manager
 * on the shop floor with a phone. The switch shows what the server answered,
 * never a guess.
 */
export function StoplistPage() {
  const staff = useAdminStaff();
  const [shop, setShop] = useState(staff.shops[0]?._id ?? '');
  const today = shopDateOf(Date.now());
  const [date, setDate] = useState(today);
  const [products, setProducts] = useState<readonly { _id: string; title: string }[] | null>(null);
  const [stoplist, setStoplist] = useState<AdminStoplistAnswer | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // Managers may not list the catalogue's admin view; the shop's own catalogue names every product they sell.
    const list =
      staff.role === 'admin'
        ? adminApi.products().then((answer) => answer.products.map((entry) => entry.product))
        : adminApi.catalogue();
    list.then(setProducts, (error: unknown) => setFailure(messageOf(error)));
  }, [staff.role]);
  useEffect(() => {
    if (!shop) return;
    setStoplist(null);
    // Only the answer for the shop and day now picked may show.
    let current = true;
    adminApi.stoplist(shop, date).then(
      (answer) => current && setStoplist(answer),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [shop, date]);

  const toggle = async (product: string, soldOut: boolean) => {
    setBusy(product);
    try {
      const answer = await adminApi.setSoldOut({ shop, product, date, soldOut });
      // The picked shop or day may have changed while the switch was on its way.
      setStoplist((shown) => (shown && shown.shop === answer.shop && shown.date === answer.date ? answer : shown));
    } catch (error) {
      notify.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  if (staff.shops.length === 0) return <p>За вами не закреплена ни одна пекарня.</p>;
  return (
    <section className="admin-card">
      <h1>Нет в наличии</h1>
      <div className="admin-row">
        <ShopSelect shops={staff.shops} value={shop} onChange={setShop} />
        <div className="form-field">
          <label htmlFor="admin-stoplist-date" className="form-field__label">
            День
          </label>
          <input
            id="admin-stoplist-date"
            type="date"
            className="form-field__input staff-input"
            value={date}
            min={today}
            max={addDays(today, 14)}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {!products || !stoplist ? (
        <p role="status">Загружаем…</p>
      ) : (
        <ul className="admin-stoplist">
          {products.map((product) => {
            const soldOut = stoplist.soldOut.includes(product._id);
            return (
              <li key={product._id} className="admin-stoplist__item">
                <span id={`stop-${product._id}`}>{product.title}</span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={soldOut}
                  aria-labelledby={`stop-${product._id}`}
                  aria-describedby={`stop-${product._id}-state`}
                  className={`admin-switch${soldOut ? ' admin-switch--on' : ''}`}
                  disabled={busy === product._id}
                  onClick={() => void toggle(product._id, !soldOut)}
                >
                  <span id={`stop-${product._id}-state`}>{soldOut ? 'Нет в наличии' : 'В продаже'}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
