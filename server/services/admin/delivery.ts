import { randomBytes } from 'node:crypto';
import type {
  AdminDeliverySettings,
  AdminDeliverySettingsAnswer,
  AdminDeliverySettingsBody,
  AdminZone,
  AdminZoneAnswer,
  AdminZoneBody,
  AdminZoneDraft,
} from '../../../src/domain/contract/admin-delivery';
import { type Executor, withTransaction } from '../../db/transaction';
import { createAdminAuditRepository } from '../../repositories/admin-audit';
import {
  createAdminDeliverySettingsRepository,
  createAdminZonesRepository,
  type VersionedDeliverySettings,
  type VersionedZone,
} from '../../repositories/admin-delivery';
import { createSlotsRepository } from '../../repositories/slots';
import { createStaffRepository } from '../../repositories/staff';
import { DomainError } from '../errors';
import { assertRole, hasRole, type StaffActor } from '../staff/actor';
import { sameValue } from './changes';
import type { CatalogChanged } from './products';
import { saveVersioned } from './versioned';

export const ZONE_NOT_FOUND = 'Такого района доставки нет';
export const ZONE_ID_MISMATCH = 'Район в запросе не совпадает с адресом';
export const ZONE_SHOP_UNKNOWN = 'Такой пекарни нет: выберите пекарню из списка';
export const NOT_YOUR_ZONE = 'Этот район обслуживает не ваша пекарня';
export const MANAGER_CAPACITY_ONLY = 'Управляющий меняет только число заказов в окне районов своей пекарни';
export const SETTINGS_MISSING = 'Настроек доставки нет: примените миграции базы данных';
/** The settings' id in the journal: there is one record. */
export const SETTINGS_ENTITY_ID = 'settings';

/*
 * The back office's delivery (issue 29). A zone's window capacity is the one
 * thing a manager may change, for the zones their shops serve (a zone without
 * a shop is the first shop's). Lowering a capacity never cancels an order: the
 * windows already fuller than the new capacity simply take no more.
 */

/** The shop that serves each zone (its own, else the first in `/adresa` order). */
async function servingShop(db: Executor): Promise<(zone: AdminZone) => string | null> {
  const first = await createSlotsRepository(db).firstShopId();
  return (zone) => zone.shopId ?? first;
}

async function answersOf(db: Executor, zones: VersionedZone[], now: Date): Promise<AdminZoneAnswer[]> {
  const booked = await createAdminZonesRepository(db).bookedMost(now);
  return zones.map(({ record, version }) => ({ zone: record, version, bookedMost: booked.get(record._id) ?? 0 }));
}

/** Admins read every zone; a manager the zones their shops serve; staff none (403). */
export async function listAdminZones(db: Executor, actor: StaffActor, now: Date): Promise<AdminZoneAnswer[]> {
  assertRole(actor, 'manager');
  const zones = await createAdminZonesRepository(db).list();
  if (hasRole(actor, 'admin')) return answersOf(db, zones, now);
  const shopOf = await servingShop(db);
  const mine = zones.filter(({ record }) => actor.shopIds.includes(shopOf(record) ?? ''));
  return answersOf(db, mine, now);
}

/** The zone, or 404; a manager of another shop's zone gets 403. */
async function zoneFor(db: Executor, actor: StaffActor, id: string): Promise<VersionedZone> {
  assertRole(actor, 'manager');
  const found = await createAdminZonesRepository(db).find(id);
  if (!found) throw new DomainError('not_found', ZONE_NOT_FOUND);
  if (!hasRole(actor, 'admin')) {
    const shop = (await servingShop(db))(found.record);
    if (!shop || !actor.shopIds.includes(shop)) throw new DomainError('forbidden', NOT_YOUR_ZONE);
  }
  return found;
}

export async function readAdminZone(db: Executor, actor: StaffActor, id: string, now: Date): Promise<AdminZoneAnswer> {
  const [answer] = await answersOf(db, [await zoneFor(db, actor, id)], now);
  if (!answer) throw new DomainError('not_found', ZONE_NOT_FOUND);
  return answer;
}

