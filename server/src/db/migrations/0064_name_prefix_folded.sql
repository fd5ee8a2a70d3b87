-- A typed name finds its member accents and case aside ("kohler" finds Köhler): the prefix indexes move to the folded names.
DROP INDEX "members_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "members_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "members_first_name_prefix_idx" ON "members" USING btree ("first_name_sort" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_last_name_prefix_idx" ON "members" USING btree ("last_name_sort" text_pattern_ops);