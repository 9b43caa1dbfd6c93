/** Card scheme and payment-provider marks, drawn by us as simple wordmarks. */
const MARKS = [
  { id: 'visa', label: 'Visa', text: 'VISA' },
  { id: 'mastercard', label: 'Mastercard', text: 'mastercard' },
  { id: 'belkart', label: 'Белкарт', text: 'БЕЛКАРТ' },
  { id: 'bepaid', label: 'bePaid', text: 'bePaid' },
] as const;

export function PaymentLogos() {
  return (
    <ul className="payment-logos" aria-label="Принимаем к оплате">
      {MARKS.map((mark) => (
        <li key={mark.id} className={`payment-logos__mark payment-logos__mark--${mark.id}`}>
          <svg viewBox="0 0 96 32" width="72" height="24" role="img" aria-label={mark.label}>
            <rect x="0.5" y="0.5" width="95" height="31" rx="6" className="payment-logos__frame" />
            <text
              x="48"
              y="21"
              textAnchor="middle"
              className="payment-logos__text"
              {...(mark.text.length > 7 ? { textLength: 80, lengthAdjust: 'spacingAndGlyphs' } : {})}
            >
              {mark.text}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
