CREATE TABLE "file_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"file_ids" text[] NOT NULL,
	"folder_ids" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_tokens" ADD CONSTRAINT "file_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tokens_expiry_idx" ON "file_tokens" USING btree ("expires_at");