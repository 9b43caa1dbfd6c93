import type { SandboxCard, WebhookBehaviour } from './store';

/** What a test card does on the sandbox's payment page. */
export interface TestCard {
  number: string;
  outcome: 'success' | 'decline' | '3ds';
  webhook: WebhookBehaviour;
  /** For the README and the page's hint. */
  description: string;
}

/** bePaid's test cards the shop relies on, plus two of the sandbox's own for fault tests. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4200000000000000', outcome: 'success', webhook: 'once', description: 'успешная оплата' },
  { number: '4005550000000019', outcome: 'decline', webhook: 'once', description: 'банк отклоняет платёж' },
  {
    number: '4012000000001006',
    outcome: '3ds',
    webhook: 'once',
    description: 'подтверждение 3-D Secure, затем оплата',
  },
  {
    number: '4000000000000077',
    outcome: 'success',
    webhook: 'never',
    description: 'успешная оплата без уведомления магазину',
  },
  {
    number: '4000000000000085',
    outcome: 'success',
    webhook: 'thrice',
    description: 'успешная оплата, уведомление приходит трижды одновременно',
  },
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardCheck =
  | { ok: true; card: TestCard; details: SandboxCard }
  | { ok: false; errors: Partial<Record<CardField, string>> };

/** Reads the card form as a bank's page would: each field's problem in Russian, or the test card and what to remember of it. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const number = form.number.replace(/[\s-]/g, '');
  let card: TestCard | undefined;
  if (!/^\d{12,19}$/.test(number)) {
    errors.number = 'Введите номер карты: от 12 до 19 цифр';
  } else {
    card = BY_NUMBER.get(number);
    if (!card) {
      errors.number =
        'Эта карта не принимается в тестовом режиме. Используйте тестовую карту, например 4200 0000 0000 0000.';
    }
  }

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2] === undefined ? Number.NaN : Number(expiry[2].padStart(4, '20'));
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Укажите срок действия в виде ММ/ГГ, например 12/29';
  } else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = 'Срок действия карты истёк';
  }

  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'CVC — три цифры на обороте карты';

  const holder = form.holder.trim().replace(/\s+/g, ' ');
  if (holder.length < 2 || holder.length > 64 || !/^[\p{L} .'-]+$/u.test(holder)) {
    errors.holder = 'Укажите имя и фамилию владельца, как на карте';
  }

  if (!card || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card,
    details: {
      first_1: number.slice(0, 1),
      last_4: number.slice(-4),
      brand: 'visa',
      holder: holder.toUpperCase(),
      exp_month: month,
      exp_year: year,
    },
  };
}
