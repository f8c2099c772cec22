CREATE TABLE "hosted_shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"colour" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"languages" jsonb NOT NULL,
	"models" jsonb DEFAULT '["pleatcurtain","wavecurtain","ringcurtain","loopcurtain","foldcurtain"]'::jsonb NOT NULL,
	"kiosk_idle_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_shop_debtor_id_unique" UNIQUE("debtor_id"),
	CONSTRAINT "hosted_shop_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "kiosk" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"name" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "kiosk_pairing_code_hash_unique" UNIQUE("pairing_code_hash"),
	CONSTRAINT "kiosk_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shop_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"challenge_hash" text NOT NULL,
	"locale" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_request_external_order_id_unique" UNIQUE("external_order_id"),
	CONSTRAINT "shop_request_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shop_request_challenge_hash_unique" UNIQUE("challenge_hash")
);
--> statement-breakpoint
ALTER TABLE "hosted_shop" ADD CONSTRAINT "hosted_shop_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk" ADD CONSTRAINT "kiosk_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_request" ADD CONSTRAINT "shop_request_external_order_id_external_order_id_fk" FOREIGN KEY ("external_order_id") REFERENCES "public"."external_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_debtor_idx" ON "kiosk" USING btree ("debtor_id");