import { useState } from 'react';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const PIN_MIN = 4;
const PIN_MAX = 8;

interface Props {
  title: string;
  /** Checks the PIN; resolves an error text to show, or null when it was accepted. */
  onSubmit(pin: string): Promise<string | null>;
  onCancel?: () => void;
}

/** A touch PIN pad with big keys; the digits typed show as dots and stay only in this component. */
export function PinPad({ title, onSubmit, onCancel }: Props) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const press = (digit: string) => {
    setError(null);
    setPin((typed) => (typed.length < PIN_MAX ? typed + digit : typed));
  };
  const submit = async () => {
    if (busy || pin.length < PIN_MIN) return;
    setBusy(true);
    const problem = await onSubmit(pin);
    setBusy(false);
    setPin('');
    setError(problem);
  };

  return (
    <fieldset className="kiosk-pin">
      <legend className="kiosk-pin__title">{title}</legend>
      <output className="kiosk-pin__dots" aria-label={`Введено цифр: ${pin.length}`}>
        {pin.length === 0 ? 'PIN-код' : '●'.repeat(pin.length)}
      </output>
      <p className="kiosk-pin__error" role="alert">
        {error}
      </p>
      <div className="kiosk-pin__keys">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className="kiosk-button kiosk-pin__key" onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className="kiosk-button kiosk-pin__key"
          aria-label="Стереть"
          onClick={() => setPin((typed) => typed.slice(0, -1))}
        >
          ⌫
        </button>
        <button type="button" className="kiosk-button kiosk-pin__key" onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className="kiosk-button kiosk-button--primary kiosk-pin__key"
          disabled={busy || pin.length < PIN_MIN}
          onClick={() => void submit()}
        >
          ОК
        </button>
      </div>
      {onCancel && (
        <button type="button" className="kiosk-button kiosk-pin__cancel" onClick={onCancel}>
          Отмена
        </button>
      )}
    </fieldset>
  );
}
