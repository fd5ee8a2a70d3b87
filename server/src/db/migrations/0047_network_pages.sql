ALTER TABLE "group_pages" ALTER COLUMN "group_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "group_pages" ADD COLUMN "parent_id" char(24);--> statement-breakpoint
ALTER TABLE "group_pages" ADD COLUMN "show_in_userbar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_pages" ADD CONSTRAINT "group_pages_parent_id_group_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."group_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_pages_network_slug_unique" ON "group_pages" USING btree ("slug") WHERE "group_pages"."group_id" is null;--> statement-breakpoint
CREATE INDEX "group_pages_parent_idx" ON "group_pages" USING btree ("parent_id");