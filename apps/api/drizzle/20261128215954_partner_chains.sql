CREATE TABLE "partner_chain" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_chain_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "partner_chain_store" (
	"debtor_id" integer PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "external_order" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "external_order" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "external_order" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "external_order" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "external_order" ADD COLUMN "chain_reference" text;--> statement-breakpoint
ALTER TABLE "external_order" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "partner_chain_store" ADD CONSTRAINT "partner_chain_store_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_chain_store" ADD CONSTRAINT "partner_chain_store_chain_id_partner_chain_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."partner_chain"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_key" ADD CONSTRAINT "partner_key_chain_id_partner_chain_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."partner_chain"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_key" ADD CONSTRAINT "partner_key_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_chain_store_chain_idx" ON "partner_chain_store" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "partner_key_chain_idx" ON "partner_key" USING btree ("chain_id");--> statement-breakpoint
ALTER TABLE "external_order" ADD CONSTRAINT "external_order_chain_id_partner_chain_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."partner_chain"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_order_order_idx" ON "external_order" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "external_order" ADD CONSTRAINT "external_order_chain_reference_unique" UNIQUE("chain_id","chain_reference");