import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, ConfigError, choosePaymentGateway } from '../config';
import { createBepaidGateway } from './bepaid/adapter';
import { parsePublicKey } from './bepaid/signature';
import type { PaymentGateway } from './gateway';
import { type SandboxGateway, startSandboxGateway } from './sandbox/server';

export interface PaymentGatewayHandle {
  gateway: PaymentGateway;
  /** The sandbox gateway, when it runs in place of real bePaid. */
  sandbox: SandboxGateway | undefined;
  /** Stops the sandbox (nothing to stop for real bePaid). */
  close(): Promise<void>;
}

/** Where the sandbox keeps its shop credentials, key pair and checkouts. */
export const sandboxGatewayDir = (config: AppConfig) => path.join(config.dataDir, 'sandbox-gateway');

/**
 * The card gateway the shop talks to: the bePaid adapter pointed at real
 * bePaid when `BEPAID_*` are set, or at the sandbox gateway, which it starts
 * on `SANDBOX_GATEWAY_HOST:SANDBOX_GATEWAY_PORT` (loopback by default) with
 * the shop credentials and key pair it keeps in `DATA_DIR`. A production
 * server without `BEPAID_*` refuses (`choosePaymentGateway`).
 */
export async function createPaymentGateway(
  config: AppConfig,
  { log }: { log?: FastifyBaseLogger } = {},
): Promise<PaymentGatewayHandle> {
  if (choosePaymentGateway(config) === 'bepaid' && config.bepaid) {
    const publicKey = parsePublicKey(config.bepaid.publicKey);
    // loadConfig already refused a bad key; this guards callers that build the config by hand.
    if (!publicKey) throw new Error('BEPAID_PUBLIC_KEY is not an RSA public key');
    return {
      gateway: createBepaidGateway({ ...config.bepaid, publicKey }),
      sandbox: undefined,
      close: async () => {},
    };
  }
  const sandbox = await startSandboxGateway({
    dir: sandboxGatewayDir(config),
    host: config.sandboxGatewayHost,
    port: config.sandboxGatewayPort,
    publicUrl: config.sandboxGatewayUrl,
    log,
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new ConfigError(
      `The sandbox card gateway cannot listen on port ${config.sandboxGatewayPort}: it is in use. ` +
        'Set SANDBOX_GATEWAY_PORT to a free port, or set BEPAID_SHOP_ID, BEPAID_SECRET_KEY and BEPAID_PUBLIC_KEY to use bePaid.',
    );
  });
  const publicKey = parsePublicKey(sandbox.publicKeyPem);
  if (!publicKey) throw new Error('the sandbox gateway made an unreadable public key');
  return {
    gateway: createBepaidGateway({
      checkoutUrl: sandbox.apiUrl,
      shopId: sandbox.shopId,
      secretKey: sandbox.secretKey,
      publicKey,
      test: true,
    }),
    sandbox,
    close: () => sandbox.close(),
  };
}
