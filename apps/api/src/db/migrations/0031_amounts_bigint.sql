ALTER TABLE "customer" ALTER COLUMN "loyalty_points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_order" ALTER COLUMN "loyalty_points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "amount" SET DATA TYPE bigint;