CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at","author_id");--> statement-breakpoint
CREATE INDEX "activities_group_created_idx" ON "activities" USING btree ("group_id","created_at","author_id");--> statement-breakpoint
CREATE INDEX "activity_replies_created_idx" ON "activity_replies" USING btree ("created_at","author_id");--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");