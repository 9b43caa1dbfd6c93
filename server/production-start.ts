import { type AppConfig, ConfigError, choosePaymentGateway, isLoopbackUrl } from './config';

/**
 * What a production server needs before it opens anything. `npm start` on a
 * laptop (NODE_ENV=production by default, the address `http://localhost`, the
 * embedded database) is the demo and needs none of it; a server others reach
 * (a public `PUBLIC_URL`) or one of several nodes (a shared `DATABASE_URL` or
 * `REDIS_URL`) does:
 * - `PUBLIC_URL`: the address in payment return URLs, push links and the
 *   realtime origin check; a node guessing `http://localhost` sends shoppers
 *   back to their own machine after paying.
 * - `IDENTITY_SECRET`: otherwise each node makes its own in its `DATA_DIR`, and
 *   a token one node signed is refused by the next (and its sandbox gateway).
 * - real bePaid keys, or `PAYMENT_GATEWAY=sandbox` on purpose (`choosePaymentGateway`).
 */
export function productionStartProblems(config: AppConfig): string[] {
  if (config.mode !== 'production') return [];
  const publicAddress = !isLoopbackUrl(config.publicUrl);
  const sharedState = config.databaseUrl !== undefined || config.redisUrl !== undefined;
  if (!publicAddress && !sharedState) return [];
  const why = publicAddress
    ? `PUBLIC_URL (${config.publicUrl}) is not this machine`
    : 'DATABASE_URL or REDIS_URL makes this one of several nodes';
  const problems: string[] = [];
  if (!config.publicUrlGiven) {
    problems.push(`  PUBLIC_URL: required in production (${why}): the address shoppers use, the same on every node`);
  }
  if (config.identitySecret === undefined) {
    problems.push(
      `  IDENTITY_SECRET: required in production (${why}): 32+ random characters, the same on every node ` +
        '(for example `openssl rand -base64 36`)',
    );
  }
  try {
    choosePaymentGateway(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(`  BEPAID_*: ${error.message}`);
  }
  return problems;
}

/** Stops the start with every missing setting at once, before a database or a port is opened. */
export function assertReadyForProduction(config: AppConfig): void {
  const problems = productionStartProblems(config);
  if (problems.length > 0) {
    throw new ConfigError(`Not ready for production (NODE_ENV=production):\n${problems.join('\n')}`);
  }
}