async function assertShopExists(db: Executor, shopId: string | null): Promise<void> {
  if (shopId === null) return;
  const [existing] = await createStaffRepository(db).existingShopIds([shopId]);
  if (!existing) throw new DomainError('invalid', ZONE_SHOP_UNKNOWN);
}

/** A new zone (admins): shoppers can choose it at once. */
export async function createAdminZone(
  db: Executor,
  actor: StaffActor,
  draft: AdminZoneDraft,
  now: Date,
  deliveryChanged: CatalogChanged,
): Promise<AdminZoneAnswer> {
  assertRole(actor, 'admin');
  await assertShopExists(db, draft.shopId);
  const created = await withTransaction(db, async (tx) => {
    const zone = await createAdminZonesRepository(tx).insert(`zone-${randomBytes(5).toString('hex')}`, draft);
    const { _id: _, ...fields } = zone.record;
    await createAdminAuditRepository(tx).record({
      staffId: actor.id,
      entity: 'zone',
      entityId: zone.record._id,
      before: {},
      after: fields,
      at: now,
    });
    return zone;
  });
  deliveryChanged();
  return { zone: created.record, version: created.version, bookedMost: 0 };
}

/** A manager changes the window capacity only; anything else of the zone is an admin's. */
function assertZoneEdit(actor: StaffActor) {
  return (current: AdminZone, edited: AdminZone) => {
    if (hasRole(actor, 'admin')) return;
    const { slotCapacity: _current, ...currentRest } = current;
    const { slotCapacity: _edited, ...editedRest } = edited;
    if (!sameValue(currentRest, editedRest)) throw new DomainError('forbidden', MANAGER_CAPACITY_ONLY);
  };
}

export async function updateAdminZone(
  db: Executor,
  actor: StaffActor,
  id: string,
  { zone, version }: AdminZoneBody,
  now: Date,
  deliveryChanged: CatalogChanged,
): Promise<AdminZoneAnswer> {
  await zoneFor(db, actor, id);
  if (zone._id !== id) throw new DomainError('invalid', ZONE_ID_MISMATCH);
  await assertShopExists(db, zone.shopId);
  const conflictAnswer = ({ record, version: current }: VersionedZone) => ({ zone: record, version: current });
  const { saved, changed } = await saveVersioned(db, {
    actor,
    entity: 'zone',
    id,
    edited: zone,
    version,
    now,
    store: createAdminZonesRepository,
    notFound: ZONE_NOT_FOUND,
    conflictAnswer,
    assertAllowed: assertZoneEdit(actor),
  });
  if (changed) deliveryChanged();
  const [answer] = await answersOf(db, [saved], now);
  return answer ?? { zone: saved.record, version: saved.version, bookedMost: 0 };
}

const settingsAnswer = ({ record, version }: VersionedDeliverySettings): AdminDeliverySettingsAnswer => ({
  settings: record,
  version,
});

export async function readDeliverySettings(db: Executor, actor: StaffActor): Promise<AdminDeliverySettingsAnswer> {
  assertRole(actor, 'admin');
  const found = await createAdminDeliverySettingsRepository(db).find(SETTINGS_ENTITY_ID);
  if (!found) throw new DomainError('not_found', SETTINGS_MISSING);
  return settingsAnswer(found);
}

/** New settings (admins): the next slots asked for are cut and filled by them; booked orders keep their windows. */
export async function updateDeliverySettings(
  db: Executor,
  actor: StaffActor,
  { settings, version }: AdminDeliverySettingsBody,
  now: Date,
  deliveryChanged: CatalogChanged,
): Promise<AdminDeliverySettingsAnswer> {
  assertRole(actor, 'admin');
  const { saved, changed } = await saveVersioned<AdminDeliverySettings>(db, {
    actor,
    entity: 'delivery_settings',
    id: SETTINGS_ENTITY_ID,
    edited: settings,
    version,
    now,
    store: createAdminDeliverySettingsRepository,
    notFound: SETTINGS_MISSING,
    conflictAnswer: settingsAnswer,
  });
  if (changed) deliveryChanged();
  return settingsAnswer(saved);
}
