-- Search documents and name trigrams for listed rows only: every search reads listed rows alone
-- (pt.listed in each of its queries), and a variant's document and trigrams cost an import about a
-- third of its texts' time for nothing. Dropping the column drops its indexes: they are made again.
DROP INDEX "product_translation_name_trgm";--> statement-breakpoint
ALTER TABLE "product_translation" drop column "search";--> statement-breakpoint
ALTER TABLE "product_translation" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (case when listed then setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end, coalesce(name, '')), 'A') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end, coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(attribute_text, '')), 'B') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end, regexp_replace(coalesce(description, ''), '<[^>]+>', ' ', 'g')), 'C') end) STORED;--> statement-breakpoint
CREATE INDEX "product_translation_search_de" ON "product_translation" USING gin ("search") WHERE locale = 'de' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_en" ON "product_translation" USING gin ("search") WHERE locale = 'en' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_fr" ON "product_translation" USING gin ("search") WHERE locale = 'fr' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_es" ON "product_translation" USING gin ("search") WHERE locale = 'es' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_it" ON "product_translation" USING gin ("search") WHERE locale = 'it' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_name_trgm_de" ON "product_translation" USING gin (lower("name") gin_trgm_ops) WHERE locale = 'de' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_name_trgm_en" ON "product_translation" USING gin (lower("name") gin_trgm_ops) WHERE locale = 'en' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_name_trgm_fr" ON "product_translation" USING gin (lower("name") gin_trgm_ops) WHERE locale = 'fr' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_name_trgm_es" ON "product_translation" USING gin (lower("name") gin_trgm_ops) WHERE locale = 'es' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_name_trgm_it" ON "product_translation" USING gin (lower("name") gin_trgm_ops) WHERE locale = 'it' and listed;--> statement-breakpoint
ANALYZE product_translation;
