import { describe, expect, it } from 'vitest';
import { IDENTITY_TOKEN_LIFETIME_MS, signIdentityToken, verifyIdentityToken } from './identity-token';

const SECRET = 's'.repeat(40);
const USER = '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
const now = new Date('2026-11-24T10:00:00Z');

describe('identity token', () => {
  it('names the user it was signed for until it expires', () => {
    const { token } = signIdentityToken(SECRET, USER, now);
    expect(verifyIdentityToken(SECRET, token, now)).toBe(USER);
    expect(verifyIdentityToken(SECRET, token, new Date(now.getTime() + IDENTITY_TOKEN_LIFETIME_MS))).toBeNull();
  });

  it('refuses another secret, another user id and a changed expiry', () => {
    const { token } = signIdentityToken(SECRET, USER, now);
    expect(verifyIdentityToken('t'.repeat(40), token, now)).toBeNull();
    const [version, , expires, signature] = token.split('.');
    expect(verifyIdentityToken(SECRET, `${version}.other.${expires}.${signature}`, now)).toBeNull();
    expect(verifyIdentityToken(SECRET, `${version}.${USER}.${Number(expires) + 1}.${signature}`, now)).toBeNull();
    expect(verifyIdentityToken(SECRET, 'garbage', now)).toBeNull();
  });
});
