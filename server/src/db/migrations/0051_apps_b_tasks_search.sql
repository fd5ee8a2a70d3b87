-- Tasks in the search: title (A) and description (B), and the folded title for typos and suggestions, set by a
-- trigger in the statement that writes them (like 0025_search.sql).
ALTER TABLE tasks ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE tasks ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION tasks_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.title, NEW.description);
  NEW.search_name := search_fold(NEW.title);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_search BEFORE INSERT OR UPDATE OF title, description, search_vector ON tasks
  FOR EACH ROW EXECUTE FUNCTION tasks_search_trigger();--> statement-breakpoint
-- A change of the network's language re-stems the tasks too (a trigger of its own: the shared one stays as it is).
CREATE FUNCTION networks_search_language_tasks_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS DISTINCT FROM OLD.language THEN
    UPDATE tasks SET search_vector = NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER networks_search_language_tasks AFTER UPDATE OF language ON networks
  FOR EACH ROW EXECUTE FUNCTION networks_search_language_tasks_trigger();--> statement-breakpoint
UPDATE tasks SET search_vector = NULL;--> statement-breakpoint
CREATE INDEX tasks_search_idx ON tasks USING gin (search_vector);--> statement-breakpoint
CREATE INDEX tasks_search_name_idx ON tasks USING gin (search_name gin_trgm_ops);
