CREATE TABLE "kiosk_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "kiosk_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kiosk_pin_failures" (
	"shop_id" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "kiosk_pin_failures_shop_id_address_pk" PRIMARY KEY("shop_id","address"),
	CONSTRAINT "kiosk_pin_failures_nonnegative" CHECK ("kiosk_pin_failures"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_kiosk_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"idle_ms" integer DEFAULT 60000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_kiosk_settings_idle_range" CHECK ("shop_kiosk_settings"."idle_ms" between 15000 and 1800000)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kiosk_device_id" text;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_pin_failures" ADD CONSTRAINT "kiosk_pin_failures_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_kiosk_settings" ADD CONSTRAINT "shop_kiosk_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_devices_shop_idx" ON "kiosk_devices" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kiosk_device_id_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_device_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_place_status_created_idx" ON "orders" USING btree ("place_id","status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('web', 'kiosk'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_device_agree" CHECK (("orders"."channel" = 'kiosk') = ("orders"."kiosk_device_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_phone_unless_kiosk" CHECK ("orders"."phone" is not null or "orders"."channel" = 'kiosk');