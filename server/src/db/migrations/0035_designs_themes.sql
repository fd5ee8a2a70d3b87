CREATE TABLE "themes" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"context_type" text NOT NULL,
	"context_id" char(24),
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"logo_type" text DEFAULT 'default' NOT NULL,
	"logo_image_id" char(24),
	"favicon_image_id" char(24),
	"favicon_extension" text,
	"banner_type" text DEFAULT 'hidden' NOT NULL,
	"banner_image_id" char(24),
	"full_width" boolean DEFAULT false NOT NULL,
	"userbar_icon_type" text DEFAULT 'default' NOT NULL,
	"colors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_logo_image_id_uploads_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_favicon_image_id_uploads_id_fk" FOREIGN KEY ("favicon_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_banner_image_id_uploads_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "themes_context_idx" ON "themes" USING btree ("context_type","context_id");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_active_per_context" ON "themes" USING btree ("context_type",coalesce("context_id", '')) WHERE "themes"."active";