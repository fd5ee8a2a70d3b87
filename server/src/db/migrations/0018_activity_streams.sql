CREATE TABLE "activity_stream_unsubscriptions" (
	"stream_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_stream_unsubscriptions_member_id_stream_id_pk" PRIMARY KEY("member_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "activity_streams" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_stream_unsubscriptions" ADD CONSTRAINT "activity_stream_unsubscriptions_stream_id_activity_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."activity_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stream_unsubscriptions" ADD CONSTRAINT "activity_stream_unsubscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_streams_slug_unique" ON "activity_streams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "activities_stream_idx" ON "activities" USING btree ("stream_slug","id" DESC NULLS FIRST) WHERE "activities"."group_id" is null;