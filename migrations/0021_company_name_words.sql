-- The words of company names, in the default search order: a search for a frequent word reads one index range.
--
-- GET /v1/companies?q=labs matches names containing "labs" (folded: lowercase, accents removed). The trigram index
-- finds the matches but not in the order asked for, so a page either sorted every match (24,217 companies for
-- "labs" on the 1,000,000-company demo: 114 ms, 16,000 buffers of the companies heap) or walked the partner-count
-- index testing each name (page 25 of "clinic": 235,000 names tested, 68 ms). company_name_words holds each word
-- of each folded name (split on white space, 3 characters or more) with the company's partnership_count, indexed
-- in the default order (partnership_count DESC, id): a page of one word is that index range, at any offset.
--
-- Text without white space (once folded) is contained in a name exactly when it is contained in one of the name's
-- words, so a search first finds the words containing it in name_words (one row per distinct word, trigram
-- indexed) and, when they are few, merges their ranges (src/db/repositories/company-search.repository.ts).
--
-- Kept current by the database itself, whichever code path writes companies: new companies' words by a statement
-- trigger (set-based, so an import of many companies inserts its words in one statement), a changed name or
-- partnership_count by a row trigger under the company's row lock (so two writers of one company take turns, as
-- they do for the company), a deleted company's words by a row trigger. name_words only grows: a word no name uses
-- any more matches no company. It has no unique key on purpose: two transactions adding the same new word never
-- wait for each other (a unique key would make concurrent imports able to deadlock); a word listed twice is
-- read once (DISTINCT). Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
SET LOCAL maintenance_work_mem = '256MB';

CREATE TABLE company_name_words (
  word              text    NOT NULL,
  company_id        integer NOT NULL,
  partnership_count integer NOT NULL
);

CREATE TABLE name_words (
  word text NOT NULL
);

-- The words of a folded name, as the table keeps them. The same split (\s) as the search uses to decide whether
-- its text can be looked up by word.
CREATE FUNCTION keiretsu_name_words(name text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(keiretsu_fold(name), '\s+') w WHERE length(w) >= 3 $$;

INSERT INTO company_name_words (word, company_id, partnership_count)
SELECT w.word, c.id, c.partnership_count
  FROM companies c, keiretsu_name_words(c.name) w(word)
 ORDER BY 1, 3 DESC, 2;

INSERT INTO name_words (word) SELECT DISTINCT word FROM company_name_words ORDER BY 1;

CREATE INDEX company_name_words_order_idx ON company_name_words (word, partnership_count DESC, company_id);
CREATE INDEX company_name_words_company_idx ON company_name_words (company_id);
CREATE INDEX name_words_word_idx ON name_words (word);
CREATE INDEX name_words_trgm_idx ON name_words USING gin (word gin_trgm_ops);

-- Companies inserted by one statement: their words, and the words not listed yet (each name split once).
CREATE FUNCTION keiretsu_name_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH words AS (SELECT w.word, n.id, n.partnership_count FROM inserted n, keiretsu_name_words(n.name) w(word)),
       added AS (INSERT INTO company_name_words (word, company_id, partnership_count)
                 SELECT word, id, partnership_count FROM words)
  INSERT INTO name_words (word)
  SELECT DISTINCT word FROM words WHERE NOT EXISTS (SELECT 1 FROM name_words v WHERE v.word = words.word);
  RETURN NULL;
END $$;

CREATE TRIGGER companies_name_words_inserted AFTER INSERT ON companies
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT
  EXECUTE FUNCTION keiretsu_name_words_inserted();

-- A company's name or partnership_count changed (AFTER, so the row is the new one; only when one really changed:
-- an import rewrites every column of the companies it names, mostly to the same values).
CREATE FUNCTION keiretsu_name_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name THEN
    DELETE FROM company_name_words WHERE company_id = NEW.id;
    WITH words AS (SELECT w AS word FROM keiretsu_name_words(NEW.name) w),
         added AS (INSERT INTO company_name_words (word, company_id, partnership_count)
                   SELECT word, NEW.id, NEW.partnership_count FROM words)
    INSERT INTO name_words (word)
    SELECT word FROM words WHERE NOT EXISTS (SELECT 1 FROM name_words v WHERE v.word = words.word);
  ELSE
    UPDATE company_name_words SET partnership_count = NEW.partnership_count WHERE company_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER companies_name_words_changed AFTER UPDATE OF name, partnership_count ON companies
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.partnership_count IS DISTINCT FROM NEW.partnership_count)
  EXECUTE FUNCTION keiretsu_name_words_changed();

CREATE FUNCTION keiretsu_name_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_name_words WHERE company_id = OLD.id;
  RETURN NULL;
END $$;

CREATE TRIGGER companies_name_words_deleted AFTER DELETE ON companies
  FOR EACH ROW
  EXECUTE FUNCTION keiretsu_name_words_deleted();

ANALYZE company_name_words;
ANALYZE name_words;
