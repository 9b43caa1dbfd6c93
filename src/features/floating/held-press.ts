import { DragControls } from 'framer-motion';

/**
 * What a button's drag gesture calls on its `dragControls` when it mounts. framer-motion marks it internal,
 * so it is missing from the types; the drag tests fail if a version stops calling it.
 */
interface GestureSubscription {
  subscribe(controls: unknown): () => void;
}

/**
 * Drag controls that keep a press made on a button before the drag machinery arrived (it is fetched on the
 * first interaction, which may be that very press), and start the drag from it as soon as the button's drag
 * gesture subscribes, while the press is still down. A quick first drag is not lost; a tap stays a tap.
 */
export class HeldPressControls extends DragControls {
  private held: PointerEvent | null = null;

  hold(event: PointerEvent): void {
    this.held = event;
    const release = () => {
      this.held = null;
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }

  subscribe(controls: unknown): () => void {
    const unsubscribe = (DragControls.prototype as unknown as GestureSubscription).subscribe.call(this, controls);
    // After the gesture's own mount has finished (it adds its listeners right after subscribing).
    queueMicrotask(() => {
      const held = this.held;
      this.held = null;
      if (held) this.start(held);
    });
    return unsubscribe;
  }
}
