CREATE TABLE "order_transfer_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"refusal_reason" text,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transfer_proofs_state_check" CHECK (state in ('waiting', 'confirmed', 'refused')),
	CONSTRAINT "order_transfer_proofs_type_check" CHECK (content_type in ('image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "order_transfer_proofs" ADD CONSTRAINT "order_transfer_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfer_proofs" ADD CONSTRAINT "order_transfer_proofs_decided_by_staff_id_staff_users_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_transfer_proofs_order_idx" ON "order_transfer_proofs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfer_proofs_one_waiting" ON "order_transfer_proofs" USING btree ("order_id") WHERE "order_transfer_proofs"."state" = 'waiting';