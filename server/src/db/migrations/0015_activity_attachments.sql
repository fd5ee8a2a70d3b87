CREATE TABLE "activity_attachments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"activity_id" char(24),
	"reply_id" char(24),
	"upload_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_attachments_one_owner" CHECK (num_nonnulls("activity_attachments"."activity_id", "activity_attachments"."reply_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_reply_id_activity_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."activity_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_attachments_activity_idx" ON "activity_attachments" USING btree ("activity_id") WHERE "activity_attachments"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_attachments_reply_idx" ON "activity_attachments" USING btree ("reply_id") WHERE "activity_attachments"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_attachments_upload_idx" ON "activity_attachments" USING btree ("upload_id");