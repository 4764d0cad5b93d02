CREATE TABLE "order_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"why" text NOT NULL,
	"passed_limit" integer,
	"payment_method_code" text NOT NULL,
	"cart_info" jsonb NOT NULL,
	"source_cart_id" uuid NOT NULL,
	"source_cart_version" integer NOT NULL,
	"held_cart_id" uuid,
	"held_cart_version" integer NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"order_number" text,
	"order_total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_request_state_known" CHECK ("order_request"."state" in ('open', 'approved', 'rejected', 'returned')),
	CONSTRAINT "order_request_approved_order" CHECK ("order_request"."state" <> 'approved' or "order_request"."order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "held_for" integer;--> statement-breakpoint
ALTER TABLE "order_request" ADD CONSTRAINT "order_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request" ADD CONSTRAINT "order_request_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request" ADD CONSTRAINT "order_request_held_cart_id_cart_id_fk" FOREIGN KEY ("held_cart_id") REFERENCES "public"."cart"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request" ADD CONSTRAINT "order_request_decided_by_company_member_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."company_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_request_customer" ON "order_request" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_request_member" ON "order_request" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_request_source" ON "order_request" USING btree ("source_cart_id","source_cart_version");--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_held_for_company_member_id_fk" FOREIGN KEY ("held_for") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;