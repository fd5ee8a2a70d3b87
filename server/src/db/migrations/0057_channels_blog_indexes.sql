DROP INDEX "articles_blog_published_idx";--> statement-breakpoint
CREATE INDEX "articles_blog_newest_idx" ON "articles" USING btree ("blog_id",coalesce("published_at", "created_at") desc,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channels_blog_idx" ON "channels" USING btree ("blog_id");