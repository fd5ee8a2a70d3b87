ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "members_admin_email_idx" ON "members" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "members_admin_sign_in_idx" ON "members" USING btree ("last_sign_in_at","id");