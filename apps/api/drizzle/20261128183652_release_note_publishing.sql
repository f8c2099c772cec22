ALTER TABLE "release_note" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_note" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "release_note" SET "published_at" = "committed_at", "updated_at" = "committed_at";
