-- Every request of a logged-in customer is recognised by their access token and the few columns of
-- their row that decide who they are to the shop: the token's version (a password change ends
-- every session), the customer number (their price lists) and the tax exclusion. API processes
-- keep those columns in memory (apps/api/src/modules/customer/recognition.ts), so each change of
-- them, or of the row's existence, is announced at its commit on channel customer_changes with
-- the customer's id; a truncated table is announced as '*'.
CREATE FUNCTION notify_customer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_changes', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE OLD.id::text END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_recognition_announced
  AFTER UPDATE OF id, token_version, customer_number, exclude_tax OR DELETE ON customer
  FOR EACH ROW EXECUTE FUNCTION notify_customer_change();--> statement-breakpoint
CREATE TRIGGER customer_truncate_announced AFTER TRUNCATE ON customer
  FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_change();
