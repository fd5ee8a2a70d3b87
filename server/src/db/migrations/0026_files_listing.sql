DROP INDEX "files_folder_idx";--> statement-breakpoint
CREATE INDEX "files_folder_name_idx" ON "files" USING btree ("folder_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "files_folder_size_idx" ON "files" USING btree ("folder_id","size","id");--> statement-breakpoint
CREATE INDEX "files_folder_updated_idx" ON "files" USING btree ("folder_id","updated_at","id");