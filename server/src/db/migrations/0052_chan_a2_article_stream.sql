ALTER TABLE "articles" ADD COLUMN "post_to_stream" boolean DEFAULT true NOT NULL;
