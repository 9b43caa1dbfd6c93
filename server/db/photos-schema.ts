import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array)),
});

/**
 * The renditions of photos uploaded in the back office (issue 29), one row per
 * file (`<hash>-<width>.<avif|webp>`). Kept in the database, not on a node's
 * disk, so every node behind one address serves every upload (issue 31); the
 * name is a hash of the photo, so a row never changes once written.
 */
export const uploadedPhotoFiles = pgTable('uploaded_photo_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
