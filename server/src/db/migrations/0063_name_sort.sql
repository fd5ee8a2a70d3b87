-- Names sort as a reader expects (Köhler before Krüger, Ärzte before Zoll), whatever the database's collation: a folded
-- copy of each member's and group's name, lower case without accents and with ß as ss, carries the lists' orders.
DROP INDEX "members_name_idx";--> statement-breakpoint
DROP INDEX "members_sort_first_idx";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (replace(regexp_replace(normalize(lower("name"), NFD), '[\u0300-\u036f]', '', 'g'), 'ß', 'ss')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_name_sort" text GENERATED ALWAYS AS (replace(regexp_replace(normalize(lower("first_name"), NFD), '[\u0300-\u036f]', '', 'g'), 'ß', 'ss')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_name_sort" text GENERATED ALWAYS AS (replace(regexp_replace(normalize(lower("last_name"), NFD), '[\u0300-\u036f]', '', 'g'), 'ß', 'ss')) STORED;--> statement-breakpoint
CREATE INDEX "groups_name_sort_idx" ON "groups" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "members_name_idx" ON "members" USING btree ("last_name_sort","first_name_sort","id");--> statement-breakpoint
CREATE INDEX "members_sort_first_idx" ON "members" USING btree ("first_name_sort","last_name_sort","id");