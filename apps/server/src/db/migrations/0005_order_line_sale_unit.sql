ALTER TABLE "order_items" ADD COLUMN "sale_unit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weight" double precision;--> statement-breakpoint
-- Orders placed before this migration take the unit of the product as it is now (the best that is known).
UPDATE "order_items" SET "sale_unit" = "products"."sale_unit", "weight" = "products"."weight" FROM "products" WHERE "products"."id" = "order_items"."product_id";
