CREATE SEQUENCE "public"."article_order_number_seq" INCREMENT BY 1 MINVALUE 1000001 MAXVALUE 9999999 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "article_order" (
	"order_number" text PRIMARY KEY DEFAULT nextval('article_order_number_seq')::text NOT NULL,
	"order_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	"article_type" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"room" text,
	"main_fabric" text,
	"lining_fabric" text,
	"curtain_order_number" text,
	"quantities" jsonb,
	"cut_list" jsonb,
	"price" jsonb,
	"wholesale_cents" integer,
	"sales_cents" integer,
	"currency" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"production_status" text,
	"stock_state" text DEFAULT 'inapplicable' NOT NULL,
	"set_label" text,
	"stroke_group" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"employee_id" integer,
	"created_by" integer,
	"order_type" text DEFAULT 'draft' NOT NULL,
	"commission" text DEFAULT '' NOT NULL,
	"customer_order_number" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"order_date" date,
	"planned_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text,
	"kind" text NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "price_list_id" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_order" ADD CONSTRAINT "article_order_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_order" ADD CONSTRAINT "article_order_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_employee_id_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_order_order_idx" ON "article_order" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "article_order_debtor_idx" ON "article_order" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "customer_order_debtor_idx" ON "customer_order" USING btree ("debtor_id","order_type","updated_at");--> statement-breakpoint
CREATE INDEX "customer_order_updated_idx" ON "customer_order" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","at");