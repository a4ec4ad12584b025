DROP INDEX "services_search_vector_idx";--> statement-breakpoint
DROP INDEX "services_search_terms_trgm_idx";--> statement-breakpoint
CREATE INDEX "services_search_vector_idx" ON "services" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "services_search_terms_trgm_idx" ON "services" USING gin ("search_terms" gin_trgm_ops) WITH (fastupdate=false);