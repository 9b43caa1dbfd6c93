import { readCookie, writeSessionHintCookie } from '../../platform/cookies';
import { VISIT_COOKIE } from './visit.cookie';

/** This page load, by its time origin: the visit cookie names the load that began the visit. */
function thisLoad(): string {
  return String(Math.round(performance.timeOrigin));
}

/** Marks the visit begun, once, by the first page loaded in this browser session (browser only). */
export function beginVisit(): void {
  if (readCookie(document.cookie, VISIT_COOKIE) === null) writeSessionHintCookie(VISIT_COOKIE, thisLoad());
}

/**
 * Whether an earlier page load began this visit (browser only). A page the server rendered for a visit's first
 * load may still be shown later (the service worker keeps pages for offline use); its loader then goes at once.
 */
export function visitBeganEarlier(): boolean {
  const began = readCookie(document.cookie, VISIT_COOKIE);
  return began !== null && began !== thisLoad();
}
