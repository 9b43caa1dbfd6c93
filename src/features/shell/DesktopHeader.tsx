import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { BRAND } from '../../domain/brand/brand';
import { splitPart } from '../../shared/split-part';
import { HeaderSearch } from '../search';
import { Logo } from './Logo';
import { PAGE_LINKS } from './nav-links';
import { Phones } from './Phones';
import { TopNav, type TopNavProps } from './TopNav';

// Its links are in the server's HTML; only the hover and toggle behaviour waits for this code, after the first
// page's script (splitPart).
const CustomerSubMenu = splitPart(() => import('./SubMenu').then((module) => module.CustomerSubMenu));

/** Desktop header (> 1200 px): logo, page links, phones, slogan and the personal nav. */
export function DesktopHeader(props: TopNavProps) {
  return (
    <header className="desktop-header">
      <div className="desktop-header__row container">
        <Logo />
        <nav aria-label="Разделы" className="page-links">
          {PAGE_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="page-links__link" activeProps={{ 'aria-current': 'page' }}>
              {link.label}
            </Link>
          ))}
          <Suspense>
            <CustomerSubMenu />
          </Suspense>
        </nav>
        <Phones />
      </div>
      <div className="desktop-header__row desktop-header__row--second container">
        <p className="slogan">{BRAND.tagline}</p>
        <HeaderSearch />
        <TopNav {...props} />
      </div>
    </header>
  );
}
