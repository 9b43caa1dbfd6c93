import path from 'node:path';
import { z } from 'zod';
import { parsePublicKey } from './payments/bepaid/signature';

const Port = z.coerce.number().int().min(0).max(65535);
/** `z.url()` alone takes `localhost:6003` as a URL with the scheme `localhost:`. */
const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: Port.default(3000),
  REALTIME_PORT: Port.default(6002),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may set X-Forwarded-For/-Proto: `false` (default, the server faces clients),
   * `true`, a hop count, or comma-separated addresses/subnets of the proxies.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /** The sandbox card gateway (started when no `BEPAID_*` credentials are set). */
  SANDBOX_GATEWAY_PORT: Port.default(6003),
  /** Where shoppers' browsers reach the sandbox's payment page; `http://localhost:$SANDBOX_GATEWAY_PORT` by default. */
  SANDBOX_GATEWAY_URL: HttpUrl.optional(),
  BEPAID_SHOP_ID: z.string().regex(/^\d+$/, 'BEPAID_SHOP_ID must be the number bePaid gave the shop').optional(),
  BEPAID_SECRET_KEY: z.string().optional(),
  BEPAID_PUBLIC_KEY: z
    .string()
    .refine((value) => parsePublicKey(value) !== null, 'BEPAID_PUBLIC_KEY must be an RSA public key (PEM or base64)')
    .optional(),
  BEPAID_CHECKOUT_URL: HttpUrl.optional(),
  BEPAID_TEST: z.enum(['true', 'false']).optional(),
  /** Where browsers reach the realtime server; by default `PUBLIC_URL`'s host on `REALTIME_PORT`. */
  REALTIME_URL: HttpUrl.optional(),
  /** Shared state of several server processes: the socket.io adapter and the rate limits (issue 14). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** Starts every Redis key, stream and channel of the shop, so several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX: up to 64 letters, digits, «_», «-», «.», «:»')
    .default('teply-pirog:'),
  /** Outgoing mail (recovery codes); without it messages stay in the outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Signs the short-lived identity tokens; every server process behind one address needs the same. */
  IDENTITY_SECRET: z.string().min(32, 'IDENTITY_SECRET must be at least 32 characters').optional(),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(20),
});

/** Real bePaid's credentials; without them the server starts the sandbox gateway instead. */
export interface BepaidConfig {
  shopId: string;
  secretKey: string;
  /** The gateway's RSA public key that signs webhooks: PEM, or base64 without the header lines as bePaid shows it. */
  publicKey: string;
  checkoutUrl: string;
  test: boolean;
}

const BEPAID_CREDENTIALS = ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY'] as const;
const BEPAID_OPTIONS = ['BEPAID_CHECKOUT_URL', 'BEPAID_TEST'] as const;
export const DEFAULT_BEPAID_CHECKOUT_URL = 'https://checkout.bepaid.by';

/** All three credentials or none: half a bePaid setup would silently fall back to the sandbox. */
function bepaidProblems(env: Partial<Record<string, unknown>>): string[] {
  const given = BEPAID_CREDENTIALS.filter((name) => env[name] !== undefined);
  if (given.length === BEPAID_CREDENTIALS.length) return [];
  if (given.length > 0) {
    return BEPAID_CREDENTIALS.filter((name) => env[name] === undefined).map(
      (name) => `  ${name}: real bePaid needs ${BEPAID_CREDENTIALS.join(', ')} together (${given.join(', ')} set)`,
    );
  }
  return BEPAID_OPTIONS.filter((name) => env[name] !== undefined).map(
    (name) =>
      `  ${name}: applies only to real bePaid; set ${BEPAID_CREDENTIALS.join(', ')} too, or unset it to use the sandbox`,
  );
}

export interface AppConfig {
  mode: 'development' | 'production' | 'test';
  host: string;
  port: number;
  realtimePort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  /** Real bePaid, or `undefined`: the sandbox gateway then runs beside the shop. */
  bepaid: BepaidConfig | undefined;
  sandboxGatewayPort: number;
  sandboxGatewayUrl: string | undefined;
  /** How often the reconciler asks the gateway about orders still awaiting payment. */
  paymentReconcileSeconds: number;
  /** A card checkout stops taking payment this long after it was opened. */
  paymentExpiryMinutes: number;
  /** The realtime server's address as browsers reach it (`LoggedIn.realtimeUrl`). */
  realtimeUrl: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  /** From `IDENTITY_SECRET`; without it a secret is made once and kept in `DATA_DIR` (`identity-secret.ts`). */
  identitySecret: string | undefined;
}

export class ConfigError extends Error {}

/** The public address's scheme and host on the realtime port (SPEC §7: the shop's own server, port 6002). */
function realtimeUrlBeside(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  url.port = String(port);
  url.pathname = '';
  return url.origin;
}

/** Reads the environment once at start; a bad value stops the server with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(given);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...bepaidProblems(given),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  const config: AppConfig = {
    mode: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    realtimePort: value.REALTIME_PORT,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicUrl,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    bepaid:
      value.BEPAID_SHOP_ID && value.BEPAID_SECRET_KEY && value.BEPAID_PUBLIC_KEY
        ? {
            shopId: value.BEPAID_SHOP_ID,
            secretKey: value.BEPAID_SECRET_KEY,
            publicKey: value.BEPAID_PUBLIC_KEY,
            checkoutUrl: (value.BEPAID_CHECKOUT_URL ?? DEFAULT_BEPAID_CHECKOUT_URL).replace(/\/$/, ''),
            test: value.BEPAID_TEST === 'true',
          }
        : undefined,
    sandboxGatewayPort: value.SANDBOX_GATEWAY_PORT,
    sandboxGatewayUrl: value.SANDBOX_GATEWAY_URL?.replace(/\/$/, ''),
    paymentReconcileSeconds: value.PAYMENT_RECONCILE_SECONDS,
    paymentExpiryMinutes: value.PAYMENT_EXPIRY_MINUTES,
    realtimeUrl: (value.REALTIME_URL ?? realtimeUrlBeside(publicUrl, value.REALTIME_PORT)).replace(/\/$/, ''),
    redisUrl: value.REDIS_URL,
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    smtpUrl: value.SMTP_URL,
    identitySecret: value.IDENTITY_SECRET,
  };
  return { ...config, ...overrides };
}
