-- Socket tokens issued before they belonged to a session cannot be tied to one: they end now (clients fetch new ones).
DELETE FROM "socket_tokens";--> statement-breakpoint
ALTER TABLE "socket_tokens" ADD COLUMN "session_token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "socket_tokens" ADD CONSTRAINT "socket_tokens_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "socket_tokens_session_idx" ON "socket_tokens" USING btree ("session_token_hash");