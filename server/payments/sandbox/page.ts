import { BRAND } from '../../../src/domain/brand/brand';
import { formatMoney, type Kopecks } from '../../../src/domain/money';
import { type CardField, type CardForm, TEST_CARDS } from './cards';

/*
 * The sandbox's hosted pages: server-rendered HTML in Russian with one inline
 * style sheet (carrying the response's CSP nonce) and no scripts or other
 * resources, usable at 390 px. Card data is posted only to the sandbox.
 */

export const SANDBOX_PAGE_PATHS = {
  checkout: '/v2/checkout',
  pay: '/v2/checkout/pay',
  confirm: '/v2/checkout/3ds',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2b1d14;background:#f7f1ea}
header{background:#5c2e12;color:#fff;padding:12px 16px}
.brand{margin:0;font-weight:700;font-size:18px}
.sandbox{margin:0;font-size:13px;opacity:.9}
main{max-width:28rem;margin:0 auto;padding:16px}
h1{font-size:22px;margin:8px 0}
.amount{font-size:20px;margin:4px 0 16px}
form{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.field{margin-bottom:14px}
.row{display:flex;gap:12px}
.row .field{flex:1;min-width:0}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;font-size:18px;padding:10px 12px;border:1px solid #a08878;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:3px solid #e0a060;outline-offset:1px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;font-size:14px;margin:4px 0 0}
.alert{background:#fde8e8;color:#8a0018;border-radius:8px;padding:10px 12px;margin:0 0 14px}
button{width:100%;font-size:18px;font-weight:700;padding:12px;border:0;border-radius:8px;background:#8a4b1f;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #2b1d14;outline-offset:2px}
a{color:#7a3e1d}
.back{display:inline-block;margin-top:16px}
table{border-collapse:collapse;width:100%;font-size:14px}
td{padding:4px 6px;border-top:1px solid #e4d6c8;vertical-align:top}
td:first-child{white-space:nowrap;font-family:ui-monospace,monospace}
details{margin-top:20px}
`;

function layout(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(BRAND.name)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><p class="brand">${escapeHtml(BRAND.name)}</p><p class="sandbox">Тестовый платёжный шлюз: деньги не списываются</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutSummary {
  token: string;
  amount: Kopecks;
  description: string;
  /** Where «Отменить» leads: the shop's cancel address. */
  cancelUrl: string;
}

function field(
  name: CardField,
  label: string,
  attributes: string,
  value: string,
  errors: Partial<Record<CardField, string>>,
) {
  const error = errors[name];
  const id = `card-${name}`;
  return `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes} required${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

const hiddenToken = (token: string) => `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
const cancelLink = (url: string) => `<a class="back" href="${escapeHtml(url)}">Отменить и вернуться в магазин</a>`;

/** The card form; after a refused attempt it shows what was wrong and keeps what is safe to keep (never the number or CVC). */
export function paymentPage(
  checkout: CheckoutSummary,
  nonce: string,
  problem: { errors?: Partial<Record<CardField, string>>; alert?: string; form?: Partial<CardForm> } = {},
): string {
  const errors = problem.errors ?? {};
  const amount = formatMoney(checkout.amount);
  const alert = problem.alert ?? (Object.keys(errors).length > 0 ? 'Проверьте данные карты' : undefined);
  const cards = TEST_CARDS.map(
    (card) =>
      `<tr><td>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(card.description)}</td></tr>`,
  ).join('');
  return layout(
    'Оплата заказа',
    nonce,
    `<h1>Оплата заказа</h1>
<p>${escapeHtml(checkout.description)}</p>
<p class="amount">К оплате: <strong>${amount}</strong></p>
<form method="post" action="${SANDBOX_PAGE_PATHS.pay}">
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ''}
${hiddenToken(checkout.token)}
${field('number', 'Номер карты', 'autocomplete="cc-number" inputmode="numeric" maxlength="23" placeholder="0000 0000 0000 0000"', '', errors)}
<div class="row">
${field('expiry', 'Срок действия', 'autocomplete="cc-exp" inputmode="numeric" maxlength="7" placeholder="ММ/ГГ"', problem.form?.expiry ?? '', errors)}
${field('cvc', 'CVC', 'type="password" autocomplete="cc-csc" inputmode="numeric" maxlength="4" placeholder="123"', '', errors)}
</div>
${field('holder', 'Владелец карты', 'autocomplete="cc-name" autocapitalize="characters" maxlength="64" placeholder="IVAN IVANOV"', problem.form?.holder ?? '', errors)}
<button type="submit">Оплатить ${amount}</button>
</form>
${cancelLink(checkout.cancelUrl)}
<details><summary>Тестовые карты</summary><table>${cards}</table><p>Срок действия — любой в будущем, CVC — любые три цифры.</p></details>`,
  );
}

/** The 3-D Secure step: the bank asks for a code before it pays. */
export function confirmationPage(checkout: CheckoutSummary, lastDigits: string, nonce: string, error?: string): string {
  return layout(
    'Подтверждение платежа',
    nonce,
    `<h1>Подтверждение платежа</h1>
<p>Банк просит подтвердить оплату <strong>${formatMoney(checkout.amount)}</strong> картой •••• ${escapeHtml(lastDigits)}.</p>
<form method="post" action="${SANDBOX_PAGE_PATHS.confirm}">
${hiddenToken(checkout.token)}
<div class="field"><label for="code">Код подтверждения</label><input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" maxlength="6" required${
      error ? ' aria-invalid="true" aria-describedby="code-error"' : ' aria-describedby="code-hint"'
    }>${
      error
        ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>`
        : '<p id="code-hint">В тестовом режиме подойдёт любой код из 4–6 цифр.</p>'
    }</div>
<button type="submit">Подтвердить</button>
</form>
${cancelLink(checkout.cancelUrl)}`,
  );
}

/** A page that only says something: the checkout is unknown, finished or expired. */
export function messagePage(title: string, text: string, nonce: string, back?: string): string {
  return layout(
    title,
    nonce,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p>${
      back ? `<a class="back" href="${escapeHtml(back)}">Вернуться в магазин</a>` : ''
    }`,
  );
}
