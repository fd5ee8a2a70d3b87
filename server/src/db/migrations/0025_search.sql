-- Search (communication.md §2 "Search"): PostgreSQL full-text search on the content tables themselves.
-- Each searchable table gets a `search_vector` kept by a trigger in the same statement as its text (no drift,
-- no rebuild), a GIN index on it, and, where rows have a title or name, a folded `search_name` with a trigram index
-- for typo tolerance.
-- The columns are not in the Drizzle schemas: only the modules' search.repo.ts files read them, by name.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Stemming per language with accents folded first: "Häuser" and "hauser" both become 'haus'.
CREATE TEXT SEARCH CONFIGURATION search_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_de (COPY = german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_de ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_fr (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_es (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
-- The network's language picks the first configuration; documents and queries both go through it.
CREATE FUNCTION search_config() RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT (CASE (SELECT language FROM networks ORDER BY id LIMIT 1)
    WHEN 'de' THEN 'search_de' WHEN 'de_DU' THEN 'search_de' WHEN 'fr' THEN 'search_fr' WHEN 'es' THEN 'search_es'
    ELSE 'search_en' END)::regconfig
$$;--> statement-breakpoint
-- The second: German, or English in a German network. An organisation's content mixes its language with these two
-- (an English network of German-speaking staff), so both stems are kept and a query matches either.
CREATE FUNCTION search_config_2() RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT (CASE search_config() WHEN 'search_de'::regconfig THEN 'search_en' ELSE 'search_de' END)::regconfig
$$;--> statement-breakpoint
-- A document of up to three parts weighted A (title), B (body), C (the rest), each stemmed both ways; the network is
-- read once per document.
CREATE FUNCTION search_document(a text, b text DEFAULT '', c text DEFAULT '') RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
DECLARE
  c1 regconfig := search_config();
  c2 regconfig := CASE c1 WHEN 'search_de'::regconfig THEN 'search_en'::regconfig ELSE 'search_de'::regconfig END;
BEGIN
  RETURN setweight(to_tsvector(c1, coalesce(a, '')) || to_tsvector(c2, coalesce(a, '')), 'A')
    || setweight(to_tsvector(c1, coalesce(b, '')) || to_tsvector(c2, coalesce(b, '')), 'B')
    || setweight(to_tsvector(c1, coalesce(c, '')) || to_tsvector(c2, coalesce(c, '')), 'C');
END $$;--> statement-breakpoint
-- A name folded for trigram matching: lower case, no accents.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql STABLE AS $$ SELECT lower(unaccent(coalesce(t, ''))) $$;--> statement-breakpoint
-- Relevance with recency: the text rank, halved over about three months of age.
-- Double precision: rounded to real, two documents' ranks would tie or not depending on the moment of the search,
-- and pages asked a second apart could overlap.
CREATE FUNCTION search_rank(v tsvector, q tsquery, at timestamptz) RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT ts_rank(v, q, 32)::double precision
    * (0.5 + 0.5 / (1 + greatest(0, extract(epoch FROM now() - at))::double precision / 7776000))
$$;--> statement-breakpoint

ALTER TABLE activities ADD COLUMN search_vector tsvector;--> statement-breakpoint
CREATE FUNCTION activities_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN NEW.search_vector := search_document(NEW.plain_content); RETURN NEW; END $$;--> statement-breakpoint
CREATE TRIGGER activities_search BEFORE INSERT OR UPDATE OF plain_content, search_vector ON activities
  FOR EACH ROW EXECUTE FUNCTION activities_search_trigger();--> statement-breakpoint

ALTER TABLE messages ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE messages ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION messages_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.subject, NEW.plain_content);
  NEW.search_name := search_fold(NEW.subject);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_search BEFORE INSERT OR UPDATE OF subject, plain_content, search_vector ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_search_trigger();--> statement-breakpoint

ALTER TABLE appointments ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE appointments ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION appointments_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.name, NEW.description, NEW.location ->> 'name');
  NEW.search_name := search_fold(NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER appointments_search BEFORE INSERT OR UPDATE OF name, description, location, search_vector ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_search_trigger();--> statement-breakpoint

ALTER TABLE files ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE files ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION files_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- "expenses_2024.docx" is one token to PostgreSQL's parser; its words are indexed too.
  NEW.search_vector := search_document(NEW.name || ' ' || translate(NEW.name, '._', '  '), NEW.description);
  NEW.search_name := search_fold(NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER files_search BEFORE INSERT OR UPDATE OF name, description, search_vector ON files
  FOR EACH ROW EXECUTE FUNCTION files_search_trigger();--> statement-breakpoint

ALTER TABLE folders ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE folders ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION folders_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- "expenses_2024.docx" is one token to PostgreSQL's parser; its words are indexed too.
  NEW.search_vector := search_document(NEW.name || ' ' || translate(NEW.name, '._', '  '), NEW.description);
  NEW.search_name := search_fold(NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER folders_search BEFORE INSERT OR UPDATE OF name, description, search_vector ON folders
  FOR EACH ROW EXECUTE FUNCTION folders_search_trigger();--> statement-breakpoint

ALTER TABLE members ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE members ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION members_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.first_name || ' ' || NEW.last_name,
    concat_ws(' ', NEW.profile ->> 'position', NEW.profile ->> 'department'), NEW.profile ->> 'location');
  NEW.search_name := search_fold(NEW.first_name || ' ' || NEW.last_name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER members_search BEFORE INSERT OR UPDATE OF first_name, last_name, profile, search_vector ON members
  FOR EACH ROW EXECUTE FUNCTION members_search_trigger();--> statement-breakpoint

ALTER TABLE groups ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE groups ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION groups_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.name, NEW.teaser);
  NEW.search_name := search_fold(NEW.name);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER groups_search BEFORE INSERT OR UPDATE OF name, teaser, search_vector ON groups
  FOR EACH ROW EXECUTE FUNCTION groups_search_trigger();--> statement-breakpoint

ALTER TABLE group_pages ADD COLUMN search_vector tsvector;--> statement-breakpoint
ALTER TABLE group_pages ADD COLUMN search_name text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE FUNCTION group_pages_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(NEW.title, NEW.html_content);
  NEW.search_name := search_fold(NEW.title);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER group_pages_search BEFORE INSERT OR UPDATE OF title, html_content, search_vector ON group_pages
  FOR EACH ROW EXECUTE FUNCTION group_pages_search_trigger();--> statement-breakpoint

-- A change of the network's language re-stems every document in the same transaction.
CREATE FUNCTION networks_search_language_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS DISTINCT FROM OLD.language THEN
    UPDATE activities SET search_vector = NULL;
    UPDATE messages SET search_vector = NULL;
    UPDATE appointments SET search_vector = NULL;
    UPDATE files SET search_vector = NULL;
    UPDATE folders SET search_vector = NULL;
    UPDATE members SET search_vector = NULL;
    UPDATE groups SET search_vector = NULL;
    UPDATE group_pages SET search_vector = NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER networks_search_language AFTER UPDATE OF language ON networks
  FOR EACH ROW EXECUTE FUNCTION networks_search_language_trigger();--> statement-breakpoint

-- What is there already, then the indexes.
UPDATE activities SET search_vector = NULL;--> statement-breakpoint
UPDATE messages SET search_vector = NULL;--> statement-breakpoint
UPDATE appointments SET search_vector = NULL;--> statement-breakpoint
UPDATE files SET search_vector = NULL;--> statement-breakpoint
UPDATE folders SET search_vector = NULL;--> statement-breakpoint
UPDATE members SET search_vector = NULL;--> statement-breakpoint
UPDATE groups SET search_vector = NULL;--> statement-breakpoint
UPDATE group_pages SET search_vector = NULL;--> statement-breakpoint
CREATE INDEX activities_search_idx ON activities USING gin (search_vector);--> statement-breakpoint
CREATE INDEX messages_search_idx ON messages USING gin (search_vector);--> statement-breakpoint
CREATE INDEX messages_search_name_idx ON messages USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX appointments_search_idx ON appointments USING gin (search_vector);--> statement-breakpoint
CREATE INDEX appointments_search_name_idx ON appointments USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX files_search_idx ON files USING gin (search_vector);--> statement-breakpoint
CREATE INDEX files_search_name_idx ON files USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX folders_search_idx ON folders USING gin (search_vector);--> statement-breakpoint
CREATE INDEX folders_search_name_idx ON folders USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX members_search_idx ON members USING gin (search_vector);--> statement-breakpoint
CREATE INDEX members_search_name_idx ON members USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX groups_search_idx ON groups USING gin (search_vector);--> statement-breakpoint
CREATE INDEX groups_search_name_idx ON groups USING gin (search_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX group_pages_search_idx ON group_pages USING gin (search_vector);--> statement-breakpoint
CREATE INDEX group_pages_search_name_idx ON group_pages USING gin (search_name gin_trgm_ops);
