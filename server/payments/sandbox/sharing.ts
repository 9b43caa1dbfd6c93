import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { singleHeader } from '../bepaid/signature';

/*
 * One sandbox for several shop processes. The process that starts the
 * sandbox lets the others ask it who it is (its shop id, secret key and
 * public key), so every process verifies the same webhooks and asks the same
 * gateway. The question carries a token derived from `IDENTITY_SECRET`, which
 * every process behind one address shares already; nothing else is needed.
 */

/** The sandbox's own path, not bePaid's: real bePaid has no such thing. */
export const SANDBOX_IDENTITY_PATH = '/sandbox/identity';

/** What a joining process needs: the credentials it calls with and the key that signs webhooks (never the private key). */
export const SharedSandboxIdentity = z.object({
  shopId: z.string().regex(/^\d+$/),
  secretKey: z.string().min(32),
  publicKeyPem: z.string().includes('PUBLIC KEY'),
});
export type SharedSandboxIdentity = z.infer<typeof SharedSandboxIdentity>;

/** The bearer token for the identity question: an HMAC of a fixed label, so the secret itself never travels. */
export function sandboxShareToken(identitySecret: string): string {
  return createHmac('sha256', identitySecret).update('teply-pirog sandbox gateway identity').digest('base64url');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Answers the identity to callers with the token; without a token configured the path does not exist. */
export function installIdentityRoute(
  app: FastifyInstance,
  { token, identity }: { token: string | undefined; identity: SharedSandboxIdentity },
): void {
  // Named field by field: the private key that signs webhooks never leaves the sandbox.
  const shared: SharedSandboxIdentity = {
    shopId: identity.shopId,
    secretKey: identity.secretKey,
    publicKeyPem: identity.publicKeyPem,
  };
  app.get(SANDBOX_IDENTITY_PATH, (request, reply) => {
    if (token === undefined) return reply.status(404).send({ message: 'Not found' });
    const presented = /^Bearer\s+(\S+)$/i.exec(singleHeader(request.headers.authorization) ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(presented), digest(token))) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    return reply.header('cache-control', 'no-store').send(shared);
  });
}

export type SandboxLookup =
  | { kind: 'found'; identity: SharedSandboxIdentity }
  /** A sandbox answers but refuses the token: its process has another `IDENTITY_SECRET`. */
  | { kind: 'refused'; status: number }
  /** Nothing there that answers as a sandbox (nothing listening, a timeout, some other server). */
  | { kind: 'absent' };

/** Asks whatever answers at `url` whether it is a sandbox that shares its identity. */
export async function lookUpSandbox(url: string, token: string, timeoutMs = 2_000): Promise<SandboxLookup> {
  let response: Response;
  try {
    response = await fetch(`${url}${SANDBOX_IDENTITY_PATH}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: 'absent' };
  }
  const text = await response.text().catch(() => '');
  if (response.status === 401 || response.status === 403) return { kind: 'refused', status: response.status };
  if (!response.ok) return { kind: 'absent' };
  try {
    const identity = SharedSandboxIdentity.safeParse(JSON.parse(text));
    return identity.success ? { kind: 'found', identity: identity.data } : { kind: 'absent' };
  } catch {
    return { kind: 'absent' };
  }
}

/** Asks until a sandbox answers (or refuses), for `waitMs` at most: another process may be starting it right now. */
export async function waitForSandbox(url: string, token: string, waitMs: number): Promise<SandboxLookup> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await lookUpSandbox(url, token);
    if (found.kind !== 'absent' || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
