DROP INDEX "shop_order_created";--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "status" text GENERATED ALWAYS AS (case when cancelled_at is not null then case when refunded_at is not null then 'refunded' else 'cancelled' end
          when delivered_at is not null then 'delivered' when shipped_at is not null then 'shipped'
          when confirmed then 'confirmed' else 'pending' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "grand_total" bigint GENERATED ALWAYS AS ((cart_info->>'grandTotalIncTax')::bigint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "currency" text GENERATED ALWAYS AS (cart_info->>'currency') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "search_text" text GENERATED ALWAYS AS ('WH-' || lpad(id::text, 7, '0') || ' ' || email || ' ' || coalesce(cart_info->'billingAddress'->>'company', '')
          || ' ' || coalesce(cart_info->'billingAddress'->>'firstName', '') || ' ' || coalesce(cart_info->'billingAddress'->>'lastName', '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_number_trgm" ON "customer" USING gin ("customer_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_order_status_created" ON "shop_order" USING btree ("status","created_at","id","payment_method_code","payment_status");--> statement-breakpoint
CREATE INDEX "shop_order_grand_total" ON "shop_order" USING btree ("grand_total","id","payment_method_code","payment_status");--> statement-breakpoint
CREATE INDEX "shop_order_status_grand_total" ON "shop_order" USING btree ("status","grand_total","id","payment_method_code","payment_status");--> statement-breakpoint
CREATE INDEX "shop_order_search" ON "shop_order" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_order_created" ON "shop_order" USING btree ("created_at","id","status","payment_method_code","payment_status","grand_total","currency");--> statement-breakpoint
-- The new columns have no statistics until autovacuum comes by: the order list plans with them at once.
ANALYZE "shop_order";