ALTER TABLE "inspiration_article" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspiration_article" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "inspiration_article" SET "published_at" = ("published_on"::timestamp AT TIME ZONE 'UTC'), "updated_at" = ("published_on"::timestamp AT TIME ZONE 'UTC');
