import type { StaffRole } from '../../../src/domain/contract/staff';
import { DomainError } from '../errors';

/** Who acts on an order: a signed-in staff member (issue 26). */
export interface Actor {
  id: string;
  name: string;
  role: StaffRole;
  /** The shops whose orders they work on; an admin works on every shop whatever this says. */
  shopIds: readonly string[];
}

export const ORDER_NOT_FOUND = 'Такого заказа нет';
export const SHOP_NOT_FOUND = 'Такой пекарни нет среди ваших';
export const MANAGERS_ONLY = 'Это может сделать только управляющий';

export const worksAt = (actor: Actor, shopId: string): boolean =>
  actor.role === 'admin' || actor.shopIds.includes(shopId);

/** 404, not 403, for another shop: staff of one shop do not learn which orders other shops have. */
export function assertShop(actor: Actor, shopId: string): void {
  if (!worksAt(actor, shopId)) throw new DomainError('not_found', SHOP_NOT_FOUND);
}

export function assertOrderShop(actor: Actor, shopId: string): void {
  if (!worksAt(actor, shopId)) throw new DomainError('not_found', ORDER_NOT_FOUND);
}

export const isManager = (actor: Actor): boolean => actor.role === 'manager' || actor.role === 'admin';

export function assertManager(actor: Actor): void {
  if (!isManager(actor)) throw new DomainError('forbidden', MANAGERS_ONLY);
}
