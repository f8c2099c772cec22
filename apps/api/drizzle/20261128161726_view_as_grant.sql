CREATE TABLE "view_as_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"debtor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "view_as_grant" ADD CONSTRAINT "view_as_grant_staff_user_id_app_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_grant" ADD CONSTRAINT "view_as_grant_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_grant" ADD CONSTRAINT "view_as_grant_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_as_grant_staff_idx" ON "view_as_grant" USING btree ("staff_user_id","family_id","debtor_id");