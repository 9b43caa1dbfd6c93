import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_SCRYPT_COST } from '../services/accounts/passwords';
import { fixedClock } from '../testing/index';
import { openDatabase } from './client';
import { runSeedCommand } from './commands';
import { lockDataDir } from './lock';
import { staff, staffShops } from './schema';
import { runStaffAddCommand, STAFF_ADD_USAGE } from './staff-add-command';

const dataDir = mkdtempSync(path.join(tmpdir(), 'teply-pirog-staff-add-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = { DATA_DIR: dataDir }) {
  const said: string[] = [];
  const complained: string[] = [];
  return {
    options: {
      args,
      env: { LOG_LEVEL: 'silent', ...env },
      clock: fixedClock,
      passwordCost: TEST_SCRYPT_COST,
      out: { log: (message: string) => said.push(message), error: (message: string) => complained.push(message) },
    },
    said,
    complained,
  };
}

const passwordIn = (lines: string[]): string[] =>
  lines.flatMap((line) => [...line.matchAll(/^Password: (\S+)$/gm)].map((match) => match[1] ?? ''));

async function readStaff(login: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [row] = await database.db.select().from(staff).where(eq(staff.login, login));
    const shops = row ? await database.db.select().from(staffShops).where(eq(staffShops.staffId, row.id)) : [];
    return { row, shopIds: shops.map((shop) => shop.shopId).sort() };
  } finally {
    await database.close();
  }
}

describe('npm run staff:add', () => {
  beforeAll(async () => {
    // The seed command, not the server's start: this database has the demo catalogue but no demo staff.
    expect(await runSeedCommand(run(['--demo']).options)).toBe(0);
  }, 120_000);

  it('creates an account, lower-cases its login and prints its generated password once', async () => {
    const add = run([
      '--login',
      'Anna',
      '--role',
      'staff',
      '--shop',
      'nemiga',
      '--shop',
      'surganova',
      '--name',
      'Анна',
    ]);
    expect(await runStaffAddCommand(add.options)).toBe(0);
    expect(add.complained).toEqual([]);
    const passwords = passwordIn(add.said);
    expect(passwords).toHaveLength(1);
    const [password = ''] = passwords;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(add.said.join('\n').split(password)).toHaveLength(2);

    const { row, shopIds } = await readStaff('anna');
    expect(row).toMatchObject({ login: 'anna', name: 'Анна', role: 'staff', disabledAt: null });
    expect(shopIds).toEqual(['nemiga', 'surganova']);
    const hasher = createPasswordHasher(TEST_SCRYPT_COST);
    expect(row?.passwordHash).not.toContain(password);
    expect(await hasher.verify(password, row?.passwordHash ?? '')).toBe(true);

    // Another account, another password.
    const admin = run(['--login', 'boss', '--role', 'admin']);
    expect(await runStaffAddCommand(admin.options)).toBe(0);
    expect(passwordIn(admin.said)).not.toEqual(passwords);
    expect((await readStaff('boss')).row).toMatchObject({ role: 'admin', name: 'boss' });
  }, 60_000);

  it('refuses a taken login, unknown shops and wrong arguments, and changes nothing', async () => {
    for (const [args, code, text] of [
      [['--login', 'ANNA', '--role', 'manager', '--shop', 'nemiga'], 1, 'The login "anna" is taken'],
      [['--login', 'vera', '--role', 'staff', '--shop', 'netu-takoy'], 1, 'There is no shop "netu-takoy"'],
      [['--login', 'vera', '--role', 'staff'], 2, 'give --shop'],
      [['--login', 'vera', '--role', 'manager'], 2, 'give --shop'],
      [['--login', 'vera', '--role', 'admin', '--shop', 'nemiga'], 2, 'leave out --shop'],
      [['--login', 'vera', '--role', 'owner'], 2, '--role staff'],
      [['--role', 'staff', '--shop', 'nemiga'], 2, '--login'],
      [['--login', 'vera', '--role', 'staff', '--shop'], 2, '--shop needs a value'],
      [['--login', 'vera', '--role', 'staff', '--shop', 'nemiga', '--pin', '1'], 2, 'Unknown argument --pin'],
      [['--login', 'v e r a', '--role', 'staff', '--shop', 'nemiga'], 2, 'Логин'],
    ] as const) {
      const wrong = run([...args]);
      expect(await runStaffAddCommand(wrong.options), args.join(' ')).toBe(code);
      expect(wrong.complained.join('\n'), args.join(' ')).toContain(text);
      if (code === 2) expect(wrong.complained.join('\n')).toContain(STAFF_ADD_USAGE);
      expect(passwordIn(wrong.said), args.join(' ')).toEqual([]);
    }
    expect((await readStaff('vera')).row).toBeUndefined();
    expect((await readStaff('anna')).row?.role).toBe('staff');
  }, 60_000);

  it('refuses an embedded database a running server holds', async () => {
    const lock = lockDataDir(dataDir);
    try {
      const add = run(['--login', 'olga', '--role', 'admin']);
      expect(await runStaffAddCommand(add.options)).toBe(1);
      expect(add.complained.join('\n')).toContain('in use by another server process');
    } finally {
      lock.release();
    }
  });
});
