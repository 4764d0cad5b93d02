-- A customer's price list decides whether their catalogue answers may be shared with every other
-- customer without one (apps/api/src/http/shared-answers.ts). Lists are written by the ERP, so
-- their changes are announced on shop_changes like the catalogue's, the stock's and the content's.
CREATE TRIGGER price_list_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('prices');--> statement-breakpoint
CREATE TRIGGER price_list_entry_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_entry
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('prices');
