CREATE TABLE "error_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone,
	"release" text,
	"environment" text,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"route" text,
	"url" text,
	"browser" text,
	"os" text,
	"debtor_id" integer,
	"trace_id" text,
	"replay_id" text,
	"exceptions" jsonb NOT NULL,
	"breadcrumbs" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"extra" jsonb NOT NULL,
	"contexts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"title" text NOT NULL,
	"culprit" text,
	"status" text DEFAULT 'open' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"last_release" text,
	"last_event_id" text
);
--> statement-breakpoint
CREATE TABLE "error_replay_segment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"replay_id" text NOT NULL,
	"segment_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"size" integer NOT NULL,
	"events" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_event" ADD CONSTRAINT "error_event_group_id_error_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "error_event_event_id_idx" ON "error_event" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "error_event_event_id_prefix_idx" ON "error_event" USING btree ("event_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "error_event_group_idx" ON "error_event" USING btree ("group_id","received_at");--> statement-breakpoint
CREATE INDEX "error_event_trace_idx" ON "error_event" USING btree ("trace_id");--> statement-breakpoint
CREATE INDEX "error_event_replay_idx" ON "error_event" USING btree ("replay_id");--> statement-breakpoint
CREATE INDEX "error_event_received_idx" ON "error_event" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "error_group_fingerprint_idx" ON "error_group" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_group_status_idx" ON "error_group" USING btree ("status","last_seen");--> statement-breakpoint
CREATE INDEX "error_group_last_seen_idx" ON "error_group" USING btree ("last_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "error_replay_segment_idx" ON "error_replay_segment" USING btree ("replay_id","segment_id");--> statement-breakpoint
CREATE INDEX "error_replay_segment_received_idx" ON "error_replay_segment" USING btree ("received_at");