CREATE TABLE "circular_recipients" (
	"circular_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "circular_recipients_circular_id_member_id_pk" PRIMARY KEY("circular_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "circulars" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"group_id" char(24),
	"author_id" char(24),
	"title" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circular_recipients" ADD CONSTRAINT "circular_recipients_circular_id_circulars_id_fk" FOREIGN KEY ("circular_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circular_recipients" ADD CONSTRAINT "circular_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circular_recipients_member_idx" ON "circular_recipients" USING btree ("member_id","circular_id");--> statement-breakpoint
CREATE INDEX "circular_recipients_pending_idx" ON "circular_recipients" USING btree ("member_id") WHERE "circular_recipients"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "circulars_group_idx" ON "circulars" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "circulars_author_idx" ON "circulars" USING btree ("author_id","id");