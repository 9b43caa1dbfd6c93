/** The parts of a click event that say how the shopper clicked. */
export interface ClickKind {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain primary-button click, which a link may handle in the app. A middle
 * click or one with a modifier (new tab, new window, download) is the
 * browser's to handle, so links leave it alone.
 */
export function isPlainClick(event: ClickKind): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
