import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every back-office change (issue 29), never updated or deleted: who, when,
 * which record, and the fields it changed with their values before and after.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: text('staff_id').notNull(),
    /** What kind of record: `product`, … (one per back-office section). */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** Only the fields that changed, before and after. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('admin_audit_entity_idx').on(table.entity, table.entityId, table.at),
    index('admin_audit_staff_idx').on(table.staffId, table.at),
  ],
);
