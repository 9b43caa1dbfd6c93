import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, JOURNAL_FILE);
  const kept = new Map<string, KeptCard>();
  let journal = '';
  try {
    journal = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const line of journal.split('\n')) {
    if (!line.trim()) continue;
    try {
      const card = JSON.parse(line) as KeptCard;
      if (typeof card.token === 'string') kept.set(card.token, card);
    } catch {
      // A line torn by a kill mid-append: that token was never given out.
    }
  }
  return {
    issue(shopId, card, secure3d) {
      const token = randomBytes(24).toString('hex');
      const entry: KeptCard = { token, shopId, card: { ...card, token }, secure3d };
      appendFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      kept.set(token, entry);
      return entry;
    },
    get: (token) => kept.get(token),
  };
}
