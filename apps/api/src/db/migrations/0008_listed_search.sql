-- Variants are found by their item number or SKU only: the full-text indexes hold listed products'
-- rows alone (listed is copied from product.master_id by triggers), which spares a search the heap
-- visits and joins for every variant whose name matches.
DROP INDEX "product_translation_search_de";--> statement-breakpoint
DROP INDEX "product_translation_search_en";--> statement-breakpoint
DROP INDEX "product_translation_search_fr";--> statement-breakpoint
DROP INDEX "product_translation_search_es";--> statement-breakpoint
DROP INDEX "product_translation_search_it";--> statement-breakpoint
ALTER TABLE "product_translation" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE product_translation pt SET listed = false FROM product p WHERE p.id = pt.product_id AND p.master_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_translation_search_de" ON "product_translation" USING gin ("search") WHERE locale = 'de' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_en" ON "product_translation" USING gin ("search") WHERE locale = 'en' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_fr" ON "product_translation" USING gin ("search") WHERE locale = 'fr' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_es" ON "product_translation" USING gin ("search") WHERE locale = 'es' and listed;--> statement-breakpoint
CREATE INDEX "product_translation_search_it" ON "product_translation" USING gin ("search") WHERE locale = 'it' and listed;--> statement-breakpoint
-- Listing columns beside the key: a search's join to product reads the index alone (drizzle's index builder has no INCLUDE).
CREATE INDEX product_listing ON product (id) INCLUDE (master_id, popularity, created_at);--> statement-breakpoint
CREATE FUNCTION product_translation_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product' THEN
    UPDATE product_translation pt SET listed = (n.master_id IS NULL)
      FROM new_rows n WHERE pt.product_id = n.id AND pt.listed IS DISTINCT FROM (n.master_id IS NULL);
  ELSE
    UPDATE product_translation pt SET listed = false
      FROM new_rows n JOIN product p ON p.id = n.product_id
      WHERE pt.product_id = n.product_id AND pt.locale = n.locale AND p.master_id IS NOT NULL AND pt.listed;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_listed_changed AFTER UPDATE ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translation_listed();--> statement-breakpoint
CREATE TRIGGER product_translation_listed AFTER INSERT ON product_translation
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translation_listed();--> statement-breakpoint
ANALYZE product_translation;
