ALTER TABLE "catalog_import" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import" ADD COLUMN "warning_count" integer DEFAULT 0 NOT NULL;