CREATE TYPE "public"."refund_status" AS ENUM('pending', 'refunded', 'failed');--> statement-breakpoint
CREATE TABLE "credit_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"mollie_refund_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"credit_number" text NOT NULL,
	"credit_seller" jsonb NOT NULL,
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."amount_cents" > 0 AND "refunds"."discount_cents" >= 0 AND "refunds"."shipping_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_number_unique" ON "refunds" USING btree ("credit_number");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_mollie_refund_id_unique" ON "refunds" USING btree ("mollie_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");