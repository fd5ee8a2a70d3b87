CREATE TABLE "activity_links" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"activity_id" char(24),
	"reply_id" char(24),
	"position" integer DEFAULT 0 NOT NULL,
	"crawl_id" char(24) NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"description" text,
	"site_name" text,
	"image_upload_id" char(24),
	CONSTRAINT "activity_links_one_owner" CHECK (num_nonnulls("activity_links"."activity_id", "activity_links"."reply_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "crawls" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_by_id" char(24),
	"final_url" text,
	"title" text,
	"description" text,
	"site_name" text,
	"image_upload_id" char(24),
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_reply_id_activity_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."activity_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawls" ADD CONSTRAINT "crawls_started_by_id_members_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawls" ADD CONSTRAINT "crawls_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_links_activity_idx" ON "activity_links" USING btree ("activity_id") WHERE "activity_links"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_links_reply_idx" ON "activity_links" USING btree ("reply_id") WHERE "activity_links"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "crawls_url_idx" ON "crawls" USING btree ("url","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crawls_image_idx" ON "crawls" USING btree ("image_upload_id");--> statement-breakpoint
CREATE INDEX "crawls_started_by_idx" ON "crawls" USING btree ("started_by_id","created_at");