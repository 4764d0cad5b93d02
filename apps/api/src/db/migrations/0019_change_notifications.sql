-- What a guest sees changes with the catalogue, the stock and the content (settings among it).
-- Each change is announced at its commit on channel shop_changes (NOTIFY is sent at commit and
-- collapses repeats within a transaction), so every API process drops the guest answers it holds
-- without reading the database per request (apps/api/src/db/changes.ts).
CREATE FUNCTION notify_shop_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_version_announced AFTER UPDATE ON catalog_version
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalog');--> statement-breakpoint
CREATE TRIGGER stock_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('stock');--> statement-breakpoint
CREATE TRIGGER content_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_entry
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('content');
