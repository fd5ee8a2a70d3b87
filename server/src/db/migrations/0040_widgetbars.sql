CREATE TABLE "widgetbars" (
	"identifier" text PRIMARY KEY NOT NULL,
	"group_id" char(24),
	"slug" text NOT NULL,
	"widgets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widgetbars" ADD CONSTRAINT "widgetbars_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widgetbars_group_idx" ON "widgetbars" USING btree ("group_id");