CREATE TABLE "order_events" (
	"shop_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"order_uid" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_shop_id_seq_pk" PRIMARY KEY("shop_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_uid" text NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"gateway_uid" text,
	"parent_gateway_uid" text,
	"idempotency_key" text,
	"request_hash" text,
	"staff_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_transactions_gateway_uid_unique" UNIQUE("gateway_uid"),
	CONSTRAINT "order_transactions_type_known" CHECK ("order_transactions"."type" in ('payment', 'cash', 'refund')),
	CONSTRAINT "order_transactions_status_known" CHECK ("order_transactions"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "order_transactions_method_known" CHECK ("order_transactions"."method" in ('gateway', 'cash', 'terminal')),
	CONSTRAINT "order_transactions_amount_positive" CHECK ("order_transactions"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_event_counters" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_login_unique" UNIQUE("login"),
	CONSTRAINT "staff_role_known" CHECK ("staff"."role" in ('staff', 'manager', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"order_uid" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_shops" (
	"staff_id" text NOT NULL,
	"shop_id" text NOT NULL,
	CONSTRAINT "staff_shops_staff_id_shop_id_pk" PRIMARY KEY("staff_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "bonus_ledger" DROP CONSTRAINT "bonus_ledger_kind_known";--> statement-breakpoint
ALTER TABLE "bonus_ledger" DROP CONSTRAINT "bonus_ledger_points_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_stage_known";--> statement-breakpoint
DROP INDEX "bonus_ledger_order_kind_unique";--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "max_order_units" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "max_order_total_kopecks" integer DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "shop_id" text;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previous_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_id" text;--> statement-breakpoint
UPDATE "orders" SET "shop_id" = "place_id" WHERE "delivery_method" = 'pickup';--> statement-breakpoint
UPDATE "orders" SET "shop_id" = coalesce((SELECT "id" FROM "shops" ORDER BY "sort_order", "id" LIMIT 1), "place_id") WHERE "shop_id" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_seq" bigint;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_uid_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shops" ADD CONSTRAINT "staff_shops_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shops" ADD CONSTRAINT "staff_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_uid");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_uid","id");--> statement-breakpoint
CREATE INDEX "order_transactions_pending_idx" ON "order_transactions" USING btree ("status","created_at") WHERE "order_transactions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "order_transactions_refund_key_unique" ON "order_transactions" USING btree ("order_uid","idempotency_key") WHERE "order_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_transactions_one_cash" ON "order_transactions" USING btree ("order_uid") WHERE "order_transactions"."type" = 'cash';--> statement-breakpoint
CREATE INDEX "staff_audit_shop_at_idx" ON "staff_audit" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_order_idx" ON "staff_audit" USING btree ("order_uid");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_order_kind_ref_unique" ON "bonus_ledger" USING btree ("order_uid","kind",coalesce("ref", '')) WHERE "bonus_ledger"."order_uid" is not null;--> statement-breakpoint
CREATE INDEX "orders_shop_seq_idx" ON "orders" USING btree ("shop_id","last_seq");--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_order_caps_positive" CHECK ("delivery_settings"."max_order_units" >= 1 and "delivery_settings"."max_order_total_kopecks" >= 1);--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_kind_known" CHECK ("bonus_ledger"."kind" in ('welcome', 'earn', 'hold', 'release', 'spend', 'expire', 'clawback', 'return'));--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_points_positive" CHECK ("bonus_ledger"."points" > 0 or ("bonus_ledger"."kind" = 'clawback' and "bonus_ledger"."points" = 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_known" CHECK ("orders"."stage" is null or "orders"."stage" in ('accepted', 'baking', 'ready', 'on_the_way', 'handed_over', 'cancelled'));--> statement-breakpoint
INSERT INTO "order_transactions" ("order_uid", "type", "method", "status", "amount_kopecks", "gateway_uid", "created_at", "settled_at")
SELECT "order_uid", 'payment', 'gateway', 'succeeded', "amount_kopecks", "gateway_uid", "received_at", "received_at"
FROM "payment_transactions" WHERE "status" = 'successful' AND "outcome" IN ('paid', 'review') AND "amount_kopecks" > 0;