CREATE TABLE "geocodes" (
	"query" text PRIMARY KEY NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"geocoded_at" timestamp with time zone DEFAULT now() NOT NULL
);
