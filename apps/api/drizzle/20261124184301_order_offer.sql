ALTER TABLE "customer_order" ADD COLUMN "end_customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "end_customer_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "offer_valid_until" date;