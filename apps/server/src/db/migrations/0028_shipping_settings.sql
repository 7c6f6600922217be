CREATE TABLE "shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"carries_live_and_fresh" boolean NOT NULL,
	"delivery_area_only" boolean NOT NULL,
	"cold_box_fee" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_id_check" CHECK (id in ('regular', 'express', 'cold_chain', 'same_day')),
	CONSTRAINT "shipping_methods_days_check" CHECK ("shipping_methods"."min_days" >= 0 and "shipping_methods"."max_days" >= "shipping_methods"."min_days"),
	CONSTRAINT "shipping_methods_fee_check" CHECK ("shipping_methods"."cold_box_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_id" text NOT NULL,
	"zone_id" integer NOT NULL,
	"up_to_kg" double precision,
	"price" integer NOT NULL,
	CONSTRAINT "shipping_rates_price_check" CHECK ("shipping_rates"."price" >= 0),
	CONSTRAINT "shipping_rates_band_check" CHECK ("shipping_rates"."up_to_kg" is null or "shipping_rates"."up_to_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"provinces" jsonb NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_idx" ON "shipping_zones" USING btree ("name");--> statement-breakpoint
-- hand-written
-- The settings a shop had as constants before (decision 041): four methods, the six provinces of Java as one
-- zone, one band each; an existing shop charges what it charged yesterday, a new one starts from the same.
-- Tests empty these tables and seed the same settings (seedShippingDefaults, from DEFAULT_SHIPPING_SETTINGS).
INSERT INTO "shipping_methods" ("id", "position", "name_id", "name_en", "min_days", "max_days", "carries_live_and_fresh", "delivery_area_only", "cold_box_fee", "active") VALUES
  ('regular', 0, 'Pengiriman Reguler', 'Regular', 3, 5, false, false, 0, true),
  ('express', 1, 'Pengiriman Express', 'Express', 1, 2, false, false, 0, true),
  ('cold_chain', 2, 'Cold Chain (Rantai Dingin)', 'Cold Chain', 1, 2, false, false, 0, true),
  ('same_day', 3, 'Kurir Segar', 'Fresh Courier', 0, 1, true, true, 0, true)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "shipping_zones" ("position", "name", "provinces", "cities") VALUES (0, 'Jawa', '["DKI Jakarta","Jawa Barat","Jawa Tengah","Jawa Timur","Banten","D.I. Yogyakarta"]'::jsonb, '[]'::jsonb)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "shipping_rates" ("method_id", "zone_id", "up_to_kg", "price")
SELECT 'regular', "id", NULL::double precision, 15000 FROM "shipping_zones" WHERE "name" = 'Jawa'
UNION ALL SELECT 'express', "id", NULL::double precision, 25000 FROM "shipping_zones" WHERE "name" = 'Jawa'
UNION ALL SELECT 'cold_chain', "id", NULL::double precision, 35000 FROM "shipping_zones" WHERE "name" = 'Jawa'
UNION ALL SELECT 'same_day', "id", NULL::double precision, 45000 FROM "shipping_zones" WHERE "name" = 'Jawa';
