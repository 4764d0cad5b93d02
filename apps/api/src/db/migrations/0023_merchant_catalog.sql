CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "catalog_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"options" jsonb NOT NULL,
	"status" text NOT NULL,
	"counts" jsonb NOT NULL,
	"rate" integer,
	"seconds_left" integer,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"actor" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_file" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_source" (
	"source" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_tier" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_qty" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "price_tier_product_id_currency_min_qty_pk" PRIMARY KEY("product_id","currency","min_qty"),
	CONSTRAINT "price_tier_valid" CHECK ("price_tier"."min_qty" >= 2 and "price_tier"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"endpoint" text NOT NULL,
	"payload" jsonb NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_source" ADD CONSTRAINT "media_source_sha256_media_file_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media_file"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier" ADD CONSTRAINT "price_tier_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "catalog_import_started" ON "catalog_import" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_source_file" ON "media_source" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "webhook_outbox_due" ON "webhook_outbox" USING btree ("due_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "webhook_outbox_event" ON "webhook_outbox" USING btree ("event_id");--> statement-breakpoint
-- Tier prices are read with the list prices and kept per catalogue version like them (0015).
CREATE CONSTRAINT TRIGGER catalog_version_price_tier AFTER INSERT OR UPDATE OR DELETE ON price_tier
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('shop.catalog_import', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER catalog_version_price_tier_truncated AFTER TRUNCATE ON price_tier
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_now();--> statement-breakpoint
-- A product is listed (its texts in the full-text indexes) when it is a master or stand-alone product
-- and active: an unlisted product is found by nobody.
CREATE OR REPLACE FUNCTION product_translation_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'product' THEN
    UPDATE product_translation pt SET listed = (n.master_id IS NULL AND n.active)
      FROM new_rows n WHERE pt.product_id = n.id AND pt.listed IS DISTINCT FROM (n.master_id IS NULL AND n.active);
  ELSE
    UPDATE product_translation pt SET listed = false
      FROM new_rows n JOIN product p ON p.id = n.product_id
      WHERE pt.product_id = n.product_id AND pt.locale = n.locale AND (p.master_id IS NOT NULL OR NOT p.active) AND pt.listed;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION finish_catalog_import() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  listed_rows integer;
  text_rows integer;
BEGIN
  -- Fresh statistics first: the tables were filled in this transaction, and the joins below are planned on them.
  ANALYZE product, product_translation, product_attribute, attribute_option;
  UPDATE product_translation pt SET listed = (p.master_id IS NULL AND p.active)
    FROM product p WHERE p.id = pt.product_id AND pt.listed IS DISTINCT FROM (p.master_id IS NULL AND p.active);
  GET DIAGNOSTICS listed_rows = ROW_COUNT;
  UPDATE product_translation pt SET attribute_text = fresh.text
    FROM product_attribute_text fresh
    WHERE pt.product_id = fresh.product_id AND pt.locale = fresh.locale AND pt.attribute_text IS DISTINCT FROM fresh.text;
  GET DIAGNOSTICS text_rows = ROW_COUNT;
  IF text_rows > 0 THEN
    ANALYZE product_translation; -- the search documents changed
  END IF;
  PERFORM set_config('shop.catalog_import', 'off', true);
  PERFORM set_config('shop.catalog_version_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN listed_rows + text_rows;
END
$$;--> statement-breakpoint
-- What attribute_text holds for one translation row (migration 0014's view, per row): an import
-- writes a product's texts with it, so nothing has to be derived again after them.
CREATE FUNCTION attribute_text_of(pid integer, loc text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(regexp_replace(string_agg(
      coalesce(ao.label ->> loc, ao.label ->> 'de', pa.text ->> loc, pa.text ->> 'de', ''),
      ' ' ORDER BY pa.attribute_code, ao.position), '<[^>]+>', ' ', 'g'), '')
  FROM product_attribute pa LEFT JOIN attribute_option ao ON ao.id = pa.option_id
  WHERE pa.product_id = pid
$$;--> statement-breakpoint
CREATE OR REPLACE VIEW product_attribute_text AS
  SELECT t.product_id, t.locale, attribute_text_of(t.product_id, t.locale) AS text FROM product_translation t;--> statement-breakpoint
-- The same for an import that changed some products: only theirs are derived again (a price
-- change of ten products must not rebuild the search text of a hundred thousand).
CREATE FUNCTION finish_catalog_import(ids integer[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  listed_rows integer;
BEGIN
  UPDATE product_translation pt SET listed = (p.master_id IS NULL AND p.active)
    FROM product p WHERE p.id = ANY(ids) AND p.id = pt.product_id AND pt.listed IS DISTINCT FROM (p.master_id IS NULL AND p.active);
  GET DIAGNOSTICS listed_rows = ROW_COUNT;
  PERFORM refresh_attribute_text(ids);
  PERFORM set_config('shop.catalog_import', 'off', true);
  PERFORM set_config('shop.catalog_version_bumped', 'on', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN listed_rows;
END
$$;
