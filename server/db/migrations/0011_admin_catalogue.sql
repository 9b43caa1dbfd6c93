CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "admin_audit_staff_idx" ON "admin_audit" USING btree ("staff_id","at");--> statement-breakpoint
-- Every node's read model hears a catalogue change, whoever made it (the back office, `db:seed`, or SQL typed by
-- hand): one notification per statement on the channel the nodes LISTEN on (server/services/read-model/postgres-bus.ts).
CREATE OR REPLACE FUNCTION "notify_read_model"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('teply_pirog_read_model', 'db ' || TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('products');--> statement-breakpoint
CREATE TRIGGER "stories_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('stories');--> statement-breakpoint
CREATE TRIGGER "sub_slides_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_slides" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('subslides');--> statement-breakpoint
CREATE TRIGGER "shops_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('shops');--> statement-breakpoint
CREATE TRIGGER "alerts_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "alerts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('alerts');--> statement-breakpoint
CREATE TRIGGER "promos_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promos" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('promos');--> statement-breakpoint
CREATE TRIGGER "promo_items_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('promos');--> statement-breakpoint
CREATE TRIGGER "posts_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('posts');--> statement-breakpoint
CREATE TRIGGER "delivery_zones_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('delivery');--> statement-breakpoint
CREATE TRIGGER "delivery_settings_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('delivery');
--> statement-breakpoint
CREATE TRIGGER "product_ratings_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('products');
