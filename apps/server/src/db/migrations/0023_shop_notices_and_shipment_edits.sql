ALTER TABLE "order_history" DROP CONSTRAINT "order_history_kind_check";--> statement-breakpoint
ALTER TABLE "order_messages" DROP CONSTRAINT "order_messages_kind_check";--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_kind_check" CHECK (kind in ('placed', 'status', 'payment', 'lines', 'archive', 'restore', 'shipment'));--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_kind_check" CHECK (kind in ('orderReceived', 'paymentReceived', 'shipped', 'shipmentChanged', 'delivered', 'cancelled', 'expired', 'newOrder', 'lowStock'));--> statement-breakpoint
-- hand-written
-- A shop already set up gets parameter 015 empty (its notices keep going to 003), so staff find it at /app/general.
-- A new database is left to the first start's seed, which writes every parameter itself.
INSERT INTO "general_parameters" ("param_code", "param_name", "deskripsi")
SELECT '015', 'Email pemberitahuan toko', ''
WHERE EXISTS (SELECT 1 FROM "shop_setup")
ON CONFLICT ("param_code") DO NOTHING;
