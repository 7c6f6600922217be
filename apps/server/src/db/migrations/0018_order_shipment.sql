ALTER TABLE "order_history" ADD COLUMN "shipping_courier" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "waybill_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill_number" text;