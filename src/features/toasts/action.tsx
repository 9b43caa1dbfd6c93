import toast from 'react-hot-toast/headless';

/**
 * A toast with one action button (the staff board's «Отменить» for 2 minutes
 * after a move). The action runs once, then the toast goes.
 */
export function actionToast(message: string, action: string, onAction: () => void, durationMs: number): string {
  const id = toast.custom(
    (item) => (
      <div className="action-toast" role="status">
        <span>{message}</span>
        <button
          type="button"
          className="button button--ghost action-toast__button"
          onClick={() => {
            toast.remove(item.id);
            onAction();
          }}
        >
          {action}
        </button>
      </div>
    ),
    { duration: durationMs, position: 'bottom-center' },
  );
  return id;
}

/** Takes one toast off the screen (its action no longer applies). */
export function dismissToast(id: string): void {
  toast.remove(id);
}
