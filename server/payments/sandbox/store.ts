import type { BepaidCheckoutRequest } from '../bepaid/api';
import { openJournal } from './journal';

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
 * The sandbox's checkouts, in a journal (`journal.ts`), so a restart — even
 * after `kill -9` — keeps every checkout and payment the shop may still ask
 * about, each on disk before the answer or the redirect that tells anyone of
 * it. At start, checkouts older than a month are dropped and the journal is
 * rewritten compactly.
 */
export interface CheckoutStore {
  get(token: string): SandboxCheckout | undefined;
  /** The checkout whose payment has this transaction uid (a token charge is read back by it). */
  byPaymentUid(uid: string): SandboxCheckout | undefined;
  /** The checkouts with a payment (made or under way) for this `tracking_id`, newest first (bePaid's query by `tracking_id`). */
  paidByTrackingId(trackingId: string): SandboxCheckout[];
  /** Records a new or changed checkout (the caller changed it in memory, without awaiting in between). */
  save(checkout: SandboxCheckout): void;
}

export function openCheckoutStore(dir: string, now: () => Date): CheckoutStore {
  const journal = openJournal<SandboxCheckout>(dir, JOURNAL_FILE);
  const checkouts = journal.records;
  const oldest = now().getTime() - KEEP_MS;
  for (const [token, checkout] of checkouts) {
    if (Date.parse(checkout.createdAt) < oldest) checkouts.delete(token);
  }
  journal.compact();

  return {
    get: (token) => checkouts.get(token),
    byPaymentUid(uid) {
      // The sandbox keeps a few checkouts; a scan is enough.
      for (const checkout of checkouts.values()) if (checkout.payment?.uid === uid) return checkout;
      return undefined;
    },
    paidByTrackingId(trackingId) {
      return [...checkouts.values()]
        .filter((checkout) => checkout.payment && checkout.request.order.tracking_id === trackingId)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    },
    save: (checkout) => journal.append(checkout),
  };
}
