/**
 * The element every toast is drawn in, kept above everything on the page.
 *
 * A modal <dialog> (showModal) lives in the browser's top layer, above any
 * z-index, and makes the rest of the document inert: a toast outside it is
 * drawn under its backdrop and cannot be hit or read. So the layer is a
 * `popover="manual"` element that moves into the newest open modal dialog
 * (inside it, it is not inert) and is shown again there, which puts it on top
 * of the top layer; when that dialog closes it moves back to the next one, or
 * to <body>. Any other top-layer element opening later (a popover) makes it
 * step on top again.
 */
export interface ToastLayer {
  element: HTMLElement;
  dispose(): void;
}

export const TOAST_LAYER_CLASS = 'toast-layer';

const supportsPopover = () => typeof HTMLElement.prototype.showPopover === 'function';

export function createToastLayer(doc: Document = document): ToastLayer {
  const element = doc.createElement('div');
  element.className = TOAST_LAYER_CLASS;
  if (supportsPopover()) element.popover = 'manual';

  /** Open modal dialogs, oldest first, in the order they opened (the top layer's order). */
  let modals: HTMLDialogElement[] = [];

  const isOpenModal = (dialog: HTMLDialogElement) => dialog.isConnected && dialog.open && dialog.matches(':modal');

  const raise = () => {
    if (!supportsPopover() || !element.isConnected) return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  };

  const place = () => {
    modals = modals.filter(isOpenModal);
    for (const dialog of doc.querySelectorAll('dialog')) {
      if (isOpenModal(dialog) && !modals.includes(dialog)) modals.push(dialog);
    }
    const host = modals.at(-1) ?? doc.body;
    if (element.parentElement === host) return;
    // Moving the element out of the document hides it; it is shown again in its new place.
    host.append(element);
    raise();
  };

  const observer = new MutationObserver((records) => {
    const dialogChanged = records.some((record) => record.type === 'attributes');
    if (dialogChanged || !element.isConnected) place();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });

  const onToggle = (event: Event) => {
    if (event.target === element || (event as ToggleEvent).newState !== 'open') return;
    if (event.target instanceof HTMLDialogElement) place();
    else raise();
  };
  doc.addEventListener('toggle', onToggle, true);

  place();
  return {
    element,
    dispose() {
      observer.disconnect();
      doc.removeEventListener('toggle', onToggle, true);
      element.remove();
    },
  };
}
