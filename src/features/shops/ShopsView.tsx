import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Shop } from '../../domain/contract/content';
import { MinskMap } from './MinskMap';
import { groupHours, minskClock, shopStatus, telHref, yandexMapsUrl } from './shop-hours';
import { useNow } from './use-now';

interface Props {
  shops: readonly Shop[];
  /** The server's time of the render, so the first browser render matches it. */
  serverNow: number;
}

function pluralShops(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return 'пекарен';
  if (units === 1) return 'пекарня';
  if (units >= 2 && units <= 4) return 'пекарни';
  return 'пекарен';
}

interface CardProps {
  shop: Shop;
  number: number;
  now: number;
  active: boolean;
  /** Its marker was pressed: the entry stays marked until another marker is pressed. */
  selected: boolean;
  onActivate(id: string | null): void;
}

function ShopCard({ shop, number, now, active, selected, onActivate }: CardProps) {
  const status = shopStatus(shop.hours, now);
  const today = minskClock(now).weekday;
  const titleId = `shop-${shop._id}-title`;
  const statusClass = status.open
    ? status.closingSoon
      ? 'shop-status shop-status--soon'
      : 'shop-status shop-status--open'
    : 'shop-status shop-status--closed';
  return (
    <li
      className={active || selected ? 'shop-card shop-card--active' : 'shop-card'}
      aria-current={selected ? 'true' : undefined}
      onMouseEnter={() => onActivate(shop._id)}
      onMouseLeave={() => onActivate(null)}
      onFocus={() => onActivate(shop._id)}
      onBlur={() => onActivate(null)}
    >
      <article id={`shop-${shop._id}`} tabIndex={-1} aria-labelledby={titleId} className="shop-card__body">
        <div className="shop-card__head">
          <span className="shop-card__number" aria-hidden="true">
            {number}
          </span>
          <h2 id={titleId} className="shop-card__title">
            {shop.title}
          </h2>
        </div>
        <p className={statusClass} data-shop-status>
          {status.label}
        </p>
        <p className="shop-card__address">
          {shop.city}, {shop.address}
        </p>
        <dl className="shop-hours" aria-label="Часы работы">
          {groupHours(shop.hours).map((group) => (
            <div
              key={group.from}
              className="shop-hours__group"
              data-today={today >= group.from && today <= group.to ? '' : undefined}
            >
              <dt>
                <abbr title={group.daysLong}>{group.days}</abbr>
              </dt>
              <dd>{group.hours}</dd>
            </div>
          ))}
        </dl>
        <div className="shop-card__actions">
          <a href={telHref(shop.phone)} className="shop-card__phone">
            <span className="visually-hidden">Позвонить: </span>
            {shop.phone}
          </a>
          <a href={yandexMapsUrl(shop.location)} target="_blank" rel="noopener" className="shop-card__map-link">
            Открыть в Яндекс Картах
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
          <Link to="/feedback" search={{ shop: shop._id }} className="shop-card__feedback-link">
            Написать о пекарне
          </Link>
        </div>
      </article>
    </li>
  );
}

/** The shops page body: the list with hours and today's status beside our map of Minsk. */
export function ShopsView({ shops, serverNow }: Props) {
  const now = useNow(serverNow);
  // Hover and focus mark an entry while they last; a marker click marks its entry until the next one.
  // One state for both lost the click's mark at once: focus moving from the marker to the entry blurs
  // the marker, and the scroll to the entry moves the marker from under the pointer (mouseleave).
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const select = (id: string) => {
    const entry = document.getElementById(`shop-${id}`);
    if (!entry) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    entry.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
    entry.focus({ preventScroll: true });
    setSelectedId(id);
  };

  if (shops.length === 0) {
    return <p className="empty-state">Список пекарен обновляется — загляните чуть позже.</p>;
  }

  return (
    <>
      <div className="shops-intro">
        <p className="shops-intro__text">
          {shops.length} {pluralShops(shops.length)} в Минске. Пироги пекут прямо в каждой из них — заходите за
          горячими.
        </p>
        <Link to="/feedback" className="button button--ghost">
          Написать нам
        </Link>
      </div>
      <div className="shops">
        <ol className="shops__list" aria-label="Пекарни">
          {shops.map((shop, index) => (
            <ShopCard
              key={shop._id}
              shop={shop}
              number={index + 1}
              now={now}
              active={shop._id === hoveredId}
              selected={shop._id === selectedId}
              onActivate={setHoveredId}
            />
          ))}
        </ol>
        <section className="shops__map" aria-label="Пекарни на карте Минска">
          <MinskMap shops={shops} activeId={hoveredId ?? selectedId} onActivate={setHoveredId} onSelect={select} />
          <p className="shops__map-note">Схема приблизительная. Точный маршрут — в Яндекс Картах.</p>
        </section>
      </div>
    </>
  );
}
