CREATE TABLE "document_sequence" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_sequence_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "order_document" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"corrects_id" integer,
	"content" jsonb NOT NULL,
	"grand_total" bigint NOT NULL,
	"currency" text NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_document" ADD CONSTRAINT "order_document_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document" ADD CONSTRAINT "order_document_corrects_id_order_document_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."order_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_number" ON "order_document" USING btree ("number");--> statement-breakpoint
CREATE INDEX "order_document_order" ON "order_document" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_document_issued" ON "order_document" USING btree ("issued_at","id") WHERE kind <> 'delivery_note';--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_once" ON "order_document" USING btree ("order_id","kind") WHERE kind <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_correction" ON "order_document" USING btree ("corrects_id");