CREATE TABLE "product_stoplist" (
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"shop_date" date NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_stoplist_shop_id_product_id_shop_date_pk" PRIMARY KEY("shop_id","product_id","shop_date")
);
--> statement-breakpoint
-- Served with the delivery options (each pickup point and zone lists its sold-out products by day).
CREATE TRIGGER "product_stoplist_notify_read_model" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_stoplist" FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_model"('delivery');
