CREATE TABLE "delivery_slot_places" (
	"delivery_date" date NOT NULL,
	"window_id" text NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "delivery_slot_places_delivery_date_window_id_pk" PRIMARY KEY("delivery_date","window_id"),
	CONSTRAINT "delivery_slot_places_taken_check" CHECK ("delivery_slot_places"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slot_settings_single_row" CHECK ("delivery_slot_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_kind_check";--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_kind_check" CHECK (kind in ('placed', 'status', 'payment', 'lines', 'archive', 'restore', 'shipment', 'delivery'));