CREATE TYPE "public"."fulfilment_status" AS ENUM('unfulfilled', 'shipped');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" "fulfilment_status" DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "page_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_page_token_hash_unique" ON "orders" USING btree ("page_token_hash");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_idx" ON "orders" USING btree ("payment_status","fulfilment_status","created_at");