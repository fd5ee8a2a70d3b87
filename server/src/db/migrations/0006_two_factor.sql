CREATE TABLE "authentication_factors" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"type" text NOT NULL,
	"secret" text NOT NULL,
	"last_used_counter" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backup_codes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" char(24) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authentication_factors" ADD CONSTRAINT "authentication_factors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_codes" ADD CONSTRAINT "backup_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authentication_factors_member_type" ON "authentication_factors" USING btree ("member_id","type");--> statement-breakpoint
CREATE INDEX "backup_codes_member_idx" ON "backup_codes" USING btree ("member_id");