DROP INDEX "order_document_once";--> statement-breakpoint
CREATE UNIQUE INDEX "order_document_once" ON "order_document" USING btree ("order_id","kind") WHERE kind = 'delivery_note';