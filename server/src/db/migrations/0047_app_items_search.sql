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
