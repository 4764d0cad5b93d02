-- A guest cart is bound to the browser that made it: the API sets an httpOnly cookie
-- (guest-cart-key) holding a random secret and stores its SHA-256 here, and opens a guest cart only
-- for a request carrying that key; its id alone, which travels in URLs and a script-readable
-- cookie, no longer reads or changes it. Guest carts made before this have no hash, so no one can
-- use them any more: the storefront starts a new cart, and the clean-up job deletes the old ones.
ALTER TABLE "cart" ADD COLUMN "guest_key_hash" text;
