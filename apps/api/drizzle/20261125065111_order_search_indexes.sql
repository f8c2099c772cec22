DROP INDEX "customer_order_updated_idx";--> statement-breakpoint
CREATE INDEX "article_order_number_search_idx" ON "article_order" USING gin ("order_number" gin_trgm_ops);