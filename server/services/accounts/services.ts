import type { Clock } from '../../../src/domain/time';
import { type AppConfig, isLoopbackUrl } from '../../config';
import type { Executor } from '../../db/transaction';
import type { RateLimiter } from '../../http/rate-limit';
import { createRateLimiter } from '../../http/rate-limiters';
import type { UserEvents } from '../../realtime/user-events';
import { createNotifier, type Notifier, type NotifierLog } from '../notifier/notifier';
import type { MessageSenders } from '../notifier/sender';
import { loadIdentitySecret } from './identity-token';
import type { IdentityOptions } from './logged';
import {
  createPasswordHasher,
  type PasswordHasher,
  PRODUCTION_SCRYPT_COST,
  type ScryptCost,
  TEST_SCRYPT_COST,
} from './passwords';

const MINUTE = 60_000;

/**
 * How many tries are allowed (fixed windows from the first try). Per account: guessing one
 * shopper's password; per address: trying many accounts from one place.
 * The address limits leave room for a family or an office behind one address.
 */
export const ACCOUNT_LIMITS = {
  /** Sign-ins and current-password checks against one account. */
  account: { limit: 10, windowMs: 15 * MINUTE },
  signinAddress: { limit: 50, windowMs: 15 * MINUTE },
  signupAddress: { limit: 20, windowMs: 60 * MINUTE },
  /** Recovery requests and confirmations per login, whether or not it has an account. */
  recoveryLogin: { limit: 10, windowMs: 15 * MINUTE },
  recoveryAddress: { limit: 20, windowMs: 15 * MINUTE },
} as const;

export interface AccountLimiters {
  account: RateLimiter;
  signinAddress: RateLimiter;
  signupAddress: RateLimiter;
  recoveryLogin: RateLimiter;
  recoveryAddress: RateLimiter;
}

/** What the account routes share: one hasher, one notifier, one set of limiters per app. */
export interface AccountServices {
  hasher: PasswordHasher;
  identity: IdentityOptions;
  notifier: Notifier;
  limiters: AccountLimiters;
  userEvents: UserEvents;
}

export interface AccountServicesOptions {
  config: AppConfig;
  db: Executor;
  clock: Clock;
  log: NotifierLog;
  userEvents: UserEvents;
  /** Defaults to OWASP's parameters, and to a low cost in test apps (`NODE_ENV=test`). */
  passwordCost?: ScryptCost | undefined;
  /** A hasher of the test's (e.g. counting or slow) instead of scrypt at `passwordCost`; used as it is. */
  passwordHasher?: PasswordHasher | undefined;
  /** Message transports by channel: an SMS provider's, or a test's (its `email` instead of `SMTP_URL`). */
  senders?: MessageSenders | undefined;
}

export async function createAccountServices({
  config,
  db,
  clock,
  log,
  userEvents,
  passwordCost,
  passwordHasher,
  senders = {},
}: AccountServicesOptions): Promise<AccountServices> {
  const limiter = (name: keyof typeof ACCOUNT_LIMITS) =>
    createRateLimiter(config, `auth:${name}`, ACCOUNT_LIMITS[name], { log });
  if (!config.smtpUrl && !senders.email && !isLoopbackUrl(config.publicUrl) && config.mode !== 'test') {
    // A shop others use, whose e-mail (recovery codes) would reach nobody but the log.
    log.warn({}, 'SMTP_URL is not set: e-mail is not sent; each message, recovery codes included, is only logged');
  }
  return {
    hasher:
      passwordHasher ??
      createPasswordHasher(passwordCost ?? (config.mode === 'test' ? TEST_SCRYPT_COST : PRODUCTION_SCRYPT_COST)),
    identity: {
      identitySecret: await loadIdentitySecret(config.identitySecret, config.dataDir),
      realtimeUrl: config.realtimeUrl,
    },
    notifier: createNotifier({
      db,
      log,
      mode: config.mode,
      smtpUrl: config.smtpUrl,
      publicUrl: config.publicUrl,
      now: clock,
      senders,
    }),
    limiters: {
      account: limiter('account'),
      signinAddress: limiter('signinAddress'),
      signupAddress: limiter('signupAddress'),
      recoveryLogin: limiter('recoveryLogin'),
      recoveryAddress: limiter('recoveryAddress'),
    },
    userEvents,
  };
}
