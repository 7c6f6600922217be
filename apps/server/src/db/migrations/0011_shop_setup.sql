CREATE TABLE "shop_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"demo_seeded" boolean NOT NULL,
	"set_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_setup_single_row" CHECK ("shop_setup"."id" = 1)
);
--> statement-breakpoint
-- A shop started before this table existed was seeded with the demo on its first start, whatever staff
-- deleted since: recorded so, it is never seeded again.
INSERT INTO "shop_setup" ("id", "demo_seeded")
SELECT 1, true
WHERE EXISTS (SELECT 1 FROM "categories") OR EXISTS (SELECT 1 FROM "general_parameters") OR EXISTS (SELECT 1 FROM "banners");
