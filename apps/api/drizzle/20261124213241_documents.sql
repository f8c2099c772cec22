CREATE TABLE "document_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"report" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"file_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_share_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text NOT NULL,
	"unit_system" text DEFAULT 'metric' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"decision" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_job" ADD CONSTRAINT "document_job_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_job" ADD CONSTRAINT "document_job_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_job" ADD CONSTRAINT "document_job_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_job" ADD CONSTRAINT "document_job_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_link" ADD CONSTRAINT "quote_share_link_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_link" ADD CONSTRAINT "quote_share_link_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_link" ADD CONSTRAINT "quote_share_link_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_job_key_idx" ON "document_job" USING btree ("order_id","report","locale","user_id","version");--> statement-breakpoint
CREATE INDEX "document_job_state_idx" ON "document_job" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_share_link_token_idx" ON "quote_share_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quote_share_link_order_idx" ON "quote_share_link" USING btree ("order_id");