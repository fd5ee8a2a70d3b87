CREATE TABLE "statistics_rollup_scopes" (
	"zone" text NOT NULL,
	"scope" text NOT NULL,
	"rolled_until" date,
	CONSTRAINT "statistics_rollup_scopes_zone_scope_pk" PRIMARY KEY("zone","scope")
);
--> statement-breakpoint
CREATE TABLE "statistics_rollups" (
	"zone" text NOT NULL,
	"scope" text NOT NULL,
	"series" text NOT NULL,
	"interval" text NOT NULL,
	"bucket" date NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "statistics_rollups_zone_scope_series_interval_bucket_pk" PRIMARY KEY("zone","scope","series","interval","bucket")
);
