import { eq } from 'drizzle-orm';
import { KIOSK_IDLE_LIMITS, KioskPin } from '../../src/domain/contract/kiosk';
import { createPasswordHasher, type ScryptCost } from '../services/accounts/passwords';
import { type CommandOptions, type ExitCode, onConfiguredDatabase } from './commands';
import { shopKioskSettings, shops } from './schema';

export const KIOSK_PIN_USAGE = 'Usage: npm run kiosk:pin -- <shopId> <pin> [--idle <seconds>]';

interface KioskPinArgs {
  shopId: string;
  pin: string;
  idleMs?: number;
}

function parseArgs(args: readonly string[]): KioskPinArgs | string {
  const positional: string[] = [];
  let idleMs: number | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--idle') {
      const seconds = Number(args[++index]);
      const ms = seconds * 1000;
      if (!Number.isInteger(seconds) || ms < KIOSK_IDLE_LIMITS.minMs || ms > KIOSK_IDLE_LIMITS.maxMs) {
        return `--idle takes whole seconds from ${KIOSK_IDLE_LIMITS.minMs / 1000} to ${KIOSK_IDLE_LIMITS.maxMs / 1000}.`;
      }
      idleMs = ms;
    } else if (arg.startsWith('--')) {
      return `Unknown option ${arg}.`;
    } else {
      positional.push(arg);
    }
  }
  const [shopId, pin, ...extra] = positional;
  if (!shopId || pin === undefined || extra.length > 0) return 'Give exactly a shop id and a PIN.';
  if (!KioskPin.safeParse(pin).success) return 'The PIN must be 4 to 8 digits.';
  return { shopId, pin, ...(idleMs === undefined ? {} : { idleMs }) };
}

/**
 * `npm run kiosk:pin -- <shopId> <pin> [--idle <seconds>]`: sets a shop's
 * kiosk PIN (hashed like passwords) and, when given, its idle time. Tablets
 * already enrolled stay enrolled; the new PIN is asked from then on.
 */
export async function runKioskPinCommand(options: CommandOptions & { pinCost?: ScryptCost }): Promise<ExitCode> {
  const parsed = parseArgs(options.args);
  if (typeof parsed === 'string') {
    options.out.error(`${parsed}\n${KIOSK_PIN_USAGE}`);
    return 2;
  }
  return onConfiguredDatabase(options, async (database, name) => {
    await database.migrate();
    const [shop] = await database.db.select({ id: shops.id }).from(shops).where(eq(shops.id, parsed.shopId));
    if (!shop) {
      const known = (await database.db.select({ id: shops.id }).from(shops)).map((row) => row.id);
      options.out.error(
        `There is no shop "${parsed.shopId}" in ${name}. Shops: ${known.length > 0 ? known.join(', ') : 'none'}.`,
      );
      return 1;
    }
    const pinHash = await createPasswordHasher(options.pinCost).hash(parsed.pin);
    const now = options.clock();
    await database.db
      .insert(shopKioskSettings)
      .values({ shopId: parsed.shopId, pinHash, updatedAt: now, ...(parsed.idleMs ? { idleMs: parsed.idleMs } : {}) })
      .onConflictDoUpdate({
        target: shopKioskSettings.shopId,
        set: { pinHash, updatedAt: now, ...(parsed.idleMs ? { idleMs: parsed.idleMs } : {}) },
      });
    const idle = parsed.idleMs ? `, idle time ${parsed.idleMs / 1000} s` : '';
    options.out.log(`Kiosk PIN of shop "${parsed.shopId}" set in ${name}${idle}.`);
    return 0;
  });
}
