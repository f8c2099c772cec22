-- The debtor as the first key of the order list's trigram search indexes: btree_gin gives GIN an
-- operator class for integers. PostgreSQL ships btree_gin as a trusted extension; PGlite loads it
-- when the database is opened (db/client.ts, PGLITE_EXTENSIONS). The indexes are written at once
-- (fastupdate off): GIN's pending list is read whole by every search until a vacuum merges it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "article_order_number_search_idx";--> statement-breakpoint
DROP INDEX "customer_order_search_idx";--> statement-breakpoint
CREATE INDEX "article_order_tenant_search_idx" ON "article_order" USING gin ("debtor_id","order_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customer_order_tenant_search_idx" ON "customer_order" USING gin ("debtor_id","commission" gin_trgm_ops,"customer_order_number" gin_trgm_ops,"end_customer_name" gin_trgm_ops,"end_customer_reference" gin_trgm_ops,"memo" gin_trgm_ops) WITH (fastupdate=false);