import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { lockScroll, unlockScroll } from '../../shared/scroll-lock';
import { useHasBeen } from '../../shared/use-has-been';
import { ProfileButton } from '../account';
import { CategoryNav } from '../catalog';
import { FavoritesButton } from '../favorites';
import { PAGE_LINKS } from './nav-links';
import { Phones } from './Phones';

/**
 * The mobile drawer with the category and page links. Its panel is rendered from its first opening on: the
 * links are in the headers and the footer too, and only script can open the drawer.
 */
export function Drawer({
  open,
  onClose,
  activeCategory,
}: {
  open: boolean;
  onClose: () => void;
  activeCategory: string | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useHasBeen(open);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    lockScroll();
    return unlockScroll;
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop mirrors Escape, which the dialog handles natively.
    <dialog
      ref={dialog}
      id="mobile-drawer"
      className="drawer"
      aria-label="Меню"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Any link chosen in the drawer (a category, a page, the favorites) closes it. */}
      {opened && (
        <div
          className="drawer__panel"
          onClickCapture={(event) => {
            if (event.target instanceof Element && event.target.closest('a, [aria-haspopup]')) onClose();
          }}
        >
          <button type="button" className="icon-button drawer__close" aria-label="Закрыть меню" onClick={onClose}>
            ×
          </button>
          <CategoryNav variant="drawer" active={activeCategory} />
          <nav aria-label="Разделы" className="drawer__pages">
            {PAGE_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
            <Link to="/orders">Мои заказы</Link>
            <Link to="/loyalty">Бонусы</Link>
            <ProfileButton className="drawer__profile" onDone={onClose} />
            <Link to="/cart">Корзина</Link>
            <FavoritesButton className="drawer__favorites" />
          </nav>
          <Phones />
        </div>
      )}
    </dialog>
  );
}
