-- An order has one invoice in force, not one ever: an edit before shipping corrects it by a credit note
-- and issues the next, under the order's row lock. Delivery notes stay one per parcel (order_document_parcel).
DROP INDEX "order_document_once";
