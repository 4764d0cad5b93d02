DROP INDEX "order_list_customer_name";--> statement-breakpoint
ALTER TABLE "order_list" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_company_name" ON "order_list" USING btree ("customer_id","name") WHERE "order_list"."member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_member_name" ON "order_list" USING btree ("member_id","name") WHERE "order_list"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "order_list_customer" ON "order_list" USING btree ("customer_id");