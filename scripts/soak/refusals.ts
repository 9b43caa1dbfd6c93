import type { Refusal } from './client';

/*
 * Which 4xx answers the soak's traffic may meet when the shop and the soak's
 * own drivers are right. A refusal is a valid answer, so it is not an error by
 * itself; but a driver that sends what the contract refuses, or a staff move
 * the board did not allow, is answered 4xx too: every full refund the soak
 * asked for was once refused so (it sent kopecks as BYN), and every check passed.
 */

/** The statuses a kind may be refused with, and why; a kind not listed may be refused with none. */
const ALLOWED_REFUSALS: ReadonlyArray<{ kinds: RegExp; statuses: readonly number[] }> = [
  // Points that do not combine with the cart's discount or that another order took (400), a slot that filled,
  // or a retry while the first attempt of its key still runs on another node (409).
  { kinds: /^order:(guest|signed-in|in-flight-probe)$/, statuses: [400, 409] },
  // The return page of a declined card.
  { kinds: /^order:status$/, statuses: [402] },
  // A move that another change overtook (the expiry, the reconciler, a webhook) since the list was read.
  { kinds: /^staff:(stage|cancel|refund|cash)$/, statuses: [409] },
];

/** Refusals of the request's shape: the message names where the schema failed («…(тело запроса, поле amount)»). */
const SCHEMA_REFUSAL =
  /\((тело запроса|параметры адреса|параметры запроса|заголовки|запрос)(, поле [^)]*)?\)$|^Тело запроса должно быть объектом JSON$/;

/**
 * The refusals that should not have happened, from `Stats.refusals`: a kind refused with a status it has no
 * reason for, or any request refused for its shape.
 */
export function unexpectedRefusals(refusals: ReadonlyMap<string, ReadonlyMap<string, Refusal>>): string[] {
  const found: string[] = [];
  for (const [kind, reasons] of refusals) {
    const allowed = ALLOWED_REFUSALS.find((rule) => rule.kinds.test(kind))?.statuses ?? [];
    for (const { status, message, count } of reasons.values()) {
      if (!allowed.includes(status) || SCHEMA_REFUSAL.test(message))
        found.push(`${kind} ${count}× ${status} ${message}`);
    }
  }
  return found;
}
