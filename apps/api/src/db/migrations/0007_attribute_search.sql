-- Attribute values (brand, colour, material, …) are searchable: each translation row keeps its product's
-- attribute values in its locale in attribute_text, maintained by statement-level triggers, and the
-- search document weighs them like the title.
ALTER TABLE "product_translation" drop column "search";--> statement-breakpoint
ALTER TABLE "product_translation" ADD COLUMN "attribute_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION refresh_attribute_text(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_translation pt SET attribute_text = fresh.text
  FROM (
    SELECT t.product_id, t.locale,
      coalesce(regexp_replace(string_agg(
        coalesce(ao.label ->> t.locale, ao.label ->> 'de', pa.text ->> t.locale, pa.text ->> 'de', ''),
        ' ' ORDER BY pa.attribute_code, ao.position), '<[^>]+>', ' ', 'g'), '') AS text
    FROM product_translation t
    LEFT JOIN product_attribute pa ON pa.product_id = t.product_id
    LEFT JOIN attribute_option ao ON ao.id = pa.option_id
    WHERE t.product_id = ANY(ids)
    GROUP BY t.product_id, t.locale
  ) fresh
  WHERE pt.product_id = fresh.product_id AND pt.locale = fresh.locale AND pt.attribute_text IS DISTINCT FROM fresh.text
$$;--> statement-breakpoint
SELECT refresh_attribute_text(ARRAY(SELECT id FROM product));--> statement-breakpoint
ALTER TABLE "product_translation" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end, coalesce(name, '')), 'A') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end, coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(attribute_text, '')), 'B') || setweight(to_tsvector(case locale when 'de' then 'german'::regconfig when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig when 'it' then 'italian'::regconfig else 'simple'::regconfig end, regexp_replace(coalesce(description, ''), '<[^>]+>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "product_translation_search_de" ON "product_translation" USING gin ("search") WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "product_translation_search_en" ON "product_translation" USING gin ("search") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "product_translation_search_fr" ON "product_translation" USING gin ("search") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "product_translation_search_es" ON "product_translation" USING gin ("search") WHERE locale = 'es';--> statement-breakpoint
CREATE INDEX "product_translation_search_it" ON "product_translation" USING gin ("search") WHERE locale = 'it';--> statement-breakpoint
CREATE FUNCTION attribute_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'attribute_option' THEN
    PERFORM refresh_attribute_text(ARRAY(
      SELECT DISTINCT pa.product_id FROM product_attribute pa JOIN new_rows n ON n.id = pa.option_id));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_attribute_text(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_attribute_text(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_attribute_text(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_attribute_inserted AFTER INSERT ON product_attribute
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_text_changed();--> statement-breakpoint
CREATE TRIGGER product_attribute_updated AFTER UPDATE ON product_attribute
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_text_changed();--> statement-breakpoint
CREATE TRIGGER product_attribute_deleted AFTER DELETE ON product_attribute
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_text_changed();--> statement-breakpoint
CREATE TRIGGER attribute_option_updated AFTER UPDATE ON attribute_option
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_text_changed();--> statement-breakpoint
CREATE TRIGGER product_translation_inserted AFTER INSERT ON product_translation
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attribute_text_changed();--> statement-breakpoint
-- The backfill and rewrite leave the planner with stale statistics.
ANALYZE product_translation;
