CREATE TABLE "terms_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" "language" NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;