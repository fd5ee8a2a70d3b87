DROP INDEX "audit_events_type_created_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_membership_idx";--> statement-breakpoint
CREATE INDEX "audit_events_details_trgm_idx" ON "audit_events" USING gin (("details"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_type_created_idx" ON "audit_events" USING btree ("event_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_membership_idx" ON "audit_events" USING btree ("membership_id","created_at","id");