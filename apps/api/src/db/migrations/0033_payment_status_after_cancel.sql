-- A cancelled order's payment says what became of it: refunded when its money was returned,
-- canceled when staff cancelled it before it was paid (orders not paid in time stay expired).
UPDATE "shop_order" SET "payment_status" = 'refunded' WHERE "refunded_at" IS NOT NULL AND "payment_status" = 'paid';--> statement-breakpoint
UPDATE "shop_order" SET "payment_status" = 'canceled'
  WHERE "cancelled_at" IS NOT NULL AND "cancelled_by" IS NOT NULL AND "refunded_at" IS NULL
    AND "payment_status" IN ('open', 'failed', 'invoice');
