CREATE TABLE "inspiration_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published_on" date NOT NULL,
	"image_id" text,
	"texts" jsonb NOT NULL,
	"collection_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "inspiration_article_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "inspiration_article" ADD CONSTRAINT "inspiration_article_image_id_stored_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;