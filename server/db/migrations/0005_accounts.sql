CREATE TABLE "bonus_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_accounts_available_nonnegative" CHECK ("bonus_accounts"."available" >= 0),
	CONSTRAINT "bonus_accounts_held_nonnegative" CHECK ("bonus_accounts"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_uid" text,
	"points" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bonus_holds_order_uid_unique" UNIQUE("order_uid"),
	CONSTRAINT "bonus_holds_state_known" CHECK ("bonus_holds"."state" in ('active', 'spent', 'released', 'expired')),
	CONSTRAINT "bonus_holds_points_positive" CHECK ("bonus_holds"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_uid" text,
	"hold_id" text,
	"lot_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_ledger_kind_known" CHECK ("bonus_ledger"."kind" in ('welcome', 'earn', 'hold', 'release', 'spend', 'expire', 'clawback')),
	CONSTRAINT "bonus_ledger_points_positive" CHECK ("bonus_ledger"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" integer NOT NULL,
	"points" integer NOT NULL,
	"remaining" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_lots_remaining_within_points" CHECK ("bonus_lots"."remaining" between 0 and "bonus_lots"."points")
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "notification_outbox_channel_known" CHECK ("notification_outbox"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"gateway_token" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_cards_last4_digits" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_nonnegative";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bonus_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "saved_card_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_accounts" ADD CONSTRAINT "bonus_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_holds" ADD CONSTRAINT "bonus_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_lots" ADD CONSTRAINT "bonus_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_holds_one_draft" ON "bonus_holds" USING btree ("user_id") WHERE "bonus_holds"."order_uid" is null and "bonus_holds"."state" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_holds_expiry_idx" ON "bonus_holds" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_order_kind_unique" ON "bonus_ledger" USING btree ("order_uid","kind") WHERE "bonus_ledger"."order_uid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_hold_kind_unique" ON "bonus_ledger" USING btree ("hold_id","kind") WHERE "bonus_ledger"."hold_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_lot_expiry_unique" ON "bonus_ledger" USING btree ("lot_id") WHERE "bonus_ledger"."kind" = 'expire';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_one_welcome" ON "bonus_ledger" USING btree ("user_id") WHERE "bonus_ledger"."kind" = 'welcome';--> statement-breakpoint
CREATE INDEX "bonus_ledger_user_idx" ON "bonus_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_lots_user_expiry_idx" ON "bonus_lots" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_recipient_idx" ON "notification_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_token_unique" ON "saved_cards" USING btree ("user_id","gateway_token");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."sum_kopecks" >= 0 and "orders"."discount_kopecks" >= 0 and "orders"."bonus_kopecks" >= 0 and "orders"."delivery_fee_kopecks" >= 0 and "orders"."total_kopecks" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_kopecks" = "orders"."sum_kopecks" - "orders"."discount_kopecks" - "orders"."bonus_kopecks" + "orders"."delivery_fee_kopecks");