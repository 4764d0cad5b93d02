ALTER TABLE "attribute_option" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "attribute" ADD COLUMN "type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "attribute" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;