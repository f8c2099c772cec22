ALTER TABLE "fabric_supplier" ADD COLUMN "name_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Suppliers stored before the names were given per language: a trade name is shown as it is in
-- every language (the English entry is every language's fallback); the one generic entry gets
-- its seven texts, as the seed gives them.
UPDATE "fabric_supplier" SET "name_texts" = jsonb_build_object('en', "name") WHERE "name_texts" = '{}'::jsonb;--> statement-breakpoint
UPDATE "fabric_supplier" SET "name_texts" = '{"nl":"Andere leverancier","en":"Other supplier","en-au":"Other supplier","de":"Anderer Lieferant","fr":"Autre fournisseur","pl":"Inny dostawca","lt":"Kitas tiekėjas"}'::jsonb WHERE "name" = 'Other supplier';
