CREATE TABLE "invoice_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payment_amount" CHECK ("invoice_payment"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "invoice_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payment_order" ON "invoice_payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_receivable" ON "shop_order" USING btree ("due_at") WHERE payment_method_code = 'invoice' and cancelled_at is null and invoice_paid < grand_total;--> statement-breakpoint
-- Invoice orders placed before due dates were kept: due 30 days after their placing (the default term).
UPDATE "shop_order" SET "due_at" = "created_at" + interval '30 days' WHERE "payment_method_code" = 'invoice';