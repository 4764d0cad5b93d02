ALTER TABLE "quote" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "requested_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;