CREATE TABLE "shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text,
	"shipped_at" timestamp with time zone NOT NULL,
	"shipped_by" text NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_number" ON "shipment" USING btree ("order_id","number");--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "first_shipped_at" timestamp with time zone;--> statement-breakpoint
-- An order shipped before shipments existed shipped whole: one parcel of every line.
UPDATE "shop_order" SET "first_shipped_at" = "shipped_at" WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "shipment" ("order_id", "number", "carrier", "tracking_number", "shipped_at", "shipped_by", "lines")
SELECT o."id", 1, coalesce(o."carrier", ''), o."tracking_number", o."shipped_at", 'before-shipments',
  coalesce((SELECT jsonb_agg(jsonb_build_object('position', i.n - 1, 'itemnum', i.item->>'itemnum', 'quantity', (i.item->>'quantity')::int) ORDER BY i.n)
    FROM jsonb_array_elements(o."cart_info"->'cartItems') WITH ORDINALITY AS i(item, n)), '[]'::jsonb)
FROM "shop_order" o WHERE o."shipped_at" IS NOT NULL;--> statement-breakpoint
-- The status gains partlyShipped: a generated column's expression is replaced by dropping it,
-- which drops the indexes that name it, so they are made again.
ALTER TABLE "shop_order" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "status" text GENERATED ALWAYS AS (case when cancelled_at is not null then case when refunded_at is not null then 'refunded' else 'cancelled' end
          when delivered_at is not null then 'delivered' when shipped_at is not null then 'shipped'
          when first_shipped_at is not null then 'partlyShipped' when confirmed then 'confirmed' else 'pending' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_order_created" ON "shop_order" USING btree ("created_at","id","status","payment_method_code","payment_status","grand_total","currency");--> statement-breakpoint
CREATE INDEX "shop_order_status_created" ON "shop_order" USING btree ("status","created_at","id","payment_method_code","payment_status");--> statement-breakpoint
CREATE INDEX "shop_order_status_grand_total" ON "shop_order" USING btree ("status","grand_total","id","payment_method_code","payment_status");;--> statement-breakpoint
-- A delivery note per parcel: the one of an order shipped whole is of its one parcel.
DROP INDEX "order_document_once";--> statement-breakpoint
ALTER TABLE "order_document" ADD COLUMN "shipment" integer;--> statement-breakpoint
UPDATE "order_document" SET "shipment" = 1 WHERE "kind" = 'delivery_note';--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_parcel" ON "order_document" USING btree ("order_id","shipment") WHERE kind = 'delivery_note';--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_once" ON "order_document" USING btree ("order_id","kind") WHERE kind = 'invoice';
