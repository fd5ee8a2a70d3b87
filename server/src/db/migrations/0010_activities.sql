CREATE TABLE "activities" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"group_id" char(24),
	"stream_slug" text DEFAULT 'all' NOT NULL,
	"author_id" char(24),
	"object_type" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"plain_content" text DEFAULT '' NOT NULL,
	"accepted_answer_id" char(24),
	"reply_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_likes" (
	"activity_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_likes_activity_id_member_id_pk" PRIMARY KEY("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "activity_mentions" (
	"activity_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	CONSTRAINT "activity_mentions_activity_id_member_id_pk" PRIMARY KEY("activity_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "activity_replies" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"activity_id" char(24) NOT NULL,
	"author_id" char(24),
	"type" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"quoted_reply_id" char(24),
	"state" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_tags" (
	"activity_id" char(24) NOT NULL,
	"tag_id" char(24) NOT NULL,
	CONSTRAINT "activity_tags_activity_id_tag_id_pk" PRIMARY KEY("activity_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_mentions" ADD CONSTRAINT "activity_mentions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_mentions" ADD CONSTRAINT "activity_mentions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_replies" ADD CONSTRAINT "activity_replies_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_replies" ADD CONSTRAINT "activity_replies_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tags" ADD CONSTRAINT "activity_tags_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tags" ADD CONSTRAINT "activity_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_network_idx" ON "activities" USING btree ("id" DESC NULLS FIRST) WHERE "activities"."group_id" is null;--> statement-breakpoint
CREATE INDEX "activities_group_idx" ON "activities" USING btree ("group_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_author_idx" ON "activities" USING btree ("author_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_likes_member_idx" ON "activity_likes" USING btree ("member_id","activity_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_mentions_member_idx" ON "activity_mentions" USING btree ("member_id","activity_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_replies_activity_idx" ON "activity_replies" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "activity_tags_tag_idx" ON "activity_tags" USING btree ("tag_id","activity_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_unique" ON "tags" USING btree (lower("name"));