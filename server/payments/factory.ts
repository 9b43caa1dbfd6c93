import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, ConfigError, choosePaymentGateway } from '../config';
import { createBepaidGateway } from './bepaid/adapter';
import { parsePublicKey } from './bepaid/signature';
import type { PaymentGateway } from './gateway';
import { type SandboxGateway, startSandboxGateway } from './sandbox/server';
import {
  lookUpSandbox,
  type SandboxLookup,
  type SharedSandboxIdentity,
  sandboxShareToken,
  waitForSandbox,
} from './sandbox/sharing';

export interface PaymentGatewayHandle {
  gateway: PaymentGateway;
  /** The sandbox gateway this process runs, when it runs one in place of real bePaid. */
  sandbox: SandboxGateway | undefined;
  /** The sandbox another process runs, when this one uses it (`SANDBOX_GATEWAY_URL`). */
  joinedSandboxUrl: string | undefined;
  /** Stops the sandbox this process runs (nothing to stop otherwise). */
  close(): Promise<void>;
}

export interface PaymentGatewayOptions {
  log?: FastifyBaseLogger;
  /**
   * The secret every process behind one address shares (`IDENTITY_SECRET`, or
   * the one `DATA_DIR` keeps); with it the sandbox shares its identity with
   * the shop's other processes. By default `config.identitySecret`.
   */
  identitySecret?: string;
}

/** Where the sandbox keeps its shop credentials, key pair and checkouts. */
export const sandboxGatewayDir = (config: AppConfig) => path.join(config.dataDir, 'sandbox-gateway');

/** How long a process whose sandbox port was just taken waits for the process that took it to answer. */
const JOIN_WAIT_MS = 10_000;

/**
 * The card gateway the shop talks to: the bePaid adapter pointed at real
 * bePaid when `BEPAID_*` are set, or at the sandbox gateway (a production
 * server without `BEPAID_*` refuses: `choosePaymentGateway`).
 *
 * Several processes share one sandbox. A process first asks
 * `SANDBOX_GATEWAY_URL` whether a sandbox answers there; if one does, it uses
 * that one with the identity it reads from it (`sandbox/sharing.ts`). If not,
 * it starts its own on `SANDBOX_GATEWAY_HOST:SANDBOX_GATEWAY_PORT` (loopback
 * by default) with the credentials and key pair it keeps in `DATA_DIR`; and
 * when the port turns out to be taken by a process starting at the same
 * moment, it waits for that one and uses it.
 */
export async function createPaymentGateway(
  config: AppConfig,
  { log, identitySecret = config.identitySecret }: PaymentGatewayOptions = {},
): Promise<PaymentGatewayHandle> {
  if (choosePaymentGateway(config) === 'bepaid' && config.bepaid) {
    const publicKey = parsePublicKey(config.bepaid.publicKey);
    // loadConfig already refused a bad key; this guards callers that build the config by hand.
    if (!publicKey) throw new Error('BEPAID_PUBLIC_KEY is not an RSA public key');
    return {
      gateway: createBepaidGateway({ ...config.bepaid, publicKey }),
      sandbox: undefined,
      joinedSandboxUrl: undefined,
      close: async () => {},
    };
  }

  const token = identitySecret ? sandboxShareToken(identitySecret) : undefined;
  // Without a shared secret nobody could read another process's sandbox: each runs its own, as before.
  const sharedUrl = token ? config.sandboxGatewayUrl : undefined;
  if (sharedUrl && token) {
    const there = await lookUpSandbox(sharedUrl, token);
    if (there.kind !== 'absent') return joinSandbox(sharedUrl, there);
  }

  let sandbox: SandboxGateway;
  try {
    sandbox = await startSandboxGateway({
      dir: sandboxGatewayDir(config),
      host: config.sandboxGatewayHost,
      port: config.sandboxGatewayPort,
      publicUrl: config.sandboxGatewayUrl,
      shareToken: token,
      log,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // Another process of the shop on this machine took the port a moment ago: use its sandbox once it answers.
    const there = sharedUrl && token ? await waitForSandbox(sharedUrl, token, JOIN_WAIT_MS) : undefined;
    if (!sharedUrl || !there || there.kind === 'absent') throw portTaken(config);
    return joinSandbox(sharedUrl, there);
  }

  if (sharedUrl && token) {
    // Two processes that started at once on different machines each have a sandbox now; the one
    // shoppers are sent to wins, and the other process closes its own and uses that one.
    const there = await lookUpSandbox(sharedUrl, token);
    if (there.kind === 'refused' || (there.kind === 'found' && !sameIdentity(there.identity, sandbox))) {
      await sandbox.close();
      return joinSandbox(sharedUrl, there);
    }
    if (there.kind === 'absent') {
      log?.warn(
        { url: sharedUrl },
        'SANDBOX_GATEWAY_URL does not lead back to this sandbox from here: the shop’s other processes cannot use it',
      );
    }
  }
  const publicKey = parsePublicKey(sandbox.publicKeyPem);
  if (!publicKey) throw new Error('the sandbox gateway made an unreadable public key');
  return {
    gateway: createBepaidGateway({
      checkoutUrl: sandbox.apiUrl,
      gatewayUrl: sandbox.apiUrl,
      shopId: sandbox.shopId,
      secretKey: sandbox.secretKey,
      publicKey,
      test: true,
    }),
    sandbox,
    joinedSandboxUrl: undefined,
    close: () => sandbox.close(),
  };
}

const sameIdentity = (identity: SharedSandboxIdentity, sandbox: SandboxGateway) =>
  identity.shopId === sandbox.shopId && identity.publicKeyPem === sandbox.publicKeyPem;

/** The adapter pointed at a sandbox another process runs, with the identity it told us. */
function joinSandbox(url: string, there: Exclude<SandboxLookup, { kind: 'absent' }>): PaymentGatewayHandle {
  if (there.kind === 'refused') {
    throw new ConfigError(
      `The sandbox card gateway at SANDBOX_GATEWAY_URL (${url}) belongs to a process with another IDENTITY_SECRET ` +
        `(it answered ${there.status}). Set the same IDENTITY_SECRET on every process of the shop.`,
    );
  }
  const publicKey = parsePublicKey(there.identity.publicKeyPem);
  if (!publicKey) throw new ConfigError(`The sandbox card gateway at ${url} told an unreadable public key`);
  return {
    gateway: createBepaidGateway({
      checkoutUrl: url,
      gatewayUrl: url,
      shopId: there.identity.shopId,
      secretKey: there.identity.secretKey,
      publicKey,
      test: true,
    }),
    sandbox: undefined,
    joinedSandboxUrl: url,
    close: async () => {},
  };
}

function portTaken(config: AppConfig): ConfigError {
  return new ConfigError(
    `The sandbox card gateway cannot listen on port ${config.sandboxGatewayPort}: it is in use. ` +
      'Set SANDBOX_GATEWAY_PORT to a free port; or, to use the sandbox another process of the shop runs there, ' +
      'set SANDBOX_GATEWAY_URL to its address and the same IDENTITY_SECRET on both; ' +
      'or set BEPAID_SHOP_ID, BEPAID_SECRET_KEY and BEPAID_PUBLIC_KEY to use bePaid.',
  );
}
