import { DomainError } from '../errors';
import { assertRole, hasRole, type StaffActor, worksAtShop } from '../staff/actor';

/** Who acts on an order: a signed-in staff member (issue 26); the session does not matter here. */
export type Actor = Pick<StaffActor, 'id' | 'name' | 'role' | 'shopIds'>;

export const ORDER_NOT_FOUND = 'Такого заказа нет';
export const SHOP_NOT_FOUND = 'Такой пекарни нет среди ваших';

/** 404, not 403, for another shop: staff of one shop do not learn which orders other shops have. */
export function assertShop(actor: Actor, shopId: string): void {
  if (!worksAtShop(actor, shopId)) throw new DomainError('not_found', SHOP_NOT_FOUND);
}

export function assertOrderShop(actor: Actor, shopId: string): void {
  if (!worksAtShop(actor, shopId)) throw new DomainError('not_found', ORDER_NOT_FOUND);
}

export const isManager = (actor: Actor): boolean => hasRole(actor, 'manager');

export const assertManager = (actor: Actor): void => assertRole(actor, 'manager');
