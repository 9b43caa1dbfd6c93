interface Props {
  secondsLeft: number;
  onContinue(): void;
}

/** «Вы ещё здесь?»: the last seconds before the session resets, with one big way to keep it. */
export function IdleCountdown({ secondsLeft, onContinue }: Props) {
  return (
    <div className="kiosk-overlay" role="alertdialog" aria-modal="true" aria-labelledby="kiosk-idle-title">
      <div className="kiosk-overlay__panel kiosk-idle">
        <h2 id="kiosk-idle-title">Вы ещё здесь?</h2>
        <p>
          Через <span className="kiosk-idle__seconds">{secondsLeft}</span> с заказ будет сброшен
        </p>
        <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--huge" onClick={onContinue}>
          Продолжить
        </button>
      </div>
    </div>
  );
}
