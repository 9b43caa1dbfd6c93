import { DomainError } from '../errors';
import { assertRole, hasRole, type StaffActor } from '../staff/actor';

export const NOT_YOUR_SHOP = 'Это не ваша пекарня';
export const NO_SUCH_SHOP = 'Такой пекарни нет';

/**
 * A shop's day-to-day settings (hours, stop-list) are its managers' and
 * admins': `staff` may not, a manager of another shop may not (`403`), and a
 * shop that does not exist is `404` for an admin, who works at every shop there is.
 */
export function assertShopManager(actor: StaffActor, shopId: string): void {
  assertRole(actor, 'manager');
  if (actor.shopIds.includes(shopId)) return;
  throw hasRole(actor, 'admin')
    ? new DomainError('not_found', NO_SUCH_SHOP)
    : new DomainError('forbidden', NOT_YOUR_SHOP);
}
