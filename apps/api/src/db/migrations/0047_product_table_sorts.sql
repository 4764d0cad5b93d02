-- The back office's product table (issue 57) sorted by name, price or stock: each sort joined and
-- sorted every product (up to 480 ms at 100,000). Now a page in such an order is an offset into
-- the side table's index (catalog/product-table-sorts.ts): the default language's names, the
-- first currency's prices and the pieces to sell, each with the product id that breaks ties.
DROP INDEX "price_sort";--> statement-breakpoint
CREATE INDEX "product_translation_by_name" ON "product_translation" USING btree ("locale","name","product_id");--> statement-breakpoint
CREATE INDEX "stock_pieces" ON "stock" USING btree (("effective_stock" + "external_stock"),"product_id");--> statement-breakpoint
CREATE INDEX "price_sort" ON "price" USING btree ("currency","regular","product_id");