-- A sale changes the stock of a few products with every order. Announcing it as 'stock' alone
-- made every API process drop every answer it kept (migration 0019), so under a sale almost every
-- read was computed. Each statement that changes stock now names its products ('stock 12,40'),
-- and only answers that show one of them are dropped (apps/api/src/http/shared-answers.ts). A
-- statement over more than 200 products (an import) or a truncation is announced as 'stock':
-- every answer goes, as before.
CREATE FUNCTION notify_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int;
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), string_agg(product_id::text, ',') INTO changed, ids
      FROM (SELECT product_id FROM new_rows LIMIT 201) AS s;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT count(*), string_agg(product_id::text, ',') INTO changed, ids
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows LIMIT 201) AS s;
  ELSE
    SELECT count(*), string_agg(product_id::text, ',') INTO changed, ids
      FROM (SELECT product_id FROM old_rows LIMIT 201) AS s;
  END IF;
  IF changed > 200 THEN
    PERFORM pg_notify('shop_changes', 'stock');
  ELSIF changed > 0 THEN
    PERFORM pg_notify('shop_changes', 'stock ' || ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER stock_announced ON stock;--> statement-breakpoint
CREATE TRIGGER stock_inserted_announced AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_change();--> statement-breakpoint
CREATE TRIGGER stock_updated_announced AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_change();--> statement-breakpoint
CREATE TRIGGER stock_deleted_announced AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_change();--> statement-breakpoint
CREATE TRIGGER stock_truncate_announced AFTER TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('stock');
