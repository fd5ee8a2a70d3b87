CREATE TABLE "group_invites" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"group_id" char(24) NOT NULL,
	"invitee_id" char(24) NOT NULL,
	"inviter_id" char(24),
	"status" text DEFAULT 'open' NOT NULL,
	"additional_message" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"member_id" char(24) PRIMARY KEY NOT NULL,
	"notifications" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "rejection_message" text;--> statement-breakpoint
ALTER TABLE "group_invites" ADD CONSTRAINT "group_invites_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invites" ADD CONSTRAINT "group_invites_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invites" ADD CONSTRAINT "group_invites_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_invites_invitee_idx" ON "group_invites" USING btree ("invitee_id","status");--> statement-breakpoint
CREATE INDEX "group_invites_inviter_idx" ON "group_invites" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "group_invites_group_idx" ON "group_invites" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "change_requests_member_idx" ON "change_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "group_memberships_group_status_idx" ON "group_memberships" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "members_first_name_prefix_idx" ON "members" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_last_name_prefix_idx" ON "members" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_sort_first_idx" ON "members" USING btree ("first_name","last_name","id");