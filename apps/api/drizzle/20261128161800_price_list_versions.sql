CREATE TABLE "price_list_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"valid_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" text
);
--> statement-breakpoint
ALTER TABLE "price_list_version" ADD CONSTRAINT "price_list_version_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_version" ADD CONSTRAINT "price_list_version_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_version_in_force" ON "price_list_version" USING btree ("price_list_id","valid_from" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "price_list_version"."valid_from" is not null;