-- An order's money in bigint: an order of 99 units at a price above Rp 21.7 million passed PostgreSQL's
-- integer and failed. One statement per table, so each is rewritten once.
ALTER TABLE "order_items" ALTER COLUMN "unit_price" SET DATA TYPE bigint, ALTER COLUMN "total_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint, ALTER COLUMN "shipping_cost" SET DATA TYPE bigint, ALTER COLUMN "payment_fee" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint;
