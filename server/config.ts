import path from 'node:path';
import { z } from 'zod';
import { parsePublicKey } from './payments/bepaid/signature';
import { parseAllowedOrigins } from './services/push/push-services';

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
  /**
   * `bepaid` or `sandbox`; by default bePaid when `BEPAID_*` are set, else the sandbox, which a
   * production server (`choosePaymentGateway`) runs only when this says `sandbox`.
   */
  PAYMENT_GATEWAY: z.enum(['bepaid', 'sandbox']).optional(),
  /** The sandbox card gateway (started when no `BEPAID_*` credentials are set). */
  SANDBOX_GATEWAY_PORT: Port.default(6003),
  /** The sandbox's listening address: loopback unless told otherwise (not `HOST`: the shop may face clients, the sandbox should not). */
  SANDBOX_GATEWAY_HOST: z
    .string()
    .regex(/^[\w.:-]{1,255}$/, 'SANDBOX_GATEWAY_HOST must be an address or a host name')
    .default('127.0.0.1'),
  /**
   * Where shoppers' browsers reach the sandbox's payment page; `http://localhost:$SANDBOX_GATEWAY_PORT` by default.
   * A process that finds a sandbox already answering there uses it instead of starting its own.
   */
  SANDBOX_GATEWAY_URL: HttpUrl.optional(),
  BEPAID_SHOP_ID: z.string().regex(/^\d+$/, 'BEPAID_SHOP_ID must be the number bePaid gave the shop').optional(),
  BEPAID_SECRET_KEY: z.string().optional(),
  BEPAID_PUBLIC_KEY: z
    .string()
    .refine((value) => parsePublicKey(value) !== null, 'BEPAID_PUBLIC_KEY must be an RSA public key (PEM or base64)')
    .optional(),
  BEPAID_CHECKOUT_URL: HttpUrl.optional(),
  /** bePaid's gateway API (refunds, saved-card charges, transaction queries). */
  BEPAID_GATEWAY_URL: HttpUrl.optional(),
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
  /** Outgoing mail (recovery codes); without it e-mail is logged whole, kept in the outbox and listed on `/dev/outbox`. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Signs the short-lived identity tokens; every server process behind one address needs the same. */
  IDENTITY_SECRET: z.string().min(32, 'IDENTITY_SECRET must be at least 32 characters').optional(),
  /** Web push (issue 28): the VAPID pair; without it one is made on first start and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  /** Who push services may contact about this sender: a `mailto:` or `https:` address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional(),
  /** Comma-separated origins of push services allowed beside the known ones (tests, a private push service). */
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .refine((value) => value.split(',').every((part) => !part.trim() || URL.canParse(part.trim())), {
      message: 'PUSH_ALLOWED_ORIGINS must be comma-separated origins',
    })
    .optional(),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(20),
  /** The bearer token `/metrics` asks for on the shop's port; without it `/metrics` is not served there. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'METRICS_TOKEN: 16 to 256 visible ASCII characters, no spaces')
    .optional(),
  /** A port on 127.0.0.1 only that serves `/metrics` without a token (a scraper on the same machine). */
  METRICS_PORT: Port.refine((port) => port > 0, 'METRICS_PORT must be a port number from 1').optional(),
  /** How long a SIGTERM waits for requests in flight before the process gives up on them and exits 1. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /**
   * How long a SIGTERM keeps serving while `/readyz` already says 503, before the port stops accepting: set it
   * to the proxy's health-check period so the proxy stops sending first. 0 (default): stop accepting at once.
   */
  SHUTDOWN_NOTICE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
});

/** Real bePaid's credentials; without them the server starts the sandbox gateway instead. */
export interface BepaidConfig {
  shopId: string;
  secretKey: string;
  /** The gateway's RSA public key that signs webhooks: PEM, or base64 without the header lines as bePaid shows it. */
  publicKey: string;
  checkoutUrl: string;
  /** The gateway API's origin: refunds, saved-card charges and transaction queries. */
  gatewayUrl: string;
  test: boolean;
}

const BEPAID_CREDENTIALS = ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY'] as const;
const BEPAID_OPTIONS = ['BEPAID_CHECKOUT_URL', 'BEPAID_GATEWAY_URL', 'BEPAID_TEST'] as const;
export const DEFAULT_BEPAID_CHECKOUT_URL = 'https://checkout.bepaid.by';
export const DEFAULT_BEPAID_GATEWAY_URL = 'https://gateway.bepaid.by';

/**
 * The gateway API beside a checkout origin: bePaid pairs `checkout.` with
 * `gateway.`; a stand-in on one origin (the sandbox, a test double) serves both.
 */
const gatewayUrlBeside = (checkoutUrl: string) => checkoutUrl.replace('//checkout.', '//gateway.');

