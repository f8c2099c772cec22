CREATE TABLE "external_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"external_order_id" text NOT NULL,
	"claim_hash" text,
	"claimed_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_order_debtor_unique" UNIQUE("debtor_id","external_order_id")
);
--> statement-breakpoint
CREATE TABLE "integration_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" integer,
	"site" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "integration_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "production_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	"site" text NOT NULL,
	"external_event_id" text,
	"status" text NOT NULL,
	"stock_state" text,
	"planned_date" date,
	"message" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied" boolean NOT NULL,
	CONSTRAINT "production_event_site_external_unique" UNIQUE("site","external_event_id")
);
--> statement-breakpoint
ALTER TABLE "article_order" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "article_order" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "article_order" ADD COLUMN "production_message" text;--> statement-breakpoint
ALTER TABLE "article_order" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_order" ADD COLUMN "production_site" text;--> statement-breakpoint
-- Before the foreign key of production_event that points at it.
ALTER TABLE "article_order" ADD CONSTRAINT "article_order_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "external_order" ADD CONSTRAINT "external_order_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_order" ADD CONSTRAINT "external_order_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_audit" ADD CONSTRAINT "integration_audit_key_id_integration_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_key"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_event" ADD CONSTRAINT "production_event_article_id_article_order_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_audit_key_idx" ON "integration_audit" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "integration_key_site_idx" ON "integration_key" USING btree ("site");--> statement-breakpoint
CREATE INDEX "production_event_article_idx" ON "production_event" USING btree ("article_id","occurred_at");--> statement-breakpoint
CREATE INDEX "production_event_debtor_idx" ON "production_event" USING btree ("debtor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "production_event_site_idx" ON "production_event" USING btree ("site","id");