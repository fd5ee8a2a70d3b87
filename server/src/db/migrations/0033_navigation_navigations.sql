CREATE TABLE "navigations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_id" char(24),
	"context_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "navigations" ADD CONSTRAINT "navigations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "navigations_context_unique" ON "navigations" USING btree ("kind","context_key");