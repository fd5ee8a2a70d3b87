-- Search, round 3 (issue 29): a post's tags are words of it, a typo is a small edit of a word rather than any name
-- sharing its beginning, and a file's document text is searched below its name and description.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint

-- An activity's tags (given beside the text, not inside it) are words of its document, weighted below the text: a
-- post tagged #newcomertest is found by the word "newcomertest" too.
CREATE OR REPLACE FUNCTION activities_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.plain_content, (
    SELECT string_agg(t.name, ' ') FROM activity_tags x JOIN tags t ON t.id = x.tag_id WHERE x.activity_id = NEW.id));
  RETURN NEW;
END $$;--> statement-breakpoint
-- Tags are written after the activity's row (and replaced on an edit): each statement that adds or removes some
-- re-reads the documents of the activities it touched.
CREATE FUNCTION activity_tags_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET search_vector = NULL WHERE id IN (SELECT activity_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activity_tags_search_insert AFTER INSERT ON activity_tags REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION activity_tags_search_trigger();--> statement-breakpoint
CREATE TRIGGER activity_tags_search_delete AFTER DELETE ON activity_tags REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION activity_tags_search_trigger();--> statement-breakpoint
UPDATE activities SET search_vector = NULL WHERE id IN (SELECT activity_id FROM activity_tags);--> statement-breakpoint

-- A name matches typed words "within a typo" (search.repo.ts documentMatch) only when one typed word of three or more
-- letters is within the edit distance Elasticsearch's AUTO fuzziness allows of one word of the name: 1 up to five
-- letters, 2 beyond. The trigram similarity alone let a longer word reach every name sharing its beginning
-- ("newcomertest" found the folder "Newcomers"). Both arguments are folded (search_fold).
CREATE FUNCTION search_typo_near(typed text, name text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT EXISTS (
    SELECT 1 FROM regexp_split_to_table(typed, '[^[:alnum:]]+') AS t(word),
      regexp_split_to_table(name, '[^[:alnum:]]+') AS n(word)
    WHERE length(t.word) >= 3 AND n.word <> ''
      AND levenshtein_less_equal(left(t.word, 255), left(n.word, 255), CASE WHEN length(t.word) <= 5 THEN 1 ELSE 2 END)
        <= CASE WHEN length(t.word) <= 5 THEN 1 ELSE 2 END)
$$;--> statement-breakpoint

-- A file's document: its name (A), description (B) and the text read from its current version (C), while the text
-- read is still of that version (a new version drops it until the job has read the new one).
CREATE OR REPLACE FUNCTION files_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- "expenses_2024.docx" is one token to PostgreSQL's parser; its words are indexed too.
  NEW.search_vector := search_document(NEW.name || ' ' || translate(NEW.name, '._', '  '), NEW.description,
    (SELECT x.content FROM file_texts x WHERE x.file_id = NEW.id AND x.upload_id = NEW.upload_id));
  NEW.search_name := search_fold(NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER files_search ON files;--> statement-breakpoint
CREATE TRIGGER files_search BEFORE INSERT OR UPDATE OF name, description, upload_id, search_vector ON files
  FOR EACH ROW EXECUTE FUNCTION files_search_trigger();--> statement-breakpoint
CREATE FUNCTION file_texts_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE files SET search_vector = NULL WHERE id = (CASE TG_OP WHEN 'DELETE' THEN OLD.file_id ELSE NEW.file_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER file_texts_search AFTER INSERT OR UPDATE OR DELETE ON file_texts
  FOR EACH ROW EXECUTE FUNCTION file_texts_search_trigger();
