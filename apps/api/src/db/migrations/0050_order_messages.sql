CREATE TABLE "order_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"staff_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_message_author" CHECK ("order_message"."author" in ('customer', 'staff')),
	CONSTRAINT "order_message_signed" CHECK (("order_message"."author" = 'staff') = ("order_message"."staff_name" is not null)),
	CONSTRAINT "order_message_body" CHECK (char_length("order_message"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "order_message" ADD CONSTRAINT "order_message_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message" ADD CONSTRAINT "order_message_staff_id_staff_member_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_message_thread" ON "order_message" USING btree ("order_id","created_at","id");