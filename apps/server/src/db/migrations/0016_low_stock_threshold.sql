ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_not_negative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- hand-written
-- A shop already set up gets parameter 014 at its default (packages/shared/src/shop-settings.ts), so staff see it
-- at /app/general. A new database is left to the first start's seed, which writes every parameter itself.
INSERT INTO "general_parameters" ("param_code", "param_name", "deskripsi")
SELECT '014', 'Batas stok menipis bawaan', '5'
WHERE EXISTS (SELECT 1 FROM "shop_setup")
ON CONFLICT ("param_code") DO NOTHING;
