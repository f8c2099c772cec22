ALTER TABLE "accessory" ADD COLUMN "name_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fabric" ADD COLUMN "color_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fabric_family" ADD COLUMN "description_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "release_note" ADD COLUMN "message_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows written before the texts were translated keep their text as the English one.
UPDATE "accessory" SET "name_texts" = jsonb_build_object('en', "name");--> statement-breakpoint
UPDATE "fabric" SET "color_texts" = jsonb_build_object('en', "color");--> statement-breakpoint
UPDATE "fabric_family" SET "description_texts" = jsonb_build_object('en', "description");--> statement-breakpoint
UPDATE "release_note" SET "message_texts" = jsonb_build_object('en', "message");--> statement-breakpoint
ALTER TABLE "accessory" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "fabric" DROP COLUMN "color";--> statement-breakpoint
ALTER TABLE "fabric_family" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "release_note" DROP COLUMN "message";