CREATE INDEX "product_translation_name_any_trgm" ON "product_translation" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translation_named" ON "product_translation" USING btree ("locale","product_id") WHERE name <> '';--> statement-breakpoint
CREATE INDEX "product_sku_trgm" ON "product" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_itemnum_trgm" ON "product" USING gin ("itemnum" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_ean_trgm" ON "product" USING gin ("ean" gin_trgm_ops);