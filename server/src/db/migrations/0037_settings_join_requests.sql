CREATE TABLE "network_join_requests" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile" jsonb NOT NULL,
	"language" text NOT NULL,
	"external" boolean NOT NULL,
	"status" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" char(24),
	"member_id" char(24)
);
--> statement-breakpoint
ALTER TABLE "network_join_requests" ADD CONSTRAINT "network_join_requests_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_join_requests" ADD CONSTRAINT "network_join_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_join_requests_token_idx" ON "network_join_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "network_join_requests_status_idx" ON "network_join_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "network_join_requests_email_idx" ON "network_join_requests" USING btree ("email");