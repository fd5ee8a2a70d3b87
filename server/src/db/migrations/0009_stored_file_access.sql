ALTER TABLE "appointments" ADD COLUMN "description_image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_event_image_idx" ON "appointments" USING btree ("event_image_id");--> statement-breakpoint
CREATE INDEX "appointments_files_idx" ON "appointments" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "appointments_description_images_idx" ON "appointments" USING gin ("description_image_ids");--> statement-breakpoint
CREATE INDEX "groups_profile_image_idx" ON "groups" USING btree ("profile_image_id");--> statement-breakpoint
CREATE INDEX "members_avatar_image_idx" ON "members" USING btree ("avatar_image_id");--> statement-breakpoint
-- Stored images already shown in descriptions stay readable by the appointments' readers.
UPDATE "appointments" SET "description_image_ids" = (
  SELECT coalesce(jsonb_agg(DISTINCT m[1]), '[]'::jsonb)
  FROM regexp_matches("description", 'src="/api/storage/images/([0-9a-f]{24})', 'g') AS m
) WHERE "description" LIKE '%/api/storage/images/%';
