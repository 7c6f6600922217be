DROP INDEX "products_shown_rating_idx";--> statement-breakpoint
DROP INDEX "products_shown_category_rating_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_before_online" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured_position" integer;--> statement-breakpoint
CREATE INDEX "products_shown_sold_idx" ON "products" USING btree ("total_sold" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_shown_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "price_range_start";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "price_range_end";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sold_before_online_within_total" CHECK ("products"."sold_before_online" between 0 and "products"."total_sold");--> statement-breakpoint
-- hand-written
-- The sold count from orders (decision 029): what of total_sold no open order had added was typed by staff,
-- and becomes the starting figure; the count is that plus the units of the delivered orders.
WITH sales AS (
  SELECT order_items.product_id,
    sum(order_items.quantity) FILTER (WHERE orders.status <> 'Cancelled') AS placed,
    sum(order_items.quantity) FILTER (WHERE orders.status IN ('Delivered', 'Completed')) AS delivered
  FROM order_items JOIN orders ON orders.id = order_items.order_id
  WHERE order_items.product_id IS NOT NULL
  GROUP BY order_items.product_id
), figures AS (
  SELECT products.id,
    greatest(products.total_sold - coalesce(sales.placed, 0), 0) AS before_online,
    coalesce(sales.delivered, 0) AS delivered
  FROM products LEFT JOIN sales ON sales.product_id = products.id
)
UPDATE products SET sold_before_online = figures.before_online, total_sold = figures.before_online + figures.delivered
FROM figures WHERE figures.id = products.id;--> statement-breakpoint
-- A rating of 0 was the form's default, not a customer's verdict: it shows no stars now.
UPDATE products SET rating = NULL WHERE rating = 0;
