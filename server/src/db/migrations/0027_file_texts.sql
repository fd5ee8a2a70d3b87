CREATE TABLE "file_texts" (
	"file_id" char(24) PRIMARY KEY NOT NULL,
	"upload_id" char(24) NOT NULL,
	"state" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"error" text,
	"extracted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_texts" ADD CONSTRAINT "file_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;