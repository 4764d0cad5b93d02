-- Facet counts come from an in-memory index per API instance; this version tells each instance when to rebuild it.
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Bumped once per transaction, at its commit (a deferred constraint trigger with a transaction-local
-- flag): writers hold the version row only for the moment of their commit, and a reader never sees
-- a version whose writes are not yet visible.
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('shop.catalog_version_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_attribute AFTER INSERT OR UPDATE OR DELETE ON product_attribute
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_category AFTER INSERT OR UPDATE OR DELETE ON product_category
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_attribute AFTER INSERT OR UPDATE OR DELETE ON attribute
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_attribute_option AFTER INSERT OR UPDATE OR DELETE ON attribute_option
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
-- TRUNCATE has no row triggers: it bumps at once.
CREATE FUNCTION bump_catalog_version_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalog_version_truncated AFTER TRUNCATE ON product_attribute
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();--> statement-breakpoint
CREATE TRIGGER catalog_category_truncated AFTER TRUNCATE ON product_category
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();--> statement-breakpoint
-- A truncated product_attribute leaves no attribute values to search (migration 0007's triggers see rows only).
CREATE FUNCTION clear_attribute_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_translation SET attribute_text = '' WHERE attribute_text <> '';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_attribute_truncated AFTER TRUNCATE ON product_attribute
  FOR EACH STATEMENT EXECUTE FUNCTION clear_attribute_text();
