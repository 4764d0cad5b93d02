-- Bulk catalogue imports (the seed, a nightly import). The triggers of migrations 0007-0009 derive
-- attribute_text, listed and the catalogue version statement by statement: right for an admin's edit,
-- but an import of 100,000 products rewrote every translation row again after each batch and queued a
-- version bump per row. An import calls begin_catalog_import() in its transaction, so those triggers
-- stand aside for that transaction only, and finish_catalog_import() before it commits, which derives
-- the same data once, set-based. Other sessions see the old catalogue until the commit, then the new one.

-- Foreign keys whose referencing side had no index: deleting products or categories (an import replacing
-- the catalogue, an admin) scanned the whole referencing table once per deleted row.
CREATE INDEX "cart_item_product" ON "cart_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "additional_product_additional" ON "additional_product" USING btree ("additional_product_id");--> statement-breakpoint
CREATE INDEX "product_primary_category" ON "product" USING btree ("primary_category_id");--> statement-breakpoint

-- What attribute_text holds, per translation row: the one definition for the triggers and for imports.
CREATE VIEW product_attribute_text AS
  SELECT t.product_id, t.locale,
    coalesce(regexp_replace(string_agg(
      coalesce(ao.label ->> t.locale, ao.label ->> 'de', pa.text ->> t.locale, pa.text ->> 'de', ''),
      ' ' ORDER BY pa.attribute_code, ao.position), '<[^>]+>', ' ', 'g'), '') AS text
  FROM product_translation t
  LEFT JOIN product_attribute pa ON pa.product_id = t.product_id
  LEFT JOIN attribute_option ao ON ao.id = pa.option_id
  GROUP BY t.product_id, t.locale;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_attribute_text(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_translation pt SET attribute_text = fresh.text
  FROM product_attribute_text fresh
  WHERE fresh.product_id = ANY(ids)
    AND pt.product_id = fresh.product_id AND pt.locale = fresh.locale AND pt.attribute_text IS DISTINCT FROM fresh.text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION attribute_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION product_translation_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
-- The version bumps are row triggers, so their WHEN decides at each row whether to queue an event at
-- all: during an import none is queued (a million rows queued a million events for the commit).
DROP TRIGGER catalog_version_product_attribute ON product_attribute;--> statement-breakpoint
DROP TRIGGER catalog_version_product_category ON product_category;--> statement-breakpoint
DROP TRIGGER catalog_version_attribute ON attribute;--> statement-breakpoint
DROP TRIGGER catalog_version_attribute_option ON attribute_option;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_attribute AFTER INSERT OR UPDATE OR DELETE ON product_attribute
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_category AFTER INSERT OR UPDATE OR DELETE ON product_category
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_attribute AFTER INSERT OR UPDATE OR DELETE ON attribute
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_attribute_option AFTER INSERT OR UPDATE OR DELETE ON attribute_option
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE FUNCTION begin_catalog_import() RETURNS void LANGUAGE sql AS $$
  SELECT set_config('shop.catalog_import', 'on', true)
$$;--> statement-breakpoint
-- Derives what the triggers would have, for the whole catalogue, and bumps the version once (facet
-- indexes rebuild once per import). Rows already right are not rewritten; answers how many were not.
CREATE FUNCTION finish_catalog_import() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  listed_rows integer;
  text_rows integer;
BEGIN
  -- Fresh statistics first: the tables were filled in this transaction, and the joins below are planned on them.
  ANALYZE product, product_translation, product_attribute, attribute_option;
  UPDATE product_translation pt SET listed = (p.master_id IS NULL)
    FROM product p WHERE p.id = pt.product_id AND pt.listed IS DISTINCT FROM (p.master_id IS NULL);
  GET DIAGNOSTICS listed_rows = ROW_COUNT;
  UPDATE product_translation pt SET attribute_text = fresh.text
    FROM product_attribute_text fresh
    WHERE pt.product_id = fresh.product_id AND pt.locale = fresh.locale AND pt.attribute_text IS DISTINCT FROM fresh.text;
  GET DIAGNOSTICS text_rows = ROW_COUNT;
  IF text_rows > 0 THEN
    ANALYZE product_translation; -- the search documents changed
  END IF;
  PERFORM set_config('shop.catalog_import', 'off', true);
  PERFORM set_config('shop.catalog_version_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN listed_rows + text_rows;
END
$$;
