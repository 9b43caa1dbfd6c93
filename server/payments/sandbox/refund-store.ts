import { openJournal } from './journal';

/** A refund the sandbox made: always approved (the sandbox has no bank to decline it). */
export interface SandboxRefund {
  /** The refund's transaction uid, and its key in the journal. */
  token: string;
  shopId: string;
  /** The payment it gives money back from. */
  parentUid: string;
  /** The parent payment's checkout: its notification URL and test flag. */
  checkoutToken: string;
  /** In minor units. */
  amount: number;
  currency: string;
  reason: string;
  /** As the refund request gave it, else the parent payment's. */
  trackingId: string;
  test: boolean;
  createdAt: string;
}

const JOURNAL_FILE = 'refunds.jsonl';
/** As checkouts: a refund is younger than its payment, so a kept payment keeps every refund of it. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

export interface RefundStore {
  get(uid: string): SandboxRefund | undefined;
  /** Every refund of a payment, for what is left of it and the duplicate rule. */
  ofParent(parentUid: string): SandboxRefund[];
  byTrackingId(trackingId: string): SandboxRefund[];
  /** On disk before the answer that tells anyone of it (`journal.ts`). */
  save(refund: SandboxRefund): void;
}

/** Refunds, in memory and in an append-only journal beside the checkouts' (a restart, even `kill -9`, keeps them). */
export function openRefundStore(dir: string, now: () => Date): RefundStore {
  const journal = openJournal<SandboxRefund>(dir, JOURNAL_FILE);
  const refunds = journal.records;
  const oldest = now().getTime() - KEEP_MS;
  for (const [uid, refund] of refunds) {
    if (Date.parse(refund.createdAt) < oldest) refunds.delete(uid);
  }
  journal.compact();
  // The sandbox keeps a few refunds; scans are enough.
  const where = (keep: (refund: SandboxRefund) => boolean) => [...refunds.values()].filter(keep);
  return {
    get: (uid) => refunds.get(uid),
    ofParent: (parentUid) => where((refund) => refund.parentUid === parentUid),
    byTrackingId: (trackingId) => where((refund) => refund.trackingId === trackingId),
    save: (refund) => journal.append(refund),
  };
}
