CREATE TABLE "abuse_reports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"reporter_id" char(24),
	"subject_type" text NOT NULL,
	"subject_id" char(24) NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"note" text,
	"handled_by_id" char(24),
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_handled_by_id_members_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_state_idx" ON "abuse_reports" USING btree ("state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_reports_open_unique" ON "abuse_reports" USING btree ("reporter_id","subject_type","subject_id") WHERE "abuse_reports"."state" = 'open';