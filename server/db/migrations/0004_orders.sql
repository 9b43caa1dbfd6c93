CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_slot_load" (
	"delivery_method" text NOT NULL,
	"place_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"taken" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_slot_load_delivery_method_place_id_starts_at_pk" PRIMARY KEY("delivery_method","place_id","starts_at"),
	CONSTRAINT "delivery_slot_load_within_capacity" CHECK ("delivery_slot_load"."taken" between 0 and "delivery_slot_load"."capacity")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"order_uid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_uid" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"count" integer NOT NULL,
	"unit_cost_kopecks" integer NOT NULL,
	"sum_kopecks" integer NOT NULL,
	"total_kopecks" integer NOT NULL,
	CONSTRAINT "order_lines_order_uid_position_pk" PRIMARY KEY("order_uid","position"),
	CONSTRAINT "order_lines_count_positive" CHECK ("order_lines"."count" >= 1),
	CONSTRAINT "order_lines_total_within_sum" CHECK ("order_lines"."total_kopecks" between 0 and "order_lines"."sum_kopecks")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uid" text PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"status_reason" text,
	"delivery_method" text NOT NULL,
	"place_id" text NOT NULL,
	"place_title" text NOT NULL,
	"place_address" text,
	"slot_from" timestamp with time zone NOT NULL,
	"slot_to" timestamp with time zone NOT NULL,
	"asap" boolean NOT NULL,
	"slot_claimed" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"comment" text,
	"device_id" text NOT NULL,
	"sum_kopecks" integer NOT NULL,
	"discount_kopecks" integer NOT NULL,
	"delivery_fee_kopecks" integer NOT NULL,
	"total_kopecks" integer NOT NULL,
	"promo_id" text,
	"promo_title" text,
	"payment_method" text NOT NULL,
	"checkout_token" text,
	"checkout_url" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_checkout_token_unique" UNIQUE("checkout_token"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'confirmed', 'declined', 'expired', 'review')),
	CONSTRAINT "orders_stage_known" CHECK ("orders"."stage" is null or "orders"."stage" in ('accepted', 'baking', 'ready', 'on_the_way', 'handed_over')),
	CONSTRAINT "orders_delivery_method_known" CHECK ("orders"."delivery_method" in ('delivery', 'pickup')),
	CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('card', 'on_receipt')),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."sum_kopecks" >= 0 and "orders"."discount_kopecks" >= 0 and "orders"."delivery_fee_kopecks" >= 0 and "orders"."total_kopecks" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_kopecks" = "orders"."sum_kopecks" - "orders"."discount_kopecks" + "orders"."delivery_fee_kopecks"),
	CONSTRAINT "orders_slot_order" CHECK ("orders"."slot_from" < "orders"."slot_to")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"gateway_uid" text PRIMARY KEY NOT NULL,
	"order_uid" text NOT NULL,
	"status" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "delivery_hours" jsonb DEFAULT '[{"opens":"09:00","closes":"21:00"},{"opens":"09:00","closes":"21:00"},{"opens":"09:00","closes":"21:00"},{"opens":"09:00","closes":"21:00"},{"opens":"09:00","closes":"21:00"},{"opens":"09:00","closes":"21:00"},{"opens":"09:00","closes":"21:00"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "delivery_slot_capacity" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "pickup_slot_capacity" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "pickup_lead_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_uid_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_uid_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_uid");--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_capacity_positive" CHECK ("delivery_settings"."delivery_slot_capacity" >= 1 and "delivery_settings"."pickup_slot_capacity" >= 1);--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_pickup_lead_nonnegative" CHECK ("delivery_settings"."pickup_lead_minutes" >= 0);