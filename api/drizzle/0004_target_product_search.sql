-- Trigram indexes answer "name or SKU contains" searches from the index. pg_trgm is a trusted extension
-- (PostgreSQL 13+: the database owner may create it); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "target_products_name_trgm_idx" ON "target_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "target_products_sku_trgm_idx" ON "target_products" USING gin (lower("external_identifier") gin_trgm_ops);