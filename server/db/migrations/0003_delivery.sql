CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_days_ahead" integer DEFAULT 7 NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_days_range" CHECK ("delivery_settings"."max_days_ahead" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"min_order_kopecks" integer NOT NULL,
	"fee_kopecks" integer NOT NULL,
	"free_from_kopecks" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_amounts_nonnegative" CHECK ("delivery_zones"."min_order_kopecks" >= 0 and "delivery_zones"."fee_kopecks" >= 0),
	CONSTRAINT "delivery_zones_free_from_nonnegative" CHECK ("delivery_zones"."free_from_kopecks" >= 0),
	CONSTRAINT "delivery_zones_lead_positive" CHECK ("delivery_zones"."lead_minutes" > 0)
);
--> statement-breakpoint
-- The shop's delivery settings are one row that always exists; zones are data (the demo seed adds Minsk's districts).
INSERT INTO "delivery_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
