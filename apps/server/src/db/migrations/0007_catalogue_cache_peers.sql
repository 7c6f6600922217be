CREATE SEQUENCE "public"."catalogue_sync_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_cache_peers" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_sync" bigint DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
