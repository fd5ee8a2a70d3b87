CREATE TABLE "chat_file_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"message_id" char(24) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_member_states" (
	"chat_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"last_read_id" char(24),
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"last_received_id" char(24),
	"last_received_seq" integer DEFAULT 0 NOT NULL,
	"muted_until" timestamp with time zone,
	"app_muted_until" timestamp with time zone,
	"last_interacted_at" timestamp with time zone,
	CONSTRAINT "chat_member_states_chat_id_member_id_pk" PRIMARY KEY("chat_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_message_attachments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"message_id" char(24) NOT NULL,
	"upload_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"chat_id" char(24) NOT NULL,
	"seq" integer NOT NULL,
	"author_id" char(24),
	"cid" text,
	"text" text NOT NULL,
	"quoted_message_id" char(24),
	"link_crawl_id" char(24),
	"link_url" text,
	"link_title" text,
	"link_description" text,
	"link_site_name" text,
	"link_image_upload_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_profiles" (
	"member_id" char(24) PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"status_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_id" char(24),
	"member_a" char(24),
	"member_b" char(24),
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_file_tokens" ADD CONSTRAINT "chat_file_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_file_tokens" ADD CONSTRAINT "chat_file_tokens_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_member_states" ADD CONSTRAINT "chat_member_states_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_member_states" ADD CONSTRAINT "chat_member_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_link_image_upload_id_uploads_id_fk" FOREIGN KEY ("link_image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_member_a_members_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_member_b_members_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_file_tokens_expiry_idx" ON "chat_file_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "chat_member_states_member_idx" ON "chat_member_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_message_attachments_message_idx" ON "chat_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_message_attachments_upload_idx" ON "chat_message_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_unique" ON "chat_messages" USING btree ("chat_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_cid_unique" ON "chat_messages" USING btree ("author_id","cid");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_group_unique" ON "chats" USING btree ("group_id") WHERE "chats"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_unique" ON "chats" USING btree ("member_a","member_b") WHERE "chats"."member_a" is not null;--> statement-breakpoint
CREATE INDEX "chats_member_b_idx" ON "chats" USING btree ("member_b","last_message_at");--> statement-breakpoint
CREATE INDEX "chats_member_a_idx" ON "chats" USING btree ("member_a","last_message_at");