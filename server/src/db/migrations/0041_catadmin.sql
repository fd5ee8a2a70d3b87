CREATE TABLE "group_category_admins" (
	"group_category_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_category_admins" ADD CONSTRAINT "group_category_admins_group_category_id_group_categories_id_fk" FOREIGN KEY ("group_category_id") REFERENCES "public"."group_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_category_admins" ADD CONSTRAINT "group_category_admins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_category_admins_unique" ON "group_category_admins" USING btree ("group_category_id","member_id");--> statement-breakpoint
CREATE INDEX "group_category_admins_member_idx" ON "group_category_admins" USING btree ("member_id","group_category_id");