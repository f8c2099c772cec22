CREATE TABLE "reset_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reset_request_email_idx" ON "reset_request" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "reset_request_address_idx" ON "reset_request" USING btree ("address","created_at");