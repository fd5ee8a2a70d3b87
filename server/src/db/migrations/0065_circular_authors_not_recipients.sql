-- The author of a circular is not one of its recipients (docs/spec-coverage.md, Circulars): circulars sent before
-- counted them, asked them to confirm and added to their unread count. Their rows go, and the counts follow.
DELETE FROM "circular_recipients" r USING "circulars" c WHERE r."circular_id" = c."id" AND r."member_id" = c."author_id";
--> statement-breakpoint
UPDATE "circulars" c SET "recipient_count" = (SELECT count(*) FROM "circular_recipients" r WHERE r."circular_id" = c."id")
WHERE c."recipient_count" <> (SELECT count(*) FROM "circular_recipients" r WHERE r."circular_id" = c."id");
