-- Browsers a guest order was found in by its number and e-mail (lookupOrder), each by its token's SHA-256.
CREATE TABLE "guest_order_access" (
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_order_access_order_id_token_hash_pk" PRIMARY KEY("order_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "guest_order_access" ADD CONSTRAINT "guest_order_access_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;