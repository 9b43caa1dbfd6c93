import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST, TEST_SCRYPT_COST } from './passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher(TEST_SCRYPT_COST);

  it('stores the parameters with a random salt, and verifies only the right password', async () => {
    const first = await hasher.hash('пирог с капустой');
    const second = await hasher.hash('пирог с капустой');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify('пирог с капустой', first)).toBe(true);
    expect(await hasher.verify('пирог с капустой ', first)).toBe(false);
    expect(await hasher.verify('Пирог с капустой', first)).toBe(false);
  });

  it('verifies a hash made at another cost: the cost can be raised without locking anyone out', async () => {
    const stronger = createPasswordHasher({ N: 2 ** 11, r: 8, p: 2 });
    const old = await hasher.hash('старый пароль');
    expect(await stronger.verify('старый пароль', old)).toBe(true);
    expect(await stronger.hash('новый')).toMatch(/^scrypt\$2048\$8\$2\$/);
  });

  it('answers false, never throws, for a hash it cannot read or whose cost is out of bounds', async () => {
    for (const broken of [
      '',
      'test-user-without-password',
      'scrypt$1024$8$1$salt',
      'scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
      `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g`,
      'scrypt$1024$8$1$c2FsdA$c2hvcnQ',
      '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    ]) {
      expect(await hasher.verify('пароль', broken), broken).toBe(false);
    }
  });

  it('spends a verification for an unknown login and answers false', async () => {
    expect(await hasher.verifyNothing('любой пароль')).toBe(false);
  });

  it('hashes with OWASP’s parameters in production (N=2^17, r=8, p=1; needs maxmem above the 32 MiB default)', async () => {
    const production = createPasswordHasher(PRODUCTION_SCRYPT_COST);
    const encoded = await production.hash('пароль для продакшена');
    expect(encoded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await production.verify('пароль для продакшена', encoded)).toBe(true);
    expect(await production.verify('другой пароль', encoded)).toBe(false);
  }, 30_000);
});
