CREATE TABLE "delivery_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_proof" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"day" date NOT NULL,
	"recipient_name" text NOT NULL,
	"photo_id" text NOT NULL,
	"order_numbers" jsonb NOT NULL,
	"staff_user_id" integer,
	"staff_username" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabric_pickup" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"customer_fabric_id" integer NOT NULL,
	"delivery" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"pickup_date" date NOT NULL,
	"collected_at" timestamp with time zone,
	"collected_day" date,
	"handed_over_by" text,
	"photo_id" text,
	"collected_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "delivery_photo" ADD CONSTRAINT "delivery_photo_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_photo_id_delivery_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."delivery_photo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proof" ADD CONSTRAINT "delivery_proof_staff_user_id_app_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_pickup" ADD CONSTRAINT "fabric_pickup_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_pickup" ADD CONSTRAINT "fabric_pickup_customer_fabric_id_customer_fabric_id_fk" FOREIGN KEY ("customer_fabric_id") REFERENCES "public"."customer_fabric"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_pickup" ADD CONSTRAINT "fabric_pickup_photo_id_delivery_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."delivery_photo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_pickup" ADD CONSTRAINT "fabric_pickup_collected_by_user_id_app_user_id_fk" FOREIGN KEY ("collected_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_proof_day_idx" ON "delivery_proof" USING btree ("day","debtor_id");--> statement-breakpoint
CREATE INDEX "fabric_pickup_day_idx" ON "fabric_pickup" USING btree ("delivery","pickup_date");