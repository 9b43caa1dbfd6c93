import { describe, expect, it } from 'vitest';
import { CSP_NONCE_LENGTH, createNonceSource } from './security';

describe('createNonceSource', () => {
  it('gives base64 nonces of one length, never the same twice across refills of its pool', () => {
    const next = createNonceSource();
    const nonces = Array.from({ length: 2000 }, () => next());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toHaveLength(CSP_NONCE_LENGTH);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
  });
});
