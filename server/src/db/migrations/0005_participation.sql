CREATE TABLE "appointment_invites" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"appointment_id" char(24) NOT NULL,
	"invitee_id" char(24) NOT NULL,
	"inviter_id" char(24),
	"status" text DEFAULT 'open' NOT NULL,
	"via_type" text DEFAULT 'member' NOT NULL,
	"via_id" char(24),
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"appointment_id" char(24) NOT NULL,
	"member_id" char(24) NOT NULL,
	"status" text NOT NULL,
	"group_id" char(24),
	"role_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_bookings" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"room_id" char(24) NOT NULL,
	"appointment_id" char(24) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_invites" ADD CONSTRAINT "appointment_invites_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_invites" ADD CONSTRAINT "appointment_invites_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_invites" ADD CONSTRAINT "appointment_invites_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_role_id_membership_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."membership_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_invites_unique" ON "appointment_invites" USING btree ("appointment_id","invitee_id");--> statement-breakpoint
CREATE INDEX "appointment_invites_invitee_idx" ON "appointment_invites" USING btree ("invitee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_unique" ON "participations" USING btree ("appointment_id","member_id");--> statement-breakpoint
CREATE INDEX "participations_member_idx" ON "participations" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "participations_appointment_status_idx" ON "participations" USING btree ("appointment_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "room_bookings_appointment_unique" ON "room_bookings" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "room_bookings_room_time_idx" ON "room_bookings" USING btree ("room_id","starts_at");