/** All three credentials or none: half a bePaid setup would silently fall back to the sandbox. */
function bepaidProblems(env: Partial<Record<string, unknown>>): string[] {
  const given = BEPAID_CREDENTIALS.filter((name) => env[name] !== undefined);
  if (env.PAYMENT_GATEWAY === 'bepaid' && given.length === 0) {
    return [`  PAYMENT_GATEWAY: bepaid needs ${BEPAID_CREDENTIALS.join(', ')}`];
  }
  if (given.length === BEPAID_CREDENTIALS.length) {
    return env.PAYMENT_GATEWAY === 'sandbox'
      ? [`  PAYMENT_GATEWAY: sandbox, but ${BEPAID_CREDENTIALS.join(', ')} name real bePaid; unset one or the other`]
      : [];
  }
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
  /** Whether `PUBLIC_URL` was set (else `publicUrl` is this machine's `http://localhost:$PORT`). */
  publicUrlGiven: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  /** Real bePaid, or `undefined`: the sandbox gateway then runs beside the shop. */
  bepaid: BepaidConfig | undefined;
  /** `PAYMENT_GATEWAY` as given: `sandbox` lets a production server run the sandbox. */
  paymentGateway: 'bepaid' | 'sandbox' | undefined;
  sandboxGatewayPort: number;
  sandboxGatewayHost: string;
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
  /** Both halves of the VAPID pair when the environment gives them; else made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string | undefined;
  pushAllowedOrigins: string[];
  /** `METRICS_TOKEN`: the bearer `/metrics` asks for on the shop's port (not served there without it). */
  metricsToken: string | undefined;
  /** `METRICS_PORT`: `/metrics` without a token on 127.0.0.1 only. */
  metricsPort: number | undefined;
  /** How long a SIGTERM drain waits for requests in flight (counted from the signal). */
  shutdownGraceSeconds: number;
  /** How long a drain keeps accepting while reporting not ready. */
  shutdownNoticeSeconds: number;
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
    ...('VAPID_PUBLIC_KEY' in given !== 'VAPID_PRIVATE_KEY' in given
      ? ['  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both halves of the pair, or neither (one is then made and kept)']
      : []),
  ];
  if (parsed.success && parsed.data.SHUTDOWN_NOTICE_SECONDS >= parsed.data.SHUTDOWN_GRACE_SECONDS) {
    problems.push(
      '  SHUTDOWN_NOTICE_SECONDS: must be shorter than SHUTDOWN_GRACE_SECONDS, which counts from the signal',
    );
  }
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
    publicUrlGiven: value.PUBLIC_URL !== undefined,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    bepaid:
      value.BEPAID_SHOP_ID && value.BEPAID_SECRET_KEY && value.BEPAID_PUBLIC_KEY
        ? {
            shopId: value.BEPAID_SHOP_ID,
            secretKey: value.BEPAID_SECRET_KEY,
            publicKey: value.BEPAID_PUBLIC_KEY,
            checkoutUrl: (value.BEPAID_CHECKOUT_URL ?? DEFAULT_BEPAID_CHECKOUT_URL).replace(/\/$/, ''),
            gatewayUrl: (
              value.BEPAID_GATEWAY_URL ??
              (value.BEPAID_CHECKOUT_URL ? gatewayUrlBeside(value.BEPAID_CHECKOUT_URL) : DEFAULT_BEPAID_GATEWAY_URL)
            ).replace(/\/$/, ''),
            test: value.BEPAID_TEST === 'true',
          }
        : undefined,
    paymentGateway: value.PAYMENT_GATEWAY,
    sandboxGatewayPort: value.SANDBOX_GATEWAY_PORT,
    sandboxGatewayHost: value.SANDBOX_GATEWAY_HOST,
    sandboxGatewayUrl: value.SANDBOX_GATEWAY_URL?.replace(/\/$/, ''),
    paymentReconcileSeconds: value.PAYMENT_RECONCILE_SECONDS,
    paymentExpiryMinutes: value.PAYMENT_EXPIRY_MINUTES,
    realtimeUrl: (value.REALTIME_URL ?? realtimeUrlBeside(publicUrl, value.REALTIME_PORT)).replace(/\/$/, ''),
    redisUrl: value.REDIS_URL,
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    smtpUrl: value.SMTP_URL,
    identitySecret: value.IDENTITY_SECRET,
    vapidKeys:
      value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY
        ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: value.VAPID_SUBJECT,
    pushAllowedOrigins: parseAllowedOrigins(value.PUSH_ALLOWED_ORIGINS),
    metricsToken: value.METRICS_TOKEN,
    metricsPort: value.METRICS_PORT,
    shutdownGraceSeconds: value.SHUTDOWN_GRACE_SECONDS,
    shutdownNoticeSeconds: value.SHUTDOWN_NOTICE_SECONDS,
  };
  return { ...config, ...overrides };
}

/** Whether a URL's host is this machine only (`localhost`, `*.localhost`, 127.0.0.0/8, `::1`). */
export function isLoopbackUrl(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/**
 * Which card gateway the server talks to. The sandbox takes any test card, so
 * a production server (NODE_ENV=production serving a public `PUBLIC_URL`)
 * never runs it by itself: without `BEPAID_*` it refuses to start unless
 * `PAYMENT_GATEWAY=sandbox` asks for the sandbox (a demo). Checked when the
 * gateway is made, not in `loadConfig`: the database commands read the same
 * configuration and need no gateway.
 */
export function choosePaymentGateway(config: AppConfig): 'bepaid' | 'sandbox' {
  if (config.bepaid) return 'bepaid';
  if (config.paymentGateway === 'sandbox') return 'sandbox';
  if (config.mode === 'production' && !isLoopbackUrl(config.publicUrl)) {
    throw new ConfigError(
      `Card payments in production need bePaid: set ${BEPAID_CREDENTIALS.join(', ')}. ` +
        `NODE_ENV is production and PUBLIC_URL (${config.publicUrl}) is not this machine, so the sandbox gateway, ` +
        'which takes any test card as payment, does not start by itself; set PAYMENT_GATEWAY=sandbox to run it on purpose.',
    );
  }
  return 'sandbox';
}
