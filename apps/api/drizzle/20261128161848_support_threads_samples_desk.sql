CREATE TABLE "support_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_thread" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"opened_by" integer,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_dealer_at" timestamp with time zone,
	"last_staff_at" timestamp with time zone,
	"dealer_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fabric" ADD COLUMN "samples_in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "tracking_reference" text;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_request" ADD COLUMN "shipped_by" integer;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_thread_id_support_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_thread" ADD CONSTRAINT "support_thread_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_thread" ADD CONSTRAINT "support_thread_opened_by_app_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_thread" ADD CONSTRAINT "support_thread_assignee_id_app_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_message_thread_idx" ON "support_message" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "support_thread_debtor_idx" ON "support_thread" USING btree ("debtor_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "support_thread_status_idx" ON "support_thread" USING btree ("status","last_activity_at");--> statement-breakpoint
ALTER TABLE "sample_request" ADD CONSTRAINT "sample_request_shipped_by_app_user_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_request_pick_idx" ON "sample_request" USING btree ("state","requested_on");