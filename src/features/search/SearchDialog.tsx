import { useEffect, useRef } from 'react';
import { SearchCombobox } from './SearchCombobox';

/**
 * The phone's full-screen search: a modal dialog (focus kept inside, Escape
 * closes) with the search field and its results under it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog ref={dialog} className="search-dialog" aria-label="Поиск" onClose={onClose}>
      <div className="search-dialog__bar">
        <SearchCombobox variant="dialog" onLeave={() => dialog.current?.close()} />
        <button type="button" className="search-dialog__close" onClick={() => dialog.current?.close()}>
          Закрыть
        </button>
      </div>
    </dialog>
  );
}
