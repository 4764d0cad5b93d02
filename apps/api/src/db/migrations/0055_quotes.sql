CREATE TABLE "quote_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"list_price" integer,
	"price" integer,
	"discount_basis_points" integer,
	CONSTRAINT "quote_line_quantity" CHECK ("quote_line"."quantity" between 1 and 9999),
	CONSTRAINT "quote_line_price" CHECK ("quote_line"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"valid_until" text,
	"expires_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"offered_by" text,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_state_known" CHECK ("quote"."state" in ('requested', 'offered', 'accepted', 'ordered', 'declined')),
	CONSTRAINT "quote_offered_dated" CHECK ("quote"."state" = 'requested' or "quote"."expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "quote_line_id" integer;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line" ADD CONSTRAINT "quote_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_line_quote" ON "quote_line" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_line_product" ON "quote_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quote_customer" ON "quote" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_state" ON "quote" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_quote_line_id_quote_line_id_fk" FOREIGN KEY ("quote_line_id") REFERENCES "public"."quote_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_item_quote_line" ON "cart_item" USING btree ("quote_line_id");