ALTER TABLE "products" ADD COLUMN "handling" text DEFAULT 'frozen' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_handling_check" CHECK (handling in ('live', 'fresh', 'frozen', 'dry'));--> statement-breakpoint
-- hand-written
-- A demo shop seeded before handling existed: its products travel as the seed draws them (demo-data.ts), as a
-- new demo seed writes them. A real shop's products start frozen (no method refused) until staff set them.
UPDATE "products" SET "handling" = 'fresh' WHERE "name" IN ('Udang Vaname Segar Size 50', 'Udang Pancet Laut Segar', 'Udang Windu Organik Tambak Tradisional', 'Lobster Bambu Segar', 'Rajungan Segar Utuh', 'Rajungan Kupas Kaleng 454 g', 'Kakap Merah Segar Utuh', 'Ikan Tenggiri Potong Steak', 'Ikan Bawal Putih Segar', 'Ikan Kembung Segar', 'Ikan Tongkol Segar', 'Nila Merah Segar', 'Bandeng Presto Duri Lunak', 'Belut Sawah Segar', 'Kerang Hijau Segar', 'Kerang Dara Segar', 'Kerang Bambu Segar', 'Abalone Kaleng Premium', 'Kerang Batik Segar', 'Cumi-Cumi Segar Size Sedang', 'Sotong Besar Segar', 'Baby Cumi Segar')
  AND EXISTS (SELECT 1 FROM "shop_setup" WHERE "demo_seeded");--> statement-breakpoint
UPDATE "products" SET "handling" = 'live' WHERE "name" IN ('Udang Windu Jumbo Hidup', 'Udang Galah Sungai', 'Lobster Mutiara Hidup 500 g', 'Lobster Batik Hidup', 'Lobster Air Tawar Red Claw', 'Lobster Mutiara Jumbo 1 kg', 'Kepiting Bakau Jantan Hidup', 'Kepiting Telur Super', 'Kepiting Bakau Betina Hidup', 'Kepiting Kenari Hidup', 'Kerapu Macan Hidup', 'Ikan Gurame Hidup', 'Lele Dumbo Hidup', 'Ikan Mas Hidup', 'Ikan Betutu Hidup', 'Tiram Pasifik Hidup 12 pcs')
  AND EXISTS (SELECT 1 FROM "shop_setup" WHERE "demo_seeded");--> statement-breakpoint
UPDATE "products" SET "handling" = 'dry' WHERE "name" IN ('Udang Rebon Kering 250 g', 'Ebi Kering Super 200 g', 'Ikan Asin Jambal Roti 250 g', 'Cakalang Fufu Asap', 'Ikan Teri Medan Kering 250 g', 'Lele Asap Kering 250 g', 'Kerang Simping Kering 200 g', 'Cumi Asin Kering Super 250 g', 'Sotong Kering Bakar Makassar')
  AND EXISTS (SELECT 1 FROM "shop_setup" WHERE "demo_seeded");--> statement-breakpoint
-- Parameter 017, the Fresh Courier's area: the demo shop's Jabodetabek, a real shop's empty until staff set it
-- (the Fresh Courier is offered nowhere until then). A new database gets it from the first start's seed.
INSERT INTO "general_parameters" ("param_code", "param_name", "deskripsi")
SELECT '017', 'Area Kurir Segar (kota atau awalan kode pos)',
  CASE WHEN "demo_seeded" THEN 'Jakarta, Bogor, Depok, Tangerang, Bekasi' ELSE '' END
FROM "shop_setup"
ON CONFLICT ("param_code") DO NOTHING;
