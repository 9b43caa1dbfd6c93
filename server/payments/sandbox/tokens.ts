import { randomBytes } from 'node:crypto';
import { openJournal } from './journal';
import type { SandboxCard } from './store';

/** A card the sandbox keeps for a shop (never its number): what a token charge needs to behave like the card. */
export interface KeptCard {
  token: string;
  shopId: string;
  card: SandboxCard;
  /** The card asks for 3-D Secure on every payment, so a token charge redirects too. */
  secure3d: boolean;
}

const JOURNAL_FILE = 'card-tokens.jsonl';

export interface CardTokenStore {
  issue(shopId: string, card: SandboxCard, secure3d: boolean): KeptCard;
  get(token: string): KeptCard | undefined;
}

/** Card tokens, in memory and in an append-only journal beside the checkouts' (a restart keeps them). */
export function openCardTokenStore(dir: string): CardTokenStore {
  const journal = openJournal<KeptCard>(dir, JOURNAL_FILE);
  return {
    issue(shopId, card, secure3d) {
      const token = randomBytes(24).toString('hex');
      const entry: KeptCard = { token, shopId, card: { ...card, token }, secure3d };
      journal.append(entry);
      return entry;
    },
    get: (token) => journal.records.get(token),
  };
}
