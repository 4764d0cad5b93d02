-- The back office's page of a price list (issue 55): each page joined every entry of the list to the
-- catalogue's SKUs and names, sorted and counted them all, whatever page was asked for (345 ms at
-- 100,000 entries). An entry now holds its product's SKU and default-language name, which the
-- database keeps right, so a page is an offset into one of the list's indexes, a search a trigram
-- lookup, the count the list's own (apps/api/src/modules/pricing/price-list-entries.ts).
ALTER TABLE "price_list_entry" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_entry" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The language whose names a list is found and sorted by: the shop's default (config/site.json's
-- defaultLocale, as catalog/product-labels.ts reads it; a test fails when they differ, and a
-- migration then redefines this and relabels every entry).
CREATE FUNCTION catalog_default_locale() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT 'de' $$;--> statement-breakpoint
UPDATE "price_list_entry" e SET "sku" = p.sku, "name" = coalesce(t.name, '')
  FROM "product" p LEFT JOIN "product_translation" t ON t.product_id = p.id AND t.locale = catalog_default_locale()
  WHERE p.id = e.product_id;--> statement-breakpoint
CREATE INDEX "price_list_entry_by_sku" ON "price_list_entry" USING btree ("price_list_id","sku","product_id","name","price") WHERE min_qty = 1;--> statement-breakpoint
CREATE INDEX "price_list_entry_by_name" ON "price_list_entry" USING btree ("price_list_id","name","sku","product_id","price") WHERE min_qty = 1;--> statement-breakpoint
CREATE INDEX "price_list_entry_by_price" ON "price_list_entry" USING btree ("price_list_id","price","sku","product_id","name") WHERE min_qty = 1;--> statement-breakpoint
CREATE INDEX "price_list_entry_sku_trgm" ON "price_list_entry" USING gin ("sku" gin_trgm_ops) WHERE min_qty = 1;--> statement-breakpoint
CREATE INDEX "price_list_entry_name_trgm" ON "price_list_entry" USING gin ("name" gin_trgm_ops) WHERE min_qty = 1;--> statement-breakpoint
CREATE INDEX "price_list_entry_product" ON "price_list_entry" USING btree ("product_id");--> statement-breakpoint
-- An entry's copies as it is written. Its product's row is share-locked before they are read: a
-- transaction changing the product's SKU or default name holds a conflicting lock on that row
-- (below), so it either commits first, and the copies are read as it left them, or waits for
-- this entry's commit, and then copies its change onto it.
CREATE FUNCTION price_list_entry_labelled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An unknown product: the foreign key refuses the row after this.
  NEW.sku := coalesce((SELECT p.sku FROM product p WHERE p.id = NEW.product_id FOR SHARE), '');
  NEW.name := coalesce((SELECT t.name FROM product_translation t
    WHERE t.product_id = NEW.product_id AND t.locale = catalog_default_locale()), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER price_list_entry_labelled BEFORE INSERT OR UPDATE OF product_id ON price_list_entry
  FOR EACH ROW EXECUTE FUNCTION price_list_entry_labelled();--> statement-breakpoint
-- Copies the catalogue's SKU and default name onto the entries of these products (of every product
-- when null). Their rows are locked first (in id order), which waits for every transaction still
-- writing an entry of one of them: their entries are then seen, and none keeps the names from before.
CREATE FUNCTION relabel_price_list_entries(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    PERFORM 1 FROM product ORDER BY id FOR NO KEY UPDATE;
    UPDATE price_list_entry e SET sku = p.sku, name = coalesce(t.name, '')
      FROM product p LEFT JOIN product_translation t ON t.product_id = p.id AND t.locale = catalog_default_locale()
      WHERE e.product_id = p.id AND (e.sku, e.name) IS DISTINCT FROM (p.sku, coalesce(t.name, ''));
  ELSE
    PERFORM 1 FROM product WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
    UPDATE price_list_entry e SET sku = p.sku, name = coalesce(t.name, '')
      FROM product p LEFT JOIN product_translation t ON t.product_id = p.id AND t.locale = catalog_default_locale()
      WHERE p.id = ANY(ids) AND e.product_id = p.id AND (e.sku, e.name) IS DISTINCT FROM (p.sku, coalesce(t.name, ''));
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_labels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product' THEN
    PERFORM relabel_price_list_entries(ARRAY[NEW.id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM relabel_price_list_entries(ARRAY[NEW.product_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM relabel_price_list_entries(ARRAY[OLD.product_id]);
  ELSE
    PERFORM relabel_price_list_entries(ARRAY[OLD.product_id, NEW.product_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Row by row, and only for what changes a copy; a bulk import (migration 0014) relabels once as it finishes.
CREATE TRIGGER product_sku_relabelled AFTER UPDATE OF sku ON product FOR EACH ROW
  WHEN (OLD.sku IS DISTINCT FROM NEW.sku AND current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION product_labels_changed();--> statement-breakpoint
CREATE TRIGGER product_name_inserted AFTER INSERT ON product_translation FOR EACH ROW
  WHEN (NEW.locale = catalog_default_locale() AND current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION product_labels_changed();--> statement-breakpoint
CREATE TRIGGER product_name_updated AFTER UPDATE OF product_id, locale, name ON product_translation FOR EACH ROW
  WHEN ((OLD.locale = catalog_default_locale() OR NEW.locale = catalog_default_locale())
    AND (OLD.product_id, OLD.locale, OLD.name) IS DISTINCT FROM (NEW.product_id, NEW.locale, NEW.name)
    AND current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION product_labels_changed();--> statement-breakpoint
CREATE TRIGGER product_name_deleted AFTER DELETE ON product_translation FOR EACH ROW
  WHEN (OLD.locale = catalog_default_locale() AND current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION product_labels_changed();--> statement-breakpoint
-- Copies changed are no price change: announced are an entry's prices and rows alone (migration 0020).
DROP TRIGGER price_list_entry_announced ON price_list_entry;--> statement-breakpoint
CREATE TRIGGER price_list_entry_announced AFTER INSERT OR DELETE OR TRUNCATE ON price_list_entry
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('prices');--> statement-breakpoint
CREATE TRIGGER price_list_entry_prices_announced AFTER UPDATE OF price_list_id, product_id, price, min_qty ON price_list_entry
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('prices');--> statement-breakpoint
-- A bulk import relabels the entries of what it wrote as it finishes (migrations 0014 and 0023, unchanged but for that).
CREATE OR REPLACE FUNCTION finish_catalog_import() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  listed_rows integer;
  text_rows integer;
BEGIN
  -- Fresh statistics first: the tables were filled in this transaction, and the joins below are planned on them.
  ANALYZE product, product_translation, product_attribute, attribute_option;
  UPDATE product_translation pt SET listed = (p.master_id IS NULL AND p.active)
    FROM product p WHERE p.id = pt.product_id AND pt.listed IS DISTINCT FROM (p.master_id IS NULL AND p.active);
  GET DIAGNOSTICS listed_rows = ROW_COUNT;
  UPDATE product_translation pt SET attribute_text = fresh.text
    FROM product_attribute_text fresh
    WHERE pt.product_id = fresh.product_id AND pt.locale = fresh.locale AND pt.attribute_text IS DISTINCT FROM fresh.text;
  GET DIAGNOSTICS text_rows = ROW_COUNT;
  IF text_rows > 0 THEN
    ANALYZE product_translation; -- the search documents changed
  END IF;
  PERFORM relabel_price_list_entries(NULL);
  PERFORM set_config('shop.catalog_import', 'off', true);
  PERFORM set_config('shop.catalog_version_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN listed_rows + text_rows;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION finish_catalog_import(ids integer[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  listed_rows integer;
BEGIN
  UPDATE product_translation pt SET listed = (p.master_id IS NULL AND p.active)
    FROM product p WHERE p.id = ANY(ids) AND p.id = pt.product_id AND pt.listed IS DISTINCT FROM (p.master_id IS NULL AND p.active);
  GET DIAGNOSTICS listed_rows = ROW_COUNT;
  PERFORM refresh_attribute_text(ids);
  PERFORM relabel_price_list_entries(ids);
  PERFORM set_config('shop.catalog_import', 'off', true);
  PERFORM set_config('shop.catalog_version_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN listed_rows;
END
$$;