CREATE TABLE "mailbox_entries" (
	"member_id" char(24) NOT NULL,
	"conversation_id" char(24) NOT NULL,
	"folder" text NOT NULL,
	"message_id" char(24) NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mailbox_entries_member_id_conversation_id_folder_pk" PRIMARY KEY("member_id","conversation_id","folder")
);
--> statement-breakpoint
CREATE TABLE "member_ignores" (
	"member_id" char(24) NOT NULL,
	"ignored_member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_ignores_member_id_ignored_member_id_pk" PRIMARY KEY("member_id","ignored_member_id")
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"message_id" char(24) NOT NULL,
	"upload_id" char(24) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_attachments_message_id_upload_id_pk" PRIMARY KEY("message_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "message_conversations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	CONSTRAINT "message_recipients_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"conversation_id" char(24) NOT NULL,
	"author_id" char(24),
	"subject" text DEFAULT '' NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"plain_content" text DEFAULT '' NOT NULL,
	"to_all" boolean DEFAULT false NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_conversation_id_message_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."message_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ignores" ADD CONSTRAINT "member_ignores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ignores" ADD CONSTRAINT "member_ignores_ignored_member_id_members_id_fk" FOREIGN KEY ("ignored_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_message_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."message_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_entries_listing_idx" ON "mailbox_entries" USING btree ("member_id","folder","last_activity" DESC NULLS LAST,"conversation_id" DESC NULLS LAST) WHERE "mailbox_entries"."deleted" = false;--> statement-breakpoint
CREATE INDEX "mailbox_entries_unread_idx" ON "mailbox_entries" USING btree ("member_id") WHERE "mailbox_entries"."folder" = 'inbox' and "mailbox_entries"."read" = false and "mailbox_entries"."deleted" = false;--> statement-breakpoint
CREATE INDEX "member_ignores_ignored_idx" ON "member_ignores" USING btree ("ignored_member_id");--> statement-breakpoint
CREATE INDEX "message_attachments_upload_idx" ON "message_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "message_recipients_member_idx" ON "message_recipients" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_author_idx" ON "messages" USING btree ("author_id");