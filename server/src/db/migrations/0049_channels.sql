CREATE TABLE "channel_admins" (
	"channel_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	CONSTRAINT "channel_admins_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "channel_favorites" (
	"channel_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_favorites_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_subscriptions" (
	"channel_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscriptions_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_visits" (
	"channel_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_visits_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_widgets" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"channel_id" char(24) NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"hide_title" boolean DEFAULT false NOT NULL,
	"title_background_override" text DEFAULT '' NOT NULL,
	"w" integer DEFAULT 1 NOT NULL,
	"fields" jsonb NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_page" boolean DEFAULT false NOT NULL,
	"blog_id" char(24),
	"creator_id" char(24),
	"design" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"subscribers_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_admins" ADD CONSTRAINT "channel_admins_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_admins" ADD CONSTRAINT "channel_admins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_favorites" ADD CONSTRAINT "channel_favorites_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_favorites" ADD CONSTRAINT "channel_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_visits" ADD CONSTRAINT "channel_visits_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_visits" ADD CONSTRAINT "channel_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_widgets" ADD CONSTRAINT "channel_widgets_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_admins_member_idx" ON "channel_admins" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "channel_favorites_channel_idx" ON "channel_favorites" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channel_subscriptions_channel_idx" ON "channel_subscriptions" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channel_visits_recent_idx" ON "channel_visits" USING btree ("member_id","visited_at");--> statement-breakpoint
CREATE INDEX "channel_widgets_channel_idx" ON "channel_widgets" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_slug_idx" ON "channels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "channels_title_idx" ON "channels" USING btree (lower("title"));