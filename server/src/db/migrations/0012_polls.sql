CREATE TABLE "activity_poll_options" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"activity_id" char(24) NOT NULL,
	"position" integer NOT NULL,
	"label" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_poll_votes" (
	"option_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"activity_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_poll_votes_option_id_member_id_pk" PRIMARY KEY("option_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "activity_polls" (
	"activity_id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"multiple_choice" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"closed" boolean DEFAULT false NOT NULL,
	"voter_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_poll_options" ADD CONSTRAINT "activity_poll_options_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_poll_votes" ADD CONSTRAINT "activity_poll_votes_option_id_activity_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."activity_poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_poll_votes" ADD CONSTRAINT "activity_poll_votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_poll_votes" ADD CONSTRAINT "activity_poll_votes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_polls" ADD CONSTRAINT "activity_polls_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_poll_options_activity_idx" ON "activity_poll_options" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "activity_poll_votes_option_idx" ON "activity_poll_votes" USING btree ("option_id","created_at","member_id");--> statement-breakpoint
CREATE INDEX "activity_poll_votes_member_idx" ON "activity_poll_votes" USING btree ("activity_id","member_id");