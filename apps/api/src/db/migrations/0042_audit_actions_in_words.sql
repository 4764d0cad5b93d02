-- The audit log names each change as the merchant sees it (the contracts' auditActions): rows
-- written under the older, broader names get the names their before and after show.
UPDATE "audit_log" SET "action" = CASE WHEN "after"->>'active' = 'true' THEN 'product.list' ELSE 'product.unlist' END
  WHERE "action" = 'product.listed';--> statement-breakpoint
UPDATE "audit_log" SET "action" = CASE
    WHEN "before" IS NULL OR jsonb_typeof("before") = 'null' THEN 'coupon.create'
    WHEN "before" - 'active' - 'version' = "after" - 'active' - 'version' AND "before"->'active' <> "after"->'active'
      THEN CASE WHEN "after"->>'active' = 'true' THEN 'coupon.activate' ELSE 'coupon.deactivate' END
    ELSE 'coupon.update' END
  WHERE "action" = 'coupon.save';--> statement-breakpoint
UPDATE "audit_log" SET "action" = CASE
    WHEN "before" IS NULL OR jsonb_typeof("before") = 'null' THEN 'shipping.create'
    WHEN "before" - 'active' - 'version' = "after" - 'active' - 'version' AND "before"->'active' <> "after"->'active'
      THEN CASE WHEN "after"->>'active' = 'true' THEN 'shipping.activate' ELSE 'shipping.deactivate' END
    ELSE 'shipping.update' END
  WHERE "action" = 'shipping.save';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'staff.enable'
  WHERE "action" = 'staff.update' AND "before"->>'disabled' = 'true' AND "after"->>'disabled' = 'false';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'customer.unblock'
  WHERE "action" = 'customer.update' AND "before"->>'blocked' = 'true' AND "after"->>'blocked' = 'false';
