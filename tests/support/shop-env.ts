/**
 * The environment of a production shop started for a test run, a benchmark or
 * Lighthouse: its own ports, its own data directory, the embedded database and
 * the sandbox card gateway whatever the shell exports.
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
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
  };
}
