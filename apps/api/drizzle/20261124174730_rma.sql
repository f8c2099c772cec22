CREATE SEQUENCE "public"."rma_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rma" (
	"order_number" text PRIMARY KEY DEFAULT nextval('article_order_number_seq')::text NOT NULL,
	"rma_number" text DEFAULT 'RMA-' || lpad(nextval('rma_number_seq')::text, 6, '0') NOT NULL,
	"debtor_id" integer NOT NULL,
	"created_by" integer,
	"state" text DEFAULT 'confirmed' NOT NULL,
	"article_order_number" text NOT NULL,
	"article" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"delivery_address" jsonb,
	"preferred_delivery_date" date,
	"workshop" text NOT NULL,
	"hanger_type" text NOT NULL,
	"hanger_count" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"solution" text NOT NULL,
	"employee_id" integer,
	"remake_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rma_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"rma_order_number" text NOT NULL,
	"debtor_id" integer NOT NULL,
	"position" serial NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rma" ADD CONSTRAINT "rma_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma" ADD CONSTRAINT "rma_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma" ADD CONSTRAINT "rma_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma" ADD CONSTRAINT "rma_remake_order_id_customer_order_id_fk" FOREIGN KEY ("remake_order_id") REFERENCES "public"."customer_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_photo" ADD CONSTRAINT "rma_photo_rma_order_number_rma_order_number_fk" FOREIGN KEY ("rma_order_number") REFERENCES "public"."rma"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_photo" ADD CONSTRAINT "rma_photo_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rma_debtor_idx" ON "rma" USING btree ("debtor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rma_number_idx" ON "rma" USING btree ("rma_number");--> statement-breakpoint
CREATE INDEX "rma_photo_rma_idx" ON "rma_photo" USING btree ("rma_order_number","position");