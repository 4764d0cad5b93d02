-- The API keeps shared catalogue answers (category tree, product cards, product pages, listings) per
-- catalogue version, so every table those answers are read from bumps the version at its commit, as
-- product_attribute and product_category already do (0009, 0014). Prices bump it too: listings sort
-- by them, and tax rates, kept with them. Stock and customers' price lists are read per request and do not.
CREATE CONSTRAINT TRIGGER catalog_version_category AFTER INSERT OR UPDATE OR DELETE ON category
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_category_translation AFTER INSERT OR UPDATE OR DELETE ON category_translation
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product AFTER INSERT OR UPDATE OR DELETE ON product
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_translation AFTER INSERT OR UPDATE OR DELETE ON product_translation
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_product_image AFTER INSERT OR UPDATE OR DELETE ON product_image
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_included_item AFTER INSERT OR UPDATE OR DELETE ON included_item
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_additional_product AFTER INSERT OR UPDATE OR DELETE ON additional_product
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_version_price AFTER INSERT OR UPDATE OR DELETE ON price
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
-- TRUNCATE has no row triggers: it bumps at once (an import replacing the catalogue truncates).
CREATE TRIGGER catalog_version_product_truncated AFTER TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();--> statement-breakpoint
CREATE TRIGGER catalog_version_category_truncated AFTER TRUNCATE ON category
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();--> statement-breakpoint
CREATE TRIGGER catalog_version_price_truncated AFTER TRUNCATE ON price
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();
--> statement-breakpoint
-- Tax rates too: the API keeps them per country with the list prices.
CREATE CONSTRAINT TRIGGER catalog_version_tax_rate AFTER INSERT OR UPDATE OR DELETE ON tax_rate
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER catalog_version_tax_rate_truncated AFTER TRUNCATE ON tax_rate
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();
