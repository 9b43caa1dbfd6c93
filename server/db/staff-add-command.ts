import { createPasswordHasher, type ScryptCost } from '../services/accounts/passwords';
import { isDomainError } from '../services/errors';
import {
  createStaffAccount,
  generateStaffPassword,
  staffLoginKey,
  UnknownShopsError,
} from '../services/staff/accounts';
import { type CommandOptions, type ExitCode, onConfiguredDatabase } from './commands';
import { STAFF_ROLES, type StaffRole } from './schema';

export const STAFF_ADD_USAGE =
  'Usage: npm run staff:add -- --login <login> --role staff|manager|admin [--shop <shopId>]… [--name <name>]';

interface StaffAddArgs {
  login: string;
  role: StaffRole;
  shopIds: string[];
  name?: string;
}

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

function parseArgs(args: readonly string[]): StaffAddArgs | string {
  let login: string | undefined;
  let role: string | undefined;
  let name: string | undefined;
  const shopIds: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const value = args[index + 1];
    if (!['--login', '--role', '--shop', '--name'].includes(arg)) return `Unknown argument ${arg}.`;
    if (value === undefined || value.startsWith('--')) return `${arg} needs a value.`;
    index++;
    if (arg === '--shop') shopIds.push(value);
    else if (arg === '--login') login = value;
    else if (arg === '--role') role = value;
    else name = value;
  }
  if (login === undefined) return 'Give the login: --login <login>.';
  if (role === undefined || !isRole(role)) return 'Give the role: --role staff, --role manager or --role admin.';
  if (role === 'admin' && shopIds.length > 0) return 'An admin works on every shop: leave out --shop.';
  if (role !== 'admin' && shopIds.length === 0) return `A ${role} works on their shops' orders: give --shop <shopId>.`;
  return { login, role, shopIds, ...(name === undefined ? {} : { name }) };
}

/**
 * `npm run staff:add -- --login L --role staff|manager|admin [--shop ID]… [--name N]`
 * (issue 26): creates a staff account in the database the environment names
 * (under the same lock as the other db commands) and prints its generated
 * password, once: it is stored only hashed, so it cannot be shown again.
 */
export async function runStaffAddCommand(options: CommandOptions & { passwordCost?: ScryptCost }): Promise<ExitCode> {
  const parsed = parseArgs(options.args);
  if (typeof parsed === 'string') {
    options.out.error(`${parsed}\n${STAFF_ADD_USAGE}`);
    return 2;
  }
  return onConfiguredDatabase(options, async (database, name) => {
    await database.migrate();
    const password = generateStaffPassword();
    try {
      const account = await createStaffAccount(
        database.db,
        createPasswordHasher(options.passwordCost),
        { ...parsed, password },
        options.clock(),
      );
      const shops = parsed.shopIds.length > 0 ? `shops ${parsed.shopIds.join(', ')}` : 'every shop';
      options.out.log(`Staff account "${account.login}" (${account.role}, ${shops}) created in ${name}.`);
      options.out.log(`Password: ${password}`);
      options.out.log('It is shown only this once: give it to its owner now.');
      return 0;
    } catch (error) {
      if (error instanceof UnknownShopsError) {
        const known = error.known.length > 0 ? error.known.join(', ') : 'none';
        options.out.error(
          `There is no shop ${error.unknown.map((id) => `"${id}"`).join(', ')} in ${name}. Shops: ${known}.`,
        );
        return 1;
      }
      if (isDomainError(error) && error.kind === 'conflict') {
        options.out.error(`The login "${staffLoginKey(parsed.login)}" is taken in ${name}. Nothing was changed.`);
        return 1;
      }
      if (isDomainError(error) && error.kind === 'invalid') {
        options.out.error(`${error.message}\n${STAFF_ADD_USAGE}`);
        return 2;
      }
      throw error;
    }
  });
}
