ALTER TABLE "shop_order" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "refunded_quantities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "shipping_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Returns refunded before: their amounts, quantities and shipping on their orders.
UPDATE "shop_order" o SET
  "refunded_amount" = r.amount,
  "shipping_refunded" = r.shipping,
  "refunded_quantities" = (
    SELECT coalesce(jsonb_agg(coalesce((
      SELECT sum(l.received_quantity) FROM "order_return_line" l JOIN "order_return" rr ON rr.id = l.return_id
      WHERE rr.order_id = o.id AND rr.state = 'refunded' AND l.position = p.position
    ), 0) ORDER BY p.position), '[]'::jsonb)
    FROM generate_series(1, jsonb_array_length(o.cart_info->'cartItems')) AS p(position)
  )
FROM (
  SELECT order_id, sum(refunded_amount) AS amount, bool_or(shipping_refunded) AS shipping
  FROM "order_return" WHERE state = 'refunded' GROUP BY order_id
) r
WHERE r.order_id = o.id;
