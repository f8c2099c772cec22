-- An offer holds at most one live answer of its end customer, whichever link it came by. Offers
-- answered on several links before keep their latest answer; the others are voided. The order
-- counts the changes of what it holds: an answer is taken for the revision the customer saw.
ALTER TABLE "quote_share_link" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "content_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "quote_share_link" SET "voided_at" = now(), "decision" = NULL, "decision_reason" = NULL, "decided_at" = NULL
WHERE "decision" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id") "id" FROM "quote_share_link"
  WHERE "decision" IS NOT NULL ORDER BY "order_id", "decided_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "quote_share_link_answer_idx" ON "quote_share_link" USING btree ("order_id") WHERE "quote_share_link"."decision" is not null;
