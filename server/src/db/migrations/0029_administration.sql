CREATE TABLE "audit_events" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"actor_id" char(24),
	"membership_id" char(24),
	"subject_type" text NOT NULL,
	"subject_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_text_acceptances" (
	"member_id" char(24) NOT NULL,
	"version_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_text_acceptances_member_id_version_id_pk" PRIMARY KEY("member_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "legal_text_versions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"legal_text_id" char(24) NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"statement" text NOT NULL,
	"html_text" text NOT NULL,
	"author_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"statement" text NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_membership_id_members_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_text_acceptances" ADD CONSTRAINT "legal_text_acceptances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_text_acceptances" ADD CONSTRAINT "legal_text_acceptances_version_id_legal_text_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_text_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD CONSTRAINT "legal_text_versions_legal_text_id_legal_texts_id_fk" FOREIGN KEY ("legal_text_id") REFERENCES "public"."legal_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD CONSTRAINT "legal_text_versions_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_type_created_idx" ON "audit_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_events_membership_idx" ON "audit_events" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "legal_text_acceptances_version_idx" ON "legal_text_acceptances" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_text_versions_number_unique" ON "legal_text_versions" USING btree ("legal_text_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_texts_handle_unique" ON "legal_texts" USING btree ("handle");