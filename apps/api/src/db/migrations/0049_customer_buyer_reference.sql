-- A business customer's buyer reference (issue 58): the Leitweg-ID of a public buyer, or the reference
-- their accounts payable books invoices by; every invoice issued to them names it (BT-10), and the
-- XRechnung of it must. Frozen into each document's content when issued.
ALTER TABLE "customer" ADD COLUMN "buyer_reference" text DEFAULT '' NOT NULL;
