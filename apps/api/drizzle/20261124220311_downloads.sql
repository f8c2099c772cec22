CREATE TABLE "download" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_group" text NOT NULL,
	"category" text NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"language" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"captions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_group_code_key" UNIQUE("customer_group","code")
);
--> statement-breakpoint
CREATE INDEX "download_group_idx" ON "download" USING btree ("customer_group","category","position");