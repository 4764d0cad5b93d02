ALTER TABLE "staff_member" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Members who signed in before this was kept: their newest session still kept says when.
UPDATE "staff_member" m SET "last_sign_in_at" = s."at"
FROM (SELECT "staff_id", max("created_at") AS "at" FROM "staff_session" GROUP BY "staff_id") s
WHERE s."staff_id" = m."id";
