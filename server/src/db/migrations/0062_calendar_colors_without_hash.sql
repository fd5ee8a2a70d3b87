-- Calendar colours are six hex digits without "#" (calendar.md §3). The demo seed wrote its calendars' colours with
-- one, which the client drew as "##…" (no colour at all).
UPDATE "calendars" SET "color" = lower(substr("color", 2)) WHERE "color" ~ '^#[0-9a-fA-F]{6}$';
