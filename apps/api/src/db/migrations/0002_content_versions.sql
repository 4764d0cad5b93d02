CREATE TABLE "content_version" (
	"entry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"config" jsonb NOT NULL,
	"script" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_entry_id_version_pk" PRIMARY KEY("entry_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_entry_id_content_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entry"("id") ON DELETE cascade ON UPDATE no action;