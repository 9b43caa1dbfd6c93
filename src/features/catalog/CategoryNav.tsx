import { rootRouteId, useLoaderData, useLocation, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useRef } from 'react';
import { type CategoryInfo, menuCategories } from '../../domain/catalog/categories';
import { isPlainClick } from '../../shared/plain-click';
import { scrollStripTo, scrollToSection } from './scroll-spy';

/**
 * The categories the menu last showed in this tab: when a navigation could not read the catalogue (offline with
 * nothing kept by the worker), the menu keeps them rather than falling back to the starting titles. Public data,
 * the same for every shopper, so one copy per server process is harmless too.
 */
let lastLoaded: readonly CategoryInfo[] | undefined;

function useMenuCategories(): CategoryInfo[] {
  const loaded = useLoaderData({ from: rootRouteId, select: (data) => data.categories });
  if (loaded) lastLoaded = loaded;
  return menuCategories(loaded ?? lastLoaded);
}

/**
 * The seven categories, titled and ordered as the back office set them. On the home page a click scrolls to the section; elsewhere
 * it goes to the home page at that section. `active` (from `useActiveCategory`,
 * measured once for all the navs on the page) follows the scroll.
 */
export function CategoryNav({ variant, active }: { variant: 'main' | 'compact' | 'drawer'; active: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  const categories = useMenuCategories();

  // On a phone the chips scroll sideways: keep the active one in sight as the page scrolls past the sections.
  useEffect(() => {
    const strip = list.current;
    const chip = active ? strip?.querySelector<HTMLElement>(`a[href="/#${active}"]`) : null;
    if (strip && chip) scrollStripTo(strip, chip);
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    if (location.pathname === '/' && scrollToSection(id)) {
      window.history.replaceState(window.history.state, '', `/#${id}`);
      return;
    }
    void navigate({ to: '/', hash: id });
  };

  return (
    <nav className={`category-nav category-nav--${variant}`} aria-label="Категории">
      <ul className="category-nav__list" ref={list}>
        {categories.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`/#${id}`}
              className="category-nav__link"
              aria-current={active === id ? 'true' : undefined}
              data-active={active === id ? '' : undefined}
              onClick={(event) => onClick(event, id)}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
