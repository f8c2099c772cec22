ALTER TABLE "article_order" ADD COLUMN "set_alignment" text;--> statement-breakpoint
ALTER TABLE "article_order" ADD COLUMN "stroke_match" jsonb;