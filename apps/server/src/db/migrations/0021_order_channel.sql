ALTER TABLE "order_history" DROP CONSTRAINT "order_history_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_kind_check" CHECK (kind in ('placed', 'status', 'payment', 'lines', 'archive', 'restore'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK (channel in ('web', 'whatsapp', 'phone', 'staff'));