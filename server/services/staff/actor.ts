import type { StaffRole } from '../../db/schema';
import { DomainError } from '../errors';

/**
 * Who is acting on the bakery's side (issue 26): a signed-in staff member,
 * as the `tp_staff` session names them. Services take this, never a request.
 */
export interface StaffActor {
  id: string;
  name: string;
  role: StaffRole;
  /** The shops whose orders this person works on, in `/adresa` order: every shop for an admin. */
  shopIds: string[];
  /** The session the request's cookie or the socket's handshake names (sign-out revokes it). */
  sessionId: string;
  /** Set for a pickup screen's session: it only reads this shop's orders (`shopIds` is this shop alone). */
  screenShop: string | null;
}

/** Each role may do what the ones before it may: a manager everything staff may, an admin everything. */
const RANK: Record<StaffRole, number> = { staff: 0, manager: 1, admin: 2 };

export const ROLE_REQUIRED: Record<StaffRole, string> = {
  staff: 'Войдите как сотрудник пекарни',
  manager: 'Это может сделать только управляющий пекарни',
  admin: 'Это может сделать только администратор',
};

/** Whether the actor's role is `minimum` or above it. */
export const hasRole = (actor: Pick<StaffActor, 'role'>, minimum: StaffRole): boolean =>
  RANK[actor.role] >= RANK[minimum];

/** Refuses (`forbidden`, 403) an actor whose role is below `minimum`. */
export function assertRole(actor: Pick<StaffActor, 'role'>, minimum: StaffRole): void {
  if (!hasRole(actor, minimum)) throw new DomainError('forbidden', ROLE_REQUIRED[minimum]);
}

/**
 * Whether the actor works on this shop's orders. Another shop's order is
 * answered as if it did not exist (`not_found`), never `forbidden`: staff of
 * one shop learn nothing about another's orders.
 */
export const worksAtShop = (
  actor: Pick<StaffActor, 'role' | 'shopIds'> & Partial<Pick<StaffActor, 'screenShop'>>,
  shopId: string,
): boolean =>
  // An admin's pickup screen is still the screen of one shop.
  (actor.role === 'admin' && !actor.screenShop) || actor.shopIds.includes(shopId);
