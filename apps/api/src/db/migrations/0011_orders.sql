CREATE TABLE "shop_order_item" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"transactionnum" text GENERATED ALWAYS AS ('WH-' || lpad(id::text, 7, '0')) STORED NOT NULL,
	"customer_id" integer NOT NULL,
	"cart_id" uuid NOT NULL,
	"cart_version" integer NOT NULL,
	"payment_method_code" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"cart_info" jsonb NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_item" ADD CONSTRAINT "shop_order_item_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_item" ADD CONSTRAINT "shop_order_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_item_order" ON "shop_order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_item_product" ON "shop_order_item" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_cart_version" ON "shop_order" USING btree ("cart_id","cart_version");--> statement-breakpoint
CREATE INDEX "shop_order_customer" ON "shop_order" USING btree ("customer_id","created_at" DESC NULLS LAST);