CREATE TABLE "order_return_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"position" integer NOT NULL,
	"itemnum" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"received_quantity" integer,
	"condition" text,
	"refunded_amount" bigint,
	CONSTRAINT "order_return_line_quantity" CHECK ("order_return_line"."quantity" > 0),
	CONSTRAINT "order_return_line_received" CHECK ("order_return_line"."received_quantity" between 0 and "order_return_line"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_return" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"refunded_amount" bigint,
	"shipping_refunded" boolean DEFAULT false NOT NULL,
	"refunded_as" text,
	"credit_note_number" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "order_return_state_known" CHECK ("order_return"."state" in ('requested', 'received', 'refunded', 'rejected'))
);
--> statement-breakpoint
DROP INDEX "order_document_correction";--> statement-breakpoint
ALTER TABLE "order_document" ADD COLUMN "whole" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_line" ADD CONSTRAINT "order_return_line_return_id_order_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_line_position" ON "order_return_line" USING btree ("return_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_number" ON "order_return" USING btree ("number");--> statement-breakpoint
CREATE INDEX "order_return_order" ON "order_return" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_return_state" ON "order_return" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_shipping_once" ON "order_return" USING btree ("order_id") WHERE shipping_refunded;--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_correction" ON "order_document" USING btree ("corrects_id") WHERE whole;