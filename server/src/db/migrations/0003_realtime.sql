CREATE TABLE "socket_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "socket_tokens" ADD CONSTRAINT "socket_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "socket_tokens_member_idx" ON "socket_tokens" USING btree ("member_id");