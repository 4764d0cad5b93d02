ALTER TABLE "shop_order" ADD COLUMN "balance_due" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;