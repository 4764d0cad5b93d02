-- An entry's history names who saved each version (issue 56): the audit log's actor, and the staff
-- member's name as it was then (null for the admin key and the seed).
ALTER TABLE "content_version" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "content_version" ADD COLUMN "author_name" text;--> statement-breakpoint
-- The versions saved before: their audit rows say who wrote which version.
UPDATE "content_version" v SET "author" = a.actor
  FROM "content_entry" e, "audit_log" a
  WHERE e.id = v.entry_id AND a.entity = 'content'
    AND a.entity_id = e.type || '/' || e.identifier || '/' || e.locale
    AND a.after ->> 'version' = v.version::text;--> statement-breakpoint
UPDATE "content_version" v SET "author_name" = s.name
  FROM "staff_member" s WHERE lower(s.email) = lower(v.author);
