DROP INDEX "cart_customer";--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "taken_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_staff" ON "cart" USING btree ("customer_id","taken_by") WHERE "cart"."taken_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_customer" ON "cart" USING btree ("customer_id") WHERE "cart"."taken_by" is null;