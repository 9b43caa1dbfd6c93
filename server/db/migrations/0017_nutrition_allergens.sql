ALTER TABLE "products" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vegetarian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lean" boolean DEFAULT false NOT NULL;