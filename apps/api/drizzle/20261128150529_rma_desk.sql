CREATE TABLE "rma_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_order_number" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"by_staff" boolean DEFAULT false NOT NULL,
	"resolution" text,
	"refusal_reason" text,
	"text" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rma" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "rma" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "rma" ADD COLUMN "desk_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rma" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "rma" ADD COLUMN "information_answer" text;--> statement-breakpoint
ALTER TABLE "rma" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rma_event" ADD CONSTRAINT "rma_event_rma_order_number_rma_order_number_fk" FOREIGN KEY ("rma_order_number") REFERENCES "public"."rma"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_event" ADD CONSTRAINT "rma_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rma_event_rma_idx" ON "rma_event" USING btree ("rma_order_number","id");--> statement-breakpoint
CREATE INDEX "rma_state_idx" ON "rma" USING btree ("state","created_at");--> statement-breakpoint
INSERT INTO "rma_event" ("rma_order_number", "kind", "user_id", "user_name", "at")
SELECT "rma"."order_number", 'filed', "rma"."created_by", coalesce("app_user"."username", ''), "rma"."created_at"
FROM "rma" LEFT JOIN "app_user" ON "app_user"."id" = "rma"."created_by";
