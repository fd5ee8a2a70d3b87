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

--> statement-breakpoint
CREATE TABLE "mailbox_counts" (
	"member_id" char(24) NOT NULL,
	"folder" text NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mailbox_counts_member_id_folder_pk" PRIMARY KEY("member_id","folder")
);
--> statement-breakpoint
ALTER TABLE "mailbox_counts" ADD CONSTRAINT "mailbox_counts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "mailbox_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locks counter rows in one order (member, folder) so that concurrent statements do not deadlock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "mailbox_counts" ("member_id", "folder", "live")
      SELECT "member_id", "folder", count(*) FROM "new_rows" WHERE NOT "deleted" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("member_id", "folder") DO UPDATE SET "live" = "mailbox_counts"."live" + excluded."live";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "mailbox_counts" ("member_id", "folder", "live")
      SELECT "member_id", "folder", sum("d") FROM (
        SELECT "member_id", "folder", 1 AS "d" FROM "new_rows" WHERE NOT "deleted"
        UNION ALL
        SELECT "member_id", "folder", -1 FROM "old_rows" WHERE NOT "deleted"
      ) "changes" GROUP BY 1, 2 HAVING sum("d") <> 0 ORDER BY 1, 2
      ON CONFLICT ("member_id", "folder") DO UPDATE SET "live" = "mailbox_counts"."live" + excluded."live";
  ELSE
    UPDATE "mailbox_counts" "c" SET "live" = "c"."live" - "gone"."n"
      FROM (SELECT "member_id", "folder", count(*) AS "n" FROM "old_rows" WHERE NOT "deleted" GROUP BY 1, 2) "gone"
      WHERE "c"."member_id" = "gone"."member_id" AND "c"."folder" = "gone"."folder";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mailbox_counts_insert" AFTER INSERT ON "mailbox_entries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mailbox_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "mailbox_counts_update" AFTER UPDATE ON "mailbox_entries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mailbox_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "mailbox_counts_delete" AFTER DELETE ON "mailbox_entries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mailbox_counts_keep"();
--> statement-breakpoint
INSERT INTO "mailbox_counts" ("member_id", "folder", "live")
  SELECT "member_id", "folder", count(*) FROM "mailbox_entries" WHERE NOT "deleted" GROUP BY 1, 2;
