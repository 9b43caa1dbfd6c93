CREATE TABLE "product_ratings" (
	"product_id" text NOT NULL,
	"device_id" text NOT NULL,
	"stars" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_product_id_device_id_pk" PRIMARY KEY("product_id","device_id"),
	CONSTRAINT "product_ratings_stars_range" CHECK ("product_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;