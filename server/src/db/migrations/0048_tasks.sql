CREATE TABLE "task_assignees" (
	"task_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "task_assignees_task_id_member_id_pk" PRIMARY KEY("task_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "task_notes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_stars" (
	"task_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_stars_member_id_task_id_pk" PRIMARY KEY("member_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_on" date,
	"creator_id" char(24),
	"group_id" char(24),
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_notes" ADD CONSTRAINT "task_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_stars" ADD CONSTRAINT "task_stars_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_stars" ADD CONSTRAINT "task_stars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_assignees_member_idx" ON "task_assignees" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "task_notes_member_idx" ON "task_notes" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_creator_idx" ON "tasks" USING btree ("creator_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_group_idx" ON "tasks" USING btree ("group_id","id" DESC NULLS LAST) WHERE "tasks"."group_id" is not null;
--> statement-breakpoint
ALTER TABLE "group_pages" ALTER COLUMN "group_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "group_pages" ADD COLUMN "parent_id" char(24);--> statement-breakpoint
ALTER TABLE "group_pages" ADD COLUMN "show_in_userbar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_pages" ADD CONSTRAINT "group_pages_parent_id_group_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."group_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_pages_network_slug_unique" ON "group_pages" USING btree ("slug") WHERE "group_pages"."group_id" is null;--> statement-breakpoint
CREATE INDEX "group_pages_parent_idx" ON "group_pages" USING btree ("parent_id");
--> statement-breakpoint
CREATE TABLE "geocodes" (
	"query" text PRIMARY KEY NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"geocoded_at" timestamp with time zone DEFAULT now() NOT NULL
);
