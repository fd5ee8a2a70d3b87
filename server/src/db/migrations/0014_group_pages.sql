CREATE TABLE "group_pages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"group_id" char(24) NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"author_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_pages" ADD CONSTRAINT "group_pages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_pages" ADD CONSTRAINT "group_pages_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_pages_group_slug_unique" ON "group_pages" USING btree ("group_id","slug");--> statement-breakpoint
CREATE INDEX "group_pages_group_position_idx" ON "group_pages" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "group_pages_author_idx" ON "group_pages" USING btree ("author_id");