CREATE TABLE "file_pending_versions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"file_id" char(24) NOT NULL,
	"upload_id" char(24) NOT NULL,
	"author_id" char(24),
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_exports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"folder_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"upload_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_sets" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"context_type" text NOT NULL,
	"context_id" char(24),
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "review_status" jsonb;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "wopi_lock" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "wopi_lock_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "file_pending_versions" ADD CONSTRAINT "file_pending_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_pending_versions" ADD CONSTRAINT "file_pending_versions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_pending_versions" ADD CONSTRAINT "file_pending_versions_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_exports" ADD CONSTRAINT "folder_exports_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_exports" ADD CONSTRAINT "folder_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_pending_versions_file_idx" ON "file_pending_versions" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_pending_versions_upload_unique" ON "file_pending_versions" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "folder_exports_folder_idx" ON "folder_exports" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_sets_context_unique" ON "property_sets" USING btree ("name","context_type",coalesce("context_id", ''));