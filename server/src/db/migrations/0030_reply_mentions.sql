CREATE TABLE "activity_reply_mentions" (
	"reply_id" char(24) NOT NULL,
	"activity_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	CONSTRAINT "activity_reply_mentions_reply_id_member_id_pk" PRIMARY KEY("reply_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "activity_reply_mentions" ADD CONSTRAINT "activity_reply_mentions_reply_id_activity_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."activity_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reply_mentions" ADD CONSTRAINT "activity_reply_mentions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reply_mentions" ADD CONSTRAINT "activity_reply_mentions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_reply_mentions_member_idx" ON "activity_reply_mentions" USING btree ("member_id","activity_id" DESC NULLS FIRST);