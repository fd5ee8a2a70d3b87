CREATE TABLE "appointment_calendars" (
	"appointment_id" char(24) NOT NULL,
	"calendar_id" char(24) NOT NULL,
	CONSTRAINT "appointment_calendars_appointment_id_calendar_id_pk" PRIMARY KEY("appointment_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_categories" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"start_local" text NOT NULL,
	"end_local" text,
	"rrule" text,
	"recurrence_frequency" text,
	"recurrence_interval" integer,
	"recurrence_end_local" text,
	"recurrence_ends_at" timestamp with time zone,
	"series_id" char(24),
	"original_starts_at" timestamp with time zone,
	"excluded" boolean DEFAULT false NOT NULL,
	"location" jsonb,
	"category_id" char(24),
	"cancelled_at" timestamp with time zone,
	"event_settings" jsonb NOT NULL,
	"event_image_id" char(24),
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_to_stream" boolean DEFAULT false NOT NULL,
	"author_id" char(24),
	"last_author_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"member_id" char(24) PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_shares" (
	"calendar_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_shares_calendar_id_member_id_pk" PRIMARY KEY("calendar_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"type" text NOT NULL,
	"group_id" char(24),
	"author_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_calendars" ADD CONSTRAINT "appointment_calendars_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_calendars" ADD CONSTRAINT "appointment_calendars_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_category_id_appointment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."appointment_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_last_author_id_members_id_fk" FOREIGN KEY ("last_author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD CONSTRAINT "calendar_shares_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD CONSTRAINT "calendar_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_calendars_calendar_idx" ON "appointment_calendars" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_recurring_idx" ON "appointments" USING btree ("recurrence_ends_at");--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id","original_starts_at");--> statement-breakpoint
CREATE INDEX "appointments_author_idx" ON "appointments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "calendar_shares_member_idx" ON "calendar_shares" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "calendars_group_idx" ON "calendars" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "calendars_author_idx" ON "calendars" USING btree ("author_id","type");