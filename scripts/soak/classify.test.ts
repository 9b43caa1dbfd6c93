import { describe, expect, it } from 'vitest';
import { classifyLostRequest, type LostRequestFacts } from './classify';

const base: LostRequestFacts = {
  code: 'UND_ERR_SOCKET',
  sentAt: 1_000,
  failedAt: 1_500,
  upAtSend: true,
  killedAt: 1_200,
};

describe('classifyLostRequest()', () => {
  it('allows a request sent before the kill and cut off after it', () => {
    expect(classifyLostRequest(base)).toBe('in-flight-on-killed-node');
    expect(classifyLostRequest({ ...base, killedAt: 1_000 })).toBe('in-flight-on-killed-node');
  });

  it('counts a reset on a live node, or one long after the last kill, as a violation', () => {
    expect(classifyLostRequest({ ...base, killedAt: undefined })).toBe('other');
    expect(classifyLostRequest({ ...base, killedAt: 500 })).toBe('other');
    expect(classifyLostRequest({ ...base, code: 'ETIMEDOUT', killedAt: 2_000 })).toBe('other');
  });

  it('sends on a request the node never received: refused, or sent after it was known dead', () => {
    expect(classifyLostRequest({ ...base, code: 'ECONNREFUSED' })).toBe('refused');
    expect(classifyLostRequest({ ...base, upAtSend: false, sentAt: 1_300 })).toBe('sent-to-dead-node');
  });
});
