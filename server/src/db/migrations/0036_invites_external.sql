CREATE TABLE "external_invites" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"user_type" text NOT NULL,
	"group_ids" jsonb NOT NULL,
	"scope_type" text NOT NULL,
	"scope_id" char(24),
	"inviter_id" char(24),
	"batch_id" char(24),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"member_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_batches" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"inviter_id" char(24),
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_invites" ADD CONSTRAINT "external_invites_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_invites" ADD CONSTRAINT "external_invites_batch_id_invite_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invite_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_invites" ADD CONSTRAINT "external_invites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_batches" ADD CONSTRAINT "invite_batches_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_invites_token_unique" ON "external_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_invites_scope_idx" ON "external_invites" USING btree ("scope_type","scope_id","created_at");--> statement-breakpoint
CREATE INDEX "external_invites_email_idx" ON "external_invites" USING btree (lower("email"),"status");--> statement-breakpoint
CREATE INDEX "external_invites_batch_idx" ON "external_invites" USING btree ("batch_id");