CREATE TABLE "group_activity_counts" (
	"group_id" char(24) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_activity_counts" ADD CONSTRAINT "group_activity_counts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "group_activity_counts" ("group_id", "count")
  SELECT "group_id", count(*)::int FROM "activities" WHERE "group_id" IS NOT NULL GROUP BY "group_id";
--> statement-breakpoint
CREATE FUNCTION "group_activity_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "group_activity_counts" ("group_id", "count")
    SELECT "group_id", count(*)::int FROM "added" WHERE "group_id" IS NOT NULL GROUP BY "group_id"
  ON CONFLICT ("group_id") DO UPDATE SET "count" = "group_activity_counts"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "group_activity_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group_activity_counts" c SET "count" = greatest(c."count" - r."n", 0)
    FROM (SELECT "group_id", count(*)::int AS "n" FROM "removed" WHERE "group_id" IS NOT NULL GROUP BY "group_id") r
    WHERE c."group_id" = r."group_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activities_counted_in" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "group_activity_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "activities_counted_out" AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "group_activity_counts_remove"();
