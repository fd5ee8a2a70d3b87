CREATE TABLE "app_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"app_id" char(24) NOT NULL,
	"values" jsonb NOT NULL,
	"position" text NOT NULL,
	"created_by_id" char(24),
	"archived_at" timestamp with time zone,
	"archived_by_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"group_id" char(24),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"show_in_userbar" boolean DEFAULT false NOT NULL,
	"fields" jsonb NOT NULL,
	"item_layout" jsonb NOT NULL,
	"view" text DEFAULT 'wall' NOT NULL,
	"column_property" text,
	"integrations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_created_by_id_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_archived_by_id_members_id_fk" FOREIGN KEY ("archived_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_items_app_position_idx" ON "app_items" USING btree ("app_id",("archived_at" is null),"position" collate "C");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_slug_unique" ON "apps" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "apps_group_idx" ON "apps" USING btree ("group_id");