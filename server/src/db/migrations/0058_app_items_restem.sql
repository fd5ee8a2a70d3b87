-- A change of the network's language re-stems the app items too (a trigger of its own, as 0051 did for tasks: the
-- shared one of 0025 stays as it is).
CREATE FUNCTION networks_search_language_app_items_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS DISTINCT FROM OLD.language THEN
    UPDATE app_items SET search_vector = NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER networks_search_language_app_items AFTER UPDATE OF language ON networks
  FOR EACH ROW EXECUTE FUNCTION networks_search_language_app_items_trigger();--> statement-breakpoint
-- Items written before a change of language that no trigger followed are stemmed in the language of now.
UPDATE app_items SET search_vector = NULL;
