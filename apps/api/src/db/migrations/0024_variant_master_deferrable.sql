-- An import writes a file's rows in the file's order, where a variant may come before its master:
-- its master is checked at the commit (SET CONSTRAINTS … DEFERRED in the import's transaction).
ALTER TABLE "product" ALTER CONSTRAINT "product_master_id_product_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
