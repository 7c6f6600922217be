ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_label" text;--> statement-breakpoint
CREATE INDEX "orders_delivery_idx" ON "orders" USING btree ("delivery_date","delivery_window") WHERE "orders"."delivery_date" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_check" CHECK (("orders"."delivery_date" is null) = ("orders"."delivery_window" is null) and ("orders"."delivery_window" is null) = ("orders"."delivery_window_label" is null));