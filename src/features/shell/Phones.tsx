import { CITY_PHONE, SHORT_PHONE } from '../../domain/brand/brand';

/** The short number 7978 (A1, MTS, life:) and the city number. */
export function Phones({ className = 'phones' }: { className?: string }) {
  return (
    <ul className={className} aria-label="Телефоны">
      <li>
        <a href={`tel:${SHORT_PHONE.tel}`} className="phones__number">
          {SHORT_PHONE.display}
        </a>{' '}
        <span className="phones__label">{SHORT_PHONE.label}</span>
      </li>
      <li>
        <a href={`tel:${CITY_PHONE.tel}`} className="phones__number">
          {CITY_PHONE.display}
        </a>{' '}
        <span className="phones__label">{CITY_PHONE.label}</span>
      </li>
    </ul>
  );
}
