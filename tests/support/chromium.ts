import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Finds a Chromium for the browser tests. Playwright cannot download its own
 * browsers on every machine (see ../shared/FACTS.md), so a system Chromium is
 * just as good. Order: a Playwright-managed browser, CHROME_PATH, the usual
 * system paths; failing that (Debian, as root) `apt-get install -y chromium`;
 * failing that a clear error. Never `npx playwright install`: its download
 * host is not reachable from these machines (../shared/FACTS.md).
 */

/** Flags this sandbox needs (root, no GPU, no background traffic). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightManaged(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function fromEnvironment(): string | undefined {
  const candidate = process.env.CHROME_PATH;
  if (candidate === undefined || candidate === '') return undefined;
  if (!existsSync(candidate)) throw new Error(`CHROME_PATH is set to ${candidate}, but there is no file there.`);
  return candidate;
}

function find(): string | undefined {
  return playwrightManaged() ?? fromEnvironment() ?? SYSTEM_PATHS.find((candidate) => existsSync(candidate));
}

function run(command: string, args: string[]): boolean {
  console.info(`[browser tests] no Chromium found; trying: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 10 * 60_000 });
  return result.status === 0;
}

function isDebianRoot(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  if (existsSync('/etc/debian_version')) return true;
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

let cached: string | undefined;

/** The Chromium executable to launch; installs one when none is found, or throws saying how to. */
export function chromiumExecutable(): string {
  if (cached !== undefined) return cached;
  let found = find();
  if (found === undefined && isDebianRoot()) {
    if (!run('apt-get', ['install', '-y', 'chromium'])) {
      if (run('apt-get', ['update'])) run('apt-get', ['install', '-y', 'chromium']);
    }
    found = find();
  }
  if (found === undefined) {
    throw new Error(
      [
        'No Chromium for the browser tests.',
        'Install one of:',
        '  apt-get install -y chromium                (Debian/Ubuntu, as root; binary /usr/bin/chromium)',
        'or point CHROME_PATH at an existing Chrome/Chromium binary, e.g. CHROME_PATH=/opt/chrome/chrome npm run test:browser',
      ].join('\n'),
    );
  }
  cached = found;
  return found;
}
