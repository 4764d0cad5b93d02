-- Price lists serve groups of customers (issue 55): a list has a code, a name, one currency, a
-- validity window and a version; which list a customer buys at (at most one) is a table of its own.
-- The old index on price_list.customer_number has the new table's name: it goes first.
DROP INDEX "price_list_customer";--> statement-breakpoint
CREATE TABLE "price_list_customer" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Each list is in the currency most of its entries are in (EUR when it has none); its entries in
-- other currencies move to a list of their own per currency, held by nobody.
UPDATE "price_list" l SET "code" = 'PL-' || l.id, "currency" = coalesce((
  SELECT e.currency FROM "price_list_entry" e WHERE e.price_list_id = l.id
  GROUP BY e.currency ORDER BY count(*) DESC, e.currency LIMIT 1), 'EUR');--> statement-breakpoint
INSERT INTO "price_list" ("code", "name", "currency", "valid_from", "valid_to")
  SELECT DISTINCT 'PL-' || l.id || '-' || e.currency, l.name || ' (' || e.currency || ')', e.currency, l.valid_from, l.valid_to
  FROM "price_list" l JOIN "price_list_entry" e ON e.price_list_id = l.id AND e.currency <> l.currency;--> statement-breakpoint
UPDATE "price_list_entry" e SET "price_list_id" = n.id FROM "price_list" l, "price_list" n
  WHERE e.price_list_id = l.id AND e.currency <> l.currency AND n.code = 'PL-' || l.id || '-' || e.currency;--> statement-breakpoint
-- A price of 0 or less was never a price (the shop refuses it now).
DELETE FROM "price_list_entry" WHERE "price" <= 0 OR "min_qty" < 1;--> statement-breakpoint
-- A customer held every list naming them; now they hold one: the newest.
INSERT INTO "price_list_customer" ("customer_number", "price_list_id")
  SELECT DISTINCT ON (customer_number) customer_number, id FROM "price_list"
  WHERE customer_number IS NOT NULL ORDER BY customer_number, id DESC;--> statement-breakpoint
ALTER TABLE "price_list" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_customer" ADD CONSTRAINT "price_list_customer_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_customer_list" ON "price_list_customer" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_code" ON "price_list" USING btree ("code");--> statement-breakpoint
ALTER TABLE "price_list_entry" ADD CONSTRAINT "price_list_entry_valid" CHECK ("price_list_entry"."price" > 0 and "price_list_entry"."min_qty" >= 1);--> statement-breakpoint
ALTER TABLE "price_list_entry" DROP CONSTRAINT "price_list_entry_price_list_id_product_id_currency_min_qty_pk";--> statement-breakpoint
ALTER TABLE "price_list_entry" ADD CONSTRAINT "price_list_entry_price_list_id_product_id_min_qty_pk" PRIMARY KEY("price_list_id","product_id","min_qty");--> statement-breakpoint
ALTER TABLE "price_list_entry" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "price_list" DROP COLUMN "customer_number";--> statement-breakpoint
-- Who holds which list decides whose prices an answer shows: announced like the lists (migration 0020).
CREATE TRIGGER price_list_customer_announced AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_customer
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('prices');
