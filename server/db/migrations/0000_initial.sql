CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"link" jsonb,
	"date_time_from" timestamp with time zone NOT NULL,
	"date_time_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb NOT NULL,
	"cover" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"cost_kopecks" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"unit" text DEFAULT 'г' NOT NULL,
	"composition" text NOT NULL,
	"description" text NOT NULL,
	"image" jsonb NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_cost_nonnegative" CHECK ("products"."cost_kopecks" >= 0),
	CONSTRAINT "products_discount_percent_range" CHECK ("products"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "promo_items" (
	"promo_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_items_promo_id_product_id_pk" PRIMARY KEY("promo_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text,
	"date_time_from" timestamp with time zone NOT NULL,
	"date_time_to" timestamp with time zone NOT NULL,
	"discount_percent" integer,
	"discount_fiat_kopecks" integer,
	"discount_cost_kopecks" integer,
	"discount_for_every" integer DEFAULT 1 NOT NULL,
	"from_the_cost_kopecks" integer,
	"from_the_cost_from_items" boolean,
	"from_the_count" integer,
	"from_the_count_from_items" boolean,
	CONSTRAINT "promos_window" CHECK ("promos"."date_time_from" <= "promos"."date_time_to"),
	CONSTRAINT "promos_every_positive" CHECK ("promos"."discount_for_every" >= 1),
	CONSTRAINT "promos_one_discount_kind" CHECK (num_nonnulls("promos"."discount_percent", "promos"."discount_fiat_kopecks", "promos"."discount_cost_kopecks") = 1)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" jsonb NOT NULL,
	"slides" jsonb NOT NULL,
	"action" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image" jsonb NOT NULL,
	"href" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_items" ADD CONSTRAINT "promo_items_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_items" ADD CONSTRAINT "promo_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sort_order");