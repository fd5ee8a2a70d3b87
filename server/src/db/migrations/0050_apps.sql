CREATE TABLE "app_items" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"app_id" char(24) NOT NULL,
	"values" jsonb NOT NULL,
	"position" text NOT NULL,
	"created_by_id" char(24),
	"archived_at" timestamp with time zone,
	"archived_by_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"group_id" char(24),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"show_in_userbar" boolean DEFAULT false NOT NULL,
	"fields" jsonb NOT NULL,
	"item_layout" jsonb NOT NULL,
	"view" text DEFAULT 'wall' NOT NULL,
	"column_property" text,
	"integrations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_created_by_id_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_archived_by_id_members_id_fk" FOREIGN KEY ("archived_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_items_app_position_idx" ON "app_items" USING btree ("app_id",("archived_at" is null),"position" collate "C");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_slug_unique" ON "apps" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "apps_group_idx" ON "apps" USING btree ("group_id");
--> statement-breakpoint
-- App items in the search (communication.md "items"): every text value of an item (text, rich text, option ids and
-- tags; rich text's markup is stripped by search_document), set by a trigger in the statement that writes it.
ALTER TABLE app_items ADD COLUMN search_vector tsvector;--> statement-breakpoint
CREATE FUNCTION app_items_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(coalesce((
    SELECT string_agg(v.value, ' ') FROM jsonb_each(NEW."values") AS e,
      LATERAL (SELECT e.value #>> '{}' AS value WHERE jsonb_typeof(e.value) = 'string'
               UNION ALL SELECT x FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) AS x) AS v
  ), ''));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER app_items_search BEFORE INSERT OR UPDATE OF "values", search_vector ON app_items
  FOR EACH ROW EXECUTE FUNCTION app_items_search_trigger();--> statement-breakpoint
CREATE INDEX app_items_search_idx ON app_items USING gin (search_vector);
