CREATE TABLE "order_list_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_list_item_quantity" CHECK ("order_list_item"."quantity" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "order_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_list_id_order_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."order_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_item_product" ON "order_list_item" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE INDEX "order_list_item_product_id" ON "order_list_item" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_customer_name" ON "order_list" USING btree ("customer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_ean" ON "product" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "product_itemnum_prefix" ON "product" USING btree ("itemnum" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_sku_prefix" ON "product" USING btree ("sku" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_ean_prefix" ON "product" USING btree ("ean" text_pattern_ops);