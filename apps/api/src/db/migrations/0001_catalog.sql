CREATE TABLE "additional_product" (
	"product_id" integer NOT NULL,
	"additional_product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "additional_product_product_id_additional_product_id_pk" PRIMARY KEY("product_id","additional_product_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_code" text NOT NULL,
	"value" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute" (
	"code" text PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"control" text DEFAULT 'select' NOT NULL,
	"is_facet" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT 'properties' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text,
	"html" jsonb
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"depth" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "category_translation" (
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translation_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "included_item" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"itemnum" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "included_item_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_attribute" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"option_id" integer,
	"text" jsonb
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_category_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_image_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_translation" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "product_translation_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"itemnum" text NOT NULL,
	"original_id" text,
	"master_id" integer,
	"primary_category_id" integer,
	"hide_prices" boolean DEFAULT false NOT NULL,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"cover_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"effective_stock" integer DEFAULT 0 NOT NULL,
	"external_stock" integer DEFAULT 0 NOT NULL,
	"marked_in_stock" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_qty_not_negative" CHECK ("stock"."qty" >= 0),
	CONSTRAINT "stock_effective_not_negative" CHECK ("stock"."effective_stock" >= 0),
	CONSTRAINT "stock_external_not_negative" CHECK ("stock"."external_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_entry" (
	"price_list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "price_list_entry_price_list_id_product_id_currency_min_qty_pk" PRIMARY KEY("price_list_id","product_id","currency","min_qty")
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_number" text NOT NULL,
	"name" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"regular" integer NOT NULL,
	"special" integer,
	CONSTRAINT "price_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "price_not_negative" CHECK ("price"."regular" >= 0 and ("price"."special" is null or "price"."special" >= 0))
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"tax_class" text NOT NULL,
	"country" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "tax_rate_tax_class_country_pk" PRIMARY KEY("tax_class","country")
);
--> statement-breakpoint
ALTER TABLE "additional_product" ADD CONSTRAINT "additional_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_product" ADD CONSTRAINT "additional_product_additional_product_id_product_id_fk" FOREIGN KEY ("additional_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_option" ADD CONSTRAINT "attribute_option_attribute_code_attribute_code_fk" FOREIGN KEY ("attribute_code") REFERENCES "public"."attribute"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translation" ADD CONSTRAINT "category_translation_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "included_item" ADD CONSTRAINT "included_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute" ADD CONSTRAINT "product_attribute_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute" ADD CONSTRAINT "product_attribute_attribute_code_attribute_code_fk" FOREIGN KEY ("attribute_code") REFERENCES "public"."attribute"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute" ADD CONSTRAINT "product_attribute_option_id_attribute_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translation" ADD CONSTRAINT "product_translation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_master_id_product_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_primary_category_id_category_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entry" ADD CONSTRAINT "price_list_entry_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entry" ADD CONSTRAINT "price_list_entry_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price" ADD CONSTRAINT "price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_option_value" ON "attribute_option" USING btree ("attribute_code","value");--> statement-breakpoint
CREATE INDEX "category_parent" ON "category" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "category_path" ON "category" USING btree ("path");--> statement-breakpoint
CREATE INDEX "category_translation_slug" ON "category_translation" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_attribute_key" ON "product_attribute" USING btree ("product_id","attribute_code",coalesce("option_id", 0));--> statement-breakpoint
CREATE INDEX "product_attribute_option" ON "product_attribute" USING btree ("option_id","product_id");--> statement-breakpoint
CREATE INDEX "product_category_product" ON "product_category" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku" ON "product" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_itemnum" ON "product" USING btree ("itemnum");--> statement-breakpoint
CREATE INDEX "product_master" ON "product" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "product_created" ON "product" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_list_customer" ON "price_list" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "price_sort" ON "price" USING btree ("currency","regular");