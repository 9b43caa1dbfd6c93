import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BepaidCheckoutRequest } from '../bepaid/api';

/** What the sandbox remembers of the card that paid (never the full number or the CVC). */
export interface SandboxCard {
  first_1: string;
  last_4: string;
  brand: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  /** The card's token, when the payment asked to keep the card (bePaid's `credit_card.token`). */
  token?: string;
}

export type WebhookBehaviour = 'once' | 'never' | 'thrice';

export interface SandboxPayment {
  uid: string;
  /** `incomplete` while 3-D Secure waits for the shopper. */
  status: 'successful' | 'failed' | 'incomplete';
  message: string;
  created_at: string;
  paid_at?: string;
  card: SandboxCard;
  webhook: WebhookBehaviour;
}

export interface SandboxCheckout {
  token: string;
  shopId: string;
  createdAt: string;
  request: BepaidCheckoutRequest['checkout'];
  /** Card attempts declined so far; the checkout fails once they reach `request.attempts`. */
  declines: number;
  payment?: SandboxPayment;
}

const JOURNAL_FILE = 'checkouts.jsonl';
/** Checkouts older than this are dropped when the journal is compacted at start. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * The sandbox's checkouts, in memory and in an append-only journal (one JSON
 * line per change, the last line of a token wins), so a restart — even after
 * `kill -9` — keeps every checkout and payment the shop may still ask about.
 * Appends are synchronous: the record is on disk before the answer or the
 * redirect that tells anyone about it. A torn last line (killed mid-write) is
 * skipped; at start the journal is rewritten compactly and atomically.
 */
export interface CheckoutStore {
  get(token: string): SandboxCheckout | undefined;
  /** The checkout whose payment has this transaction uid (a token charge is read back by it). */
  byPaymentUid(uid: string): SandboxCheckout | undefined;
  /** Records a new or changed checkout (the caller changed it in memory, without awaiting in between). */
  save(checkout: SandboxCheckout): void;
}

export function openCheckoutStore(dir: string, now: () => Date): CheckoutStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, JOURNAL_FILE);
  const checkouts = new Map<string, SandboxCheckout>();
  let journal = '';
  try {
    journal = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const line of journal.split('\n')) {
    if (!line.trim()) continue;
    try {
      const checkout = JSON.parse(line) as SandboxCheckout;
      if (typeof checkout.token === 'string') checkouts.set(checkout.token, checkout);
    } catch {
      // A line torn by a kill mid-append: the change it held was never acknowledged.
    }
  }
  const oldest = now().getTime() - KEEP_MS;
  for (const [token, checkout] of checkouts) {
    if (Date.parse(checkout.createdAt) < oldest) checkouts.delete(token);
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, [...checkouts.values()].map((checkout) => `${JSON.stringify(checkout)}\n`).join(''), {
    mode: 0o600,
  });
  renameSync(temporary, file);

  return {
    get: (token) => checkouts.get(token),
    byPaymentUid(uid) {
      // The sandbox keeps a few checkouts; a scan is enough.
      for (const checkout of checkouts.values()) if (checkout.payment?.uid === uid) return checkout;
      return undefined;
    },
    save(checkout) {
      checkouts.set(checkout.token, checkout);
      appendFileSync(file, `${JSON.stringify(checkout)}\n`);
    },
  };
}
