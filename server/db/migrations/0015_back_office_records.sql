CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "shop_id" text;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "delivery_slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_slides" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "kind" text DEFAULT 'board' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "shop_id" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_slot_minutes_known" CHECK ("delivery_settings"."delivery_slot_minutes" in (15, 20, 30, 60, 90, 120));--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_slot_capacity_positive" CHECK ("delivery_zones"."slot_capacity" is null or "delivery_zones"."slot_capacity" >= 1);--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_status_known" CHECK ("promos"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_kind_known" CHECK ("staff_sessions"."kind" in ('board', 'screen'));--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_screen_has_shop" CHECK ("staff_sessions"."kind" <> 'screen' or "staff_sessions"."shop_id" is not null);--> statement-breakpoint
-- Stories written before they could be scheduled were shown from the start: keep them shown whatever the clock.
UPDATE "stories" SET "published_at" = "created_at";--> statement-breakpoint
-- The seven categories of SPEC §2 (src/domain/catalog/categories.ts): the back office renames and reorders them.
INSERT INTO "categories" ("id", "title", "sort_order") VALUES
  ('sytnye', 'Сытные пироги', 0),
  ('sladkie', 'Сладкие пироги', 1),
  ('sets', 'Наборы', 2),
  ('mini', 'Мини', 3),
  ('deserty', 'Десерты', 4),
  ('polufabrikaty', 'Полуфабрикаты', 5),
  ('napitki', 'Напитки', 6)
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "categories_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('products');
