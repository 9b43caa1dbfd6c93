import { useId, useState } from 'react';
import { CITY_PHONE, SHORT_PHONE } from '../../domain/brand/brand';
import { MobileSearch } from '../search';
import { Logo } from './Logo';

interface Props {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** Mobile header (≤ 1200 px): drawer toggle, logo and the phone menu. */
export function MobileHeader({ drawerOpen, onToggleDrawer }: Props) {
  const [phonesOpen, setPhonesOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="mobile-header">
      <button
        type="button"
        className="icon-button mobile-header__drawer-toggle"
        aria-label={drawerOpen ? 'Закрыть меню' : 'Открыть меню'}
        aria-expanded={drawerOpen}
        aria-controls="mobile-drawer"
        onClick={onToggleDrawer}
      >
        <span className="burger" aria-hidden="true" />
      </button>
      <Logo compact />
      <div className="mobile-header__actions">
        <MobileSearch />
        <div className="phone-menu">
          <button
            type="button"
            className="icon-button phone-menu__toggle"
            aria-label="Позвонить нам"
            aria-expanded={phonesOpen}
            aria-controls={menuId}
            onClick={() => setPhonesOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
              />
            </svg>
          </button>
          <ul id={menuId} className="phone-menu__list" hidden={!phonesOpen}>
            <li>
              <a href={`tel:${SHORT_PHONE.tel}`}>
                {SHORT_PHONE.display} <small>{SHORT_PHONE.label}</small>
              </a>
            </li>
            <li>
              <a href={`tel:${CITY_PHONE.tel}`}>
                {CITY_PHONE.display} <small>колл-центр</small>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}
