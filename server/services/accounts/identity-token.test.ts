import { describe, expect, it } from 'vitest';
import { IDENTITY_TOKEN_LIFETIME_MS, readIdentityToken, signIdentityToken } from './identity-token';

const SECRET = 's'.repeat(40);
const USER = '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const SESSION = '0b0e8a4c-1d2e-4f3a-8b5c-6d7e8f9a0b1c';
const IDENTITY = { userId: USER, sessionId: SESSION };
const now = new Date('2026-11-24T10:00:00Z');

describe('identity token', () => {
  it('names the user and the session it was signed for until it expires', () => {
    const { token, expiresAt } = signIdentityToken(SECRET, IDENTITY, now);
    expect(readIdentityToken(SECRET, token, now)).toEqual({ ...IDENTITY, expiresAt });
    expect(readIdentityToken(SECRET, token, new Date(now.getTime() + IDENTITY_TOKEN_LIFETIME_MS))).toBeNull();
  });

  it('refuses another secret, another user or session id, a changed expiry, and the old format without a session', () => {
    const { token } = signIdentityToken(SECRET, IDENTITY, now);
    expect(readIdentityToken('t'.repeat(40), token, now)).toBeNull();
    const [version, , session, expires, signature] = token.split('.');
    expect(readIdentityToken(SECRET, `${version}.other.${session}.${expires}.${signature}`, now)).toBeNull();
    expect(readIdentityToken(SECRET, `${version}.${USER}.other.${expires}.${signature}`, now)).toBeNull();
    expect(
      readIdentityToken(SECRET, `${version}.${USER}.${session}.${Number(expires) + 1}.${signature}`, now),
    ).toBeNull();
    expect(readIdentityToken(SECRET, `v1.${USER}.${expires}.${signature}`, now)).toBeNull();
    expect(readIdentityToken(SECRET, 'garbage', now)).toBeNull();
  });
});
