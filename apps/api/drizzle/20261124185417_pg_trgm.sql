-- Hand-written: trigram operator classes for the order list's search index (0008). PostgreSQL
-- ships pg_trgm as a trusted extension; PGlite loads it when the database is opened
-- (db/client.ts, PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
