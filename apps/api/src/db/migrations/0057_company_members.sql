CREATE TABLE "company_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"holder" boolean DEFAULT false NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'administrator' NOT NULL,
	"order_limit" bigint,
	"monthly_limit" bigint,
	"disabled_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_customer";--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "placed_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_member_customer" ON "company_member" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_member_holder" ON "company_member" USING btree ("customer_id") WHERE "company_member"."holder";--> statement-breakpoint
CREATE UNIQUE INDEX "company_member_email" ON "company_member" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every customer's own login becomes its company's first administrator, the account holder: made
-- with the customer's row, whoever inserts it (registration, staff, an import, the seed).
CREATE FUNCTION company_holder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_member (customer_id, holder, role) VALUES (NEW.id, true, 'administrator');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_holder_made
  AFTER INSERT ON customer
  FOR EACH ROW EXECUTE FUNCTION company_holder();--> statement-breakpoint
INSERT INTO company_member (customer_id, holder, role) SELECT id, true, 'administrator' FROM customer;--> statement-breakpoint
-- What existed belonged to the one login there was: its cart, its sessions, its orders.
UPDATE cart SET member_id = m.id FROM company_member m
  WHERE m.customer_id = cart.customer_id AND m.holder AND cart.taken_by IS NULL;--> statement-breakpoint
UPDATE refresh_token SET member_id = m.id FROM company_member m
  WHERE m.customer_id = refresh_token.customer_id AND m.holder;--> statement-breakpoint
UPDATE shop_order SET member_id = m.id, placed_by = trim(c.first_name || ' ' || c.last_name)
  FROM company_member m JOIN customer c ON c.id = m.customer_id
  WHERE m.customer_id = shop_order.customer_id AND m.holder AND shop_order.taken_by IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_member" ON "cart" USING btree ("member_id") WHERE "cart"."taken_by" is null;
