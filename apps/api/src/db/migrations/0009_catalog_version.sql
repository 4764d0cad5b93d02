-- Facet counts come from an in-memory index per API instance; this version tells each instance when to rebuild it.
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER catalog_version_product_attribute AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_attribute
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER catalog_version_product_category AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_category
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER catalog_version_attribute AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER catalog_version_attribute_option AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_option
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
