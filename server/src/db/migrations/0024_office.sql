CREATE TABLE "office_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"file_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"write" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_access_tokens" ADD CONSTRAINT "office_access_tokens_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_access_tokens" ADD CONSTRAINT "office_access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_access_tokens_expiry_idx" ON "office_access_tokens" USING btree ("expires_at");