/*
 * What a request that got no answer means for the soak's checks. A node
 * killed with SIGKILL loses whatever it was doing: a request sent to it
 * before the kill and cut off after it is allowed to fail (and counted); one
 * sent to a node already known dead, or refused, never reached a process and
 * goes to another node; anything else (a reset on a live node, a timeout) is
 * a violation. A 5xx is always an answer from a live process, so it is never
 * allowed.
 */

export type LostRequest = 'refused' | 'sent-to-dead-node' | 'in-flight-on-killed-node' | 'other';

export interface LostRequestFacts {
  /** The connection error's code (`ECONNREFUSED`, `UND_ERR_SOCKET`, …), if any. */
  code: string | undefined;
  sentAt: number;
  failedAt: number;
  /** Whether the node was running when the request was sent. */
  upAtSend: boolean;
  /** When the node was last killed, if ever. */
  killedAt: number | undefined;
}

export function classifyLostRequest(facts: LostRequestFacts): LostRequest {
  if (facts.code === 'ECONNREFUSED') return 'refused';
  // A keep-alive connection to a node that died before the request left: nothing ever received it.
  if (!facts.upAtSend) return 'sent-to-dead-node';
  const { killedAt } = facts;
  if (killedAt !== undefined && facts.sentAt <= killedAt && killedAt <= facts.failedAt) {
    return 'in-flight-on-killed-node';
  }
  return 'other';
}
