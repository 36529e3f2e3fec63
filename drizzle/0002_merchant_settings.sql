CREATE TABLE "settings_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"section" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_seller" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "delivery_min_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "delivery_max_days" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
CREATE INDEX "settings_audit_section_created_idx" ON "settings_audit" USING btree ("section","created_at");--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_delivery_days" CHECK ("shipping_zones"."delivery_min_days" >= 0 AND "shipping_zones"."delivery_max_days" >= "shipping_zones"."delivery_min_days" AND "shipping_zones"."delivery_max_days" <= 30);--> statement-breakpoint
UPDATE "shipping_zones" SET "delivery_min_days" = 1, "delivery_max_days" = 2 WHERE "country_code" = 'NL';--> statement-breakpoint
UPDATE "shipping_zones" SET "delivery_min_days" = 2, "delivery_max_days" = 3 WHERE "country_code" = 'BE';
