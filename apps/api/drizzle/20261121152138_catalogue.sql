CREATE TABLE "accessory" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_number" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"variant" text NOT NULL,
	"color" text,
	"size_mm" integer,
	"unit" text NOT NULL,
	"is_part" boolean NOT NULL,
	"image_id" text,
	CONSTRAINT "accessory_article_number_unique" UNIQUE("article_number")
);
--> statement-breakpoint
CREATE TABLE "accessory_price" (
	"accessory_id" integer NOT NULL,
	"currency" text NOT NULL,
	"wholesale_cents" integer NOT NULL,
	"sales_cents" integer NOT NULL,
	CONSTRAINT "accessory_price_accessory_id_currency_pk" PRIMARY KEY("accessory_id","currency")
);
--> statement-breakpoint
CREATE TABLE "fabric" (
	"id" serial PRIMARY KEY NOT NULL,
	"fabric_uuid" text NOT NULL,
	"article_number" text NOT NULL,
	"family_id" integer NOT NULL,
	"color_number" text NOT NULL,
	"color" text NOT NULL,
	"color_group" text NOT NULL,
	"color_hex" text NOT NULL,
	"image_id" text,
	"rendered_image_id" text,
	"rendered_details_image_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "fabric_fabric_uuid_unique" UNIQUE("fabric_uuid"),
	CONSTRAINT "fabric_article_number_unique" UNIQUE("article_number")
);
--> statement-breakpoint
CREATE TABLE "fabric_family" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fabric_type" text NOT NULL,
	"light_level" text NOT NULL,
	"quality" text NOT NULL,
	"pattern_type" text NOT NULL,
	"width_mm" integer NOT NULL,
	"width_type" text NOT NULL,
	"pattern_repeat_mm" integer DEFAULT 0 NOT NULL,
	"pattern_width_mm" integer DEFAULT 0 NOT NULL,
	"roll_length_mm" integer NOT NULL,
	"weight_gsm" integer NOT NULL,
	"ironing_points" integer NOT NULL,
	"has_nap" boolean DEFAULT false NOT NULL,
	"is_turnable" boolean DEFAULT false NOT NULL,
	"composition" jsonb NOT NULL,
	"care_symbols" jsonb NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "fabric_family_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fabric_price" (
	"fabric_id" integer NOT NULL,
	"currency" text NOT NULL,
	"wholesale_cents" integer NOT NULL,
	"sales_cents" integer NOT NULL,
	CONSTRAINT "fabric_price_fabric_id_currency_pk" PRIMARY KEY("fabric_id","currency")
);
--> statement-breakpoint
CREATE TABLE "fabric_supplier" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"list_group" text DEFAULT 'default' NOT NULL,
	"has_collections" boolean DEFAULT false NOT NULL,
	CONSTRAINT "fabric_supplier_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customer_fabric" (
	"id" serial PRIMARY KEY NOT NULL,
	"fabric_uuid" text NOT NULL,
	"debtor_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"usage" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_fabric_fabric_uuid_unique" UNIQUE("fabric_uuid")
);
--> statement-breakpoint
CREATE TABLE "customer_fabric_color" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_fabric_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_number" text NOT NULL,
	"color" text NOT NULL,
	"user_image" text,
	"image_id" text
);
--> statement-breakpoint
CREATE TABLE "customer_fabric_price" (
	"customer_fabric_id" integer NOT NULL,
	"currency" text NOT NULL,
	"wholesale_cents" integer NOT NULL,
	"sales_cents" integer NOT NULL,
	CONSTRAINT "customer_fabric_price_customer_fabric_id_currency_pk" PRIMARY KEY("customer_fabric_id","currency")
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"debtor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessory" ADD CONSTRAINT "accessory_image_id_stored_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_price" ADD CONSTRAINT "accessory_price_accessory_id_accessory_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric" ADD CONSTRAINT "fabric_family_id_fabric_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."fabric_family"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric" ADD CONSTRAINT "fabric_image_id_stored_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric" ADD CONSTRAINT "fabric_rendered_image_id_stored_file_id_fk" FOREIGN KEY ("rendered_image_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric" ADD CONSTRAINT "fabric_rendered_details_image_id_stored_file_id_fk" FOREIGN KEY ("rendered_details_image_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_family" ADD CONSTRAINT "fabric_family_supplier_id_fabric_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."fabric_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_price" ADD CONSTRAINT "fabric_price_fabric_id_fabric_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabric"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fabric" ADD CONSTRAINT "customer_fabric_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fabric" ADD CONSTRAINT "customer_fabric_supplier_id_fabric_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."fabric_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fabric_color" ADD CONSTRAINT "customer_fabric_color_customer_fabric_id_customer_fabric_id_fk" FOREIGN KEY ("customer_fabric_id") REFERENCES "public"."customer_fabric"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fabric_color" ADD CONSTRAINT "customer_fabric_color_image_id_stored_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_fabric_price" ADD CONSTRAINT "customer_fabric_price_customer_fabric_id_customer_fabric_id_fk" FOREIGN KEY ("customer_fabric_id") REFERENCES "public"."customer_fabric"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_type_idx" ON "accessory" USING btree ("type");--> statement-breakpoint
CREATE INDEX "fabric_family_idx" ON "fabric" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "fabric_color_group_idx" ON "fabric" USING btree ("color_group");--> statement-breakpoint
CREATE INDEX "fabric_family_supplier_idx" ON "fabric_family" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "fabric_price_currency_idx" ON "fabric_price" USING btree ("currency","wholesale_cents");--> statement-breakpoint
CREATE INDEX "customer_fabric_debtor_idx" ON "customer_fabric" USING btree ("debtor_id","name");--> statement-breakpoint
CREATE INDEX "customer_fabric_color_fabric_idx" ON "customer_fabric_color" USING btree ("customer_fabric_id");--> statement-breakpoint
CREATE INDEX "stored_file_debtor_idx" ON "stored_file" USING btree ("debtor_id");