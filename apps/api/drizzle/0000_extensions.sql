-- Trigram similarity (typo-tolerant search) and accent folding, used by the catalog search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
