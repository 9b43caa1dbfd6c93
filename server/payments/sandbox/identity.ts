import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The sandbox gateway's shop credentials and RSA key pair, made on first
 * start and kept in its directory: webhooks signed before a restart still
 * verify after it, and checkouts made before it can still be read.
 */
export interface SandboxIdentity {
  shopId: string;
  secretKey: string;
  /** PKCS#8 PEM: signs webhooks; never leaves the sandbox's directory. */
  privateKeyPem: string;
  /** SPKI PEM: the shop verifies webhooks with it. */
  publicKeyPem: string;
}

const IDENTITY_FILE = 'identity.json';

const StoredIdentity = z.object({
  shopId: z.string().regex(/^\d+$/),
  secretKey: z.string().min(32),
  privateKeyPem: z.string().includes('PRIVATE KEY'),
  publicKeyPem: z.string().includes('PUBLIC KEY'),
});

/** Reads the identity from `dir`, or makes one and writes it there (atomically: a crash leaves none or all of it). */
export function loadOrCreateIdentity(dir: string): SandboxIdentity {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, IDENTITY_FILE);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const stored = StoredIdentity.safeParse(JSON.parse(text));
    if (!stored.success) {
      throw new Error(`The sandbox gateway's ${file} is damaged; delete it to make a new key pair and shop`);
    }
    return stored.data;
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const identity: SandboxIdentity = {
    shopId: String(randomInt(1000, 100_000)),
    secretKey: randomBytes(32).toString('hex'),
    privateKeyPem: privateKey,
    publicKeyPem: publicKey,
  };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(identity, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return identity;
}
