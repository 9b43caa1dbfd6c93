/** Signs the identity tokens of shops started for tests, so a test may sign one itself (`server/testing/realtime.ts`). */
export const TEST_SHOP_IDENTITY_SECRET = 'test-identity-secret-0123456789abcdef';

/**
 * The environment of a production shop started for a test run, a benchmark or
 * Lighthouse: its own ports, its own data directory, the embedded database, no
 * Redis and the sandbox card gateway whatever the shell exports.
 * Ports: the shop on `port`, its realtime server on `port + 1` (so neighbouring
 * runs must be two apart), the sandbox gateway on `port + 3000`.
 */
export function shopEnvironment(port: number, dataDir: string): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  // Far from the shop's own ports (port, port + 1) and from those of runs on neighbouring ports.
  const sandboxPort = port + 3000;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    REALTIME_PORT: String(port + 1),
    SANDBOX_GATEWAY_PORT: String(sandboxPort),
    SANDBOX_GATEWAY_URL: `http://127.0.0.1:${sandboxPort}`,
    // Empty means unset to the server: never real bePaid, never the shell's database.
    BEPAID_SHOP_ID: '',
    BEPAID_SECRET_KEY: '',
    BEPAID_PUBLIC_KEY: '',
    BEPAID_CHECKOUT_URL: '',
    BEPAID_TEST: '',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // One process per test shop: no shared state, whatever REDIS_URL the shell exports.
    REDIS_URL: '',
    IDENTITY_SECRET: TEST_SHOP_IDENTITY_SECRET,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // As behind a reverse proxy on this machine: a test may then speak for another client address
    // (the kiosk PIN lockout counts per shop and address, and a retried test needs a fresh one).
    TRUST_PROXY: '127.0.0.1',
  };
}
