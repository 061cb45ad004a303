-- Trigram search over labs (docs/PERFORMANCE.md). pg_trgm ships with PostgreSQL's contrib modules and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "labs_search_trgm_idx" ON "labs" USING gin ((lower("name" || ' ' || "email" || ' ' || "city" || ' ' || "address" || ' ' || "contact_number")) gin_trgm_ops);
--> statement-breakpoint
ANALYZE "labs";
