CREATE TABLE "articles" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"blog_id" char(24) NOT NULL,
	"title" text NOT NULL,
	"teaser" text,
	"image_id" char(24),
	"html_content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"parent_id" char(24),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publish_as" text DEFAULT 'blog_title' NOT NULL,
	"policy_settings" jsonb DEFAULT '{"create_and_update":{"permitted_audience":[]},"publish_and_unpublish":{"permitted_audience":[]}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_blog_published_idx" ON "articles" USING btree ("blog_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_parent_unique" ON "blogs" USING btree ("parent_id");--> statement-breakpoint
-- Search (docs/ARCHITECTURE.md "Search"): an article's title (A), teaser (B) and text (C), kept by a trigger.
ALTER TABLE articles ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE articles ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION articles_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.title, coalesce(NEW.teaser, ''), NEW.html_content);
  NEW.search_name := search_fold(NEW.title);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_search BEFORE INSERT OR UPDATE OF title, teaser, html_content, search_vector ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_search_trigger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION networks_search_language_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS DISTINCT FROM OLD.language THEN
    UPDATE activities SET search_vector = NULL;
    UPDATE messages SET search_vector = NULL;
    UPDATE appointments SET search_vector = NULL;
    UPDATE files SET search_vector = NULL;
    UPDATE folders SET search_vector = NULL;
    UPDATE members SET search_vector = NULL;
    UPDATE groups SET search_vector = NULL;
    UPDATE group_pages SET search_vector = NULL;
    UPDATE articles SET search_vector = NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE INDEX articles_search_idx ON articles USING gin (search_vector);--> statement-breakpoint
CREATE INDEX articles_search_name_idx ON articles USING gin (search_name gin_trgm_ops);
