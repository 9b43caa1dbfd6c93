-- Issue 27: delivery addresses in parts. The single-line `address` columns stay: they hold the readable line of
-- new rows, and old rows (no parts) are read with their line as the note, so nothing is rewritten here.
ALTER TABLE "users" ADD COLUMN "address_parts" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_parts" jsonb;