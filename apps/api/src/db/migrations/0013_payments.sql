CREATE TABLE "payment_event" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "payment_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "payable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "stock_taken" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "computop_payment_data" jsonb;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "computop_payment" jsonb;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_reference" ON "payment" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "payment_order" ON "payment" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_order_payable_until" ON "shop_order" USING btree ("payable_until") WHERE confirmed = false and cancelled_at is null;--> statement-breakpoint
-- Orders placed before online payments were all paid by invoice.
UPDATE "shop_order" SET "payment_status" = CASE WHEN "payment_method_code" = 'invoice' THEN 'invoice' WHEN "confirmed" THEN 'paid' ELSE 'open' END;
