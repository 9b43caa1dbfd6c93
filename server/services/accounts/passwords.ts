import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { type HashPool, sharedHashPool } from './hash-pool';

/**
 * Password hashing with Node's scrypt (issue 14). The stored string carries
 * its own parameters, `scrypt$N$r$p$salt$hash` (salt and hash base64url), so
 * the cost can be raised later and old hashes still verify.
 */
export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's current recommendation for scrypt: N=2^17, r=8, p=1 (128 MiB per hash). */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** What test apps hash with: the same code path, a cost a test suite can afford hundreds of times. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const SALT_BYTES = 16;
const HASH_BYTES = 32;
const PREFIX = 'scrypt';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Refuse stored parameters beyond this: a corrupted or hostile row must not make one check take a gigabyte. */
const MAX_N = 2 ** 20;

/** scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default), so it is set from the cost. */
const maxmemFor = ({ N, r }: ScryptCost): number => 128 * N * r * 2;

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: maxmemFor(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface Decoded {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function decode(encoded: string): Decoded | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  if (!powerOfTwo || cost.N > MAX_N || !Number.isInteger(cost.r) || cost.r < 1 || cost.r > 32) return null;
  if (!Number.isInteger(cost.p) || cost.p < 1 || cost.p > 16) return null;
  if (!BASE64URL.test(salt) || !BASE64URL.test(hash)) return null;
  const decoded = { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
  return decoded.hash.length >= 16 ? decoded : null;
}

export interface PasswordHasher {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  /** Whether the password matches the stored hash; `false` for a hash it cannot read. */
  verify(password: string, encoded: string): Promise<boolean>;
  /**
   * Spends the time of one `verify` at the current cost and answers `false`:
   * for an unknown login, so the answer's timing does not tell that the account does not exist.
   */
  verifyNothing(password: string): Promise<false>;
}

export interface PasswordHasherOptions {
  /** Where the hashing waits for a core; the process's shared pool by default. */
  pool?: HashPool;
}

/**
 * The hasher every account path uses: scrypt at `cost`, each hash and
 * verification run through the pool, so no caller can start more at once
 * than the pool allows (a full pool refuses with `DomainError('too_many')`).
 */
export function createPasswordHasher(
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  { pool = sharedHashPool() }: PasswordHasherOptions = {},
): PasswordHasher {
  return pooledHasher(createScryptHasher(cost), pool);
}

/** `inner`, each of its hashes and verifications waiting for the pool (tests wrap a hasher of their own). */
export function pooledHasher(inner: PasswordHasher, pool: HashPool): PasswordHasher {
  return {
    cost: inner.cost,
    hash: (password) => pool.run(() => inner.hash(password)),
    verify: (password, encoded) => pool.run(() => inner.verify(password, encoded)),
    verifyNothing: (password) => pool.run(() => inner.verifyNothing(password)),
  };
}

/** Scrypt itself, unbounded: only through `pooledHasher`. */
function createScryptHasher(cost: ScryptCost): PasswordHasher {
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, cost, HASH_BYTES);
    return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  };

  const verify = async (password: string, encoded: string): Promise<boolean> => {
    const stored = decode(encoded);
    if (!stored) return false;
    const key = await derive(password, stored.salt, stored.cost, stored.hash.length);
    return timingSafeEqual(key, stored.hash);
  };

  // A real hash at the current cost for `verifyNothing` to check against, made at once so that even
  // the first unknown login takes as long as a known one.
  let decoy: Promise<string> = hash(randomBytes(SALT_BYTES).toString('base64url'));
  // Never an unhandled rejection; a failed decoy is made again on next use.
  decoy.catch(() => {
    decoy = hash(randomBytes(SALT_BYTES).toString('base64url'));
  });

  return {
    cost,
    hash,
    verify,
    async verifyNothing(password) {
      await verify(password, await decoy);
      return false;
    },
  };
}
