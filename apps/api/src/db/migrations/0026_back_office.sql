CREATE TABLE "shop_order_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list" ALTER COLUMN "customer_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_note" ADD CONSTRAINT "shop_order_note_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_note_order" ON "shop_order_note" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_created" ON "shop_order" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_order_to_ship" ON "shop_order" USING btree ("created_at") WHERE confirmed and shipped_at is null and cancelled_at is null;