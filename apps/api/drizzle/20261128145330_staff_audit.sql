CREATE TABLE "audit_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer,
	"staff_username" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"debtor_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_staff_user_id_app_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entry_at_idx" ON "audit_entry" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entry_subject_idx" ON "audit_entry" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "audit_entry_staff_idx" ON "audit_entry" USING btree ("staff_user_id","at");