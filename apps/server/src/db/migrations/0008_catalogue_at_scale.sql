DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."name" || E'\n' || coalesce("products"."name_en", '') || E'\n' || "products"."description")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_id_idx" ON "products" USING btree ("id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_name_idx" ON "products" USING btree ("name","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_price_idx" ON "products" USING btree ("price","id","status","name","rating") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_category_id_idx" ON "products" USING btree ("category_id","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_category_name_idx" ON "products" USING btree ("category_id","name","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_category_price_idx" ON "products" USING btree ("category_id","price","id","status","name","rating") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;