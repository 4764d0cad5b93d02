-- Customer numbers came from count(*) + 1, which two sign-ups at once could both take (and a
-- deleted account gave its number again). A sequence hands each number out once; it starts after
-- the highest number in use.
CREATE SEQUENCE IF NOT EXISTS "customer_number_seq" START WITH 20001;--> statement-breakpoint
SELECT setval('customer_number_seq', greatest(20000, coalesce((SELECT max(substring(customer_number FROM 3)::int) FROM customer WHERE customer_number ~ '^K-[0-9]+$'), 0)));--> statement-breakpoint
ALTER TABLE "customer" ALTER COLUMN "customer_number" SET DEFAULT 'K-' || nextval('customer_number_seq');
