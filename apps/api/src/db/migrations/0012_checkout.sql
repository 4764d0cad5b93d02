CREATE TABLE "shop_order_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemption" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"minimum_order" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_kind" CHECK ("coupon"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupon_value" CHECK ("coupon"."value" > 0 and ("coupon"."kind" = 'fixed' or "coupon"."value" <= 10000)),
	CONSTRAINT "coupon_fixed_currency" CHECK ("coupon"."kind" = 'percent' or "coupon"."currency" is not null),
	CONSTRAINT "coupon_usage" CHECK ("coupon"."usage_limit" is null or "coupon"."times_used" <= "coupon"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "shipping_method" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rate" (
	"method_code" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"price" integer NOT NULL,
	"free_from" integer,
	CONSTRAINT "shipping_rate_method_code_country_currency_pk" PRIMARY KEY("method_code","country","currency"),
	CONSTRAINT "shipping_rate_not_negative" CHECK ("shipping_rate"."price" >= 0 and ("shipping_rate"."free_from" is null or "shipping_rate"."free_from" >= 0))
);
--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "new_user" jsonb;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_comment" ADD CONSTRAINT "shop_order_comment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rate" ADD CONSTRAINT "shipping_rate_method_code_shipping_method_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_method"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "shop_order_comment_order" ON "shop_order_comment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemption_order" ON "coupon_redemption" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemption_customer" ON "coupon_redemption" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupon_redemption_email" ON "coupon_redemption" USING btree ("coupon_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code" ON "coupon" USING btree ("code");
--> statement-breakpoint
-- A new shop can ship: standard and express parcels to every country the shop serves, per currency
-- (net, minor units); standard is free from a goods value within the EU. Shop owners edit these rows.
INSERT INTO "shipping_method" ("code", "name", "tax_class", "min_days", "max_days", "position") VALUES
('standard', '{"de": "Standardversand", "en": "Standard delivery", "fr": "Livraison standard", "es": "Envío estándar", "it": "Spedizione standard"}', 'standard', 2, 4, 1),
('express', '{"de": "Expressversand", "en": "Express delivery", "fr": "Livraison express", "es": "Envío urgente", "it": "Spedizione espressa"}', 'standard', 1, 1, 2);
--> statement-breakpoint
INSERT INTO "shipping_rate" ("method_code", "country", "currency", "price", "free_from") VALUES
('standard', 'DE', 'EUR', 495, 15000),
('express', 'DE', 'EUR', 1290, NULL),
('standard', 'DE', 'GBP', 425, 12900),
('express', 'DE', 'GBP', 1110, NULL),
('standard', 'DE', 'USD', 535, 16200),
('express', 'DE', 'USD', 1395, NULL),
('standard', 'AT', 'EUR', 995, 25000),
('express', 'AT', 'EUR', 2490, NULL),
('standard', 'AT', 'GBP', 855, 21500),
('express', 'AT', 'GBP', 2140, NULL),
('standard', 'AT', 'USD', 1075, 27000),
('express', 'AT', 'USD', 2690, NULL),
('standard', 'FR', 'EUR', 995, 25000),
('express', 'FR', 'EUR', 2490, NULL),
('standard', 'FR', 'GBP', 855, 21500),
('express', 'FR', 'GBP', 2140, NULL),
('standard', 'FR', 'USD', 1075, 27000),
('express', 'FR', 'USD', 2690, NULL),
('standard', 'ES', 'EUR', 995, 25000),
('express', 'ES', 'EUR', 2490, NULL),
('standard', 'ES', 'GBP', 855, 21500),
('express', 'ES', 'GBP', 2140, NULL),
('standard', 'ES', 'USD', 1075, 27000),
('express', 'ES', 'USD', 2690, NULL),
('standard', 'IT', 'EUR', 995, 25000),
('express', 'IT', 'EUR', 2490, NULL),
('standard', 'IT', 'GBP', 855, 21500),
('express', 'IT', 'GBP', 2140, NULL),
('standard', 'IT', 'USD', 1075, 27000),
('express', 'IT', 'USD', 2690, NULL),
('standard', 'NL', 'EUR', 995, 25000),
('express', 'NL', 'EUR', 2490, NULL),
('standard', 'NL', 'GBP', 855, 21500),
('express', 'NL', 'GBP', 2140, NULL),
('standard', 'NL', 'USD', 1075, 27000),
('express', 'NL', 'USD', 2690, NULL),
('standard', 'BE', 'EUR', 995, 25000),
('express', 'BE', 'EUR', 2490, NULL),
('standard', 'BE', 'GBP', 855, 21500),
('express', 'BE', 'GBP', 2140, NULL),
('standard', 'BE', 'USD', 1075, 27000),
('express', 'BE', 'USD', 2690, NULL),
('standard', 'LU', 'EUR', 995, 25000),
('express', 'LU', 'EUR', 2490, NULL),
('standard', 'LU', 'GBP', 855, 21500),
('express', 'LU', 'GBP', 2140, NULL),
('standard', 'LU', 'USD', 1075, 27000),
('express', 'LU', 'USD', 2690, NULL),
('standard', 'CH', 'EUR', 1990, NULL),
('express', 'CH', 'EUR', 3990, NULL),
('standard', 'CH', 'GBP', 1710, NULL),
('express', 'CH', 'GBP', 3430, NULL),
('standard', 'CH', 'USD', 2150, NULL),
('express', 'CH', 'USD', 4310, NULL),
('standard', 'GB', 'EUR', 1990, NULL),
('express', 'GB', 'EUR', 3990, NULL),
('standard', 'GB', 'GBP', 1710, NULL),
('express', 'GB', 'GBP', 3430, NULL),
('standard', 'GB', 'USD', 2150, NULL),
('express', 'GB', 'USD', 4310, NULL),
('standard', 'US', 'EUR', 2990, NULL),
('express', 'US', 'EUR', 5990, NULL),
('standard', 'US', 'GBP', 2570, NULL),
('express', 'US', 'GBP', 5150, NULL),
('standard', 'US', 'USD', 3230, NULL),
('express', 'US', 'USD', 6470, NULL);
--> statement-breakpoint
-- Orders placed before checkout existed: their record gains the fields an order has now, so every
-- order reads the same (no shipping, coupon or reference then). Their tax was one total: it becomes
-- one tax line at the rate of their first item (the demo's orders had one rate).
UPDATE "shop_order" SET "cart_info" = "cart_info" || jsonb_build_object(
  'couponCode', NULL, 'coupon_amount', 0, 'coupon_incl_tax', 0, 'discount_amount', 0,
  'subtotal_with_discount', "cart_info"->'subtotal',
  'shippingMethod', jsonb_build_object('code', 'standard', 'name', ''),
  'shipping_amount', 0, 'shipping_incl_tax', 0,
  'taxes', CASE WHEN ("cart_info"->>'tax_amount')::int > 0
    THEN jsonb_build_array(jsonb_build_object(
      'rate', COALESCE(("cart_info"->'cartItems'->0->>'taxRate')::int, 0),
      'amount', ("cart_info"->>'tax_amount')::int))
    ELSE '[]'::jsonb END,
  'subtotal_incl_tax', "cart_info"->'grandTotalIncTax',
  'orderReference', '', 'comment', ''
) WHERE NOT ("cart_info" ? 'shippingMethod');
--> statement-breakpoint
UPDATE "shop_order" SET "email" = "customer"."email" FROM "customer" WHERE "customer"."id" = "shop_order"."customer_id" AND "shop_order"."email" = '';
