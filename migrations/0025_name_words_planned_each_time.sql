-- New words of company names are added to name_words (migration 0021) by a statement planned with the words it is
-- given and the table as it is then, not by a plan cached for the session.
--
-- The triggers' static SQL is planned once per connection and kept. Its statement has no parameter, so the plan kept
-- is the one made at the first insert: in a fresh database name_words was empty then, and the plan tested whether
-- a word was listed by reading all of name_words once per word of the batch (a nested loop over a sequential scan).
-- An import's connection kept that plan for its whole run, so each batch cost more than the last. Measured on the
-- import benchmark's first 15,000 companies (100,000 lines, a fresh PostgreSQL database): the trigger took 148 ms for
-- the first 1,000 companies and 300-390 ms for each later 1,000, scanning 1.5 million rows of name_words a batch.
-- keiretsu_add_name_words runs the same test through EXECUTE ... USING, which plans each time with the words as a
-- constant (their number known) and the table's current size: an index probe a word in a large table, one hash of
-- a small one. The words listed and the rows written are the same as before. Forward-only; runs unchanged on
-- PostgreSQL 15+ and on PGlite.

CREATE FUNCTION keiretsu_add_name_words(words text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF words IS NULL OR cardinality(words) = 0 THEN
    RETURN;
  END IF;
  EXECUTE 'INSERT INTO name_words (word)
           SELECT DISTINCT w FROM unnest($1::text[]) w WHERE NOT EXISTS (SELECT 1 FROM name_words v WHERE v.word = w)'
    USING words;
END $$;

CREATE OR REPLACE FUNCTION keiretsu_name_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fresh text[];
BEGIN
  WITH words AS (SELECT w.word, n.id, n.partnership_count FROM inserted n, keiretsu_name_words(n.name) w(word)),
       added AS (INSERT INTO company_name_words (word, company_id, partnership_count)
                 SELECT word, id, partnership_count FROM words)
  SELECT array_agg(DISTINCT word) INTO fresh FROM words;
  PERFORM keiretsu_add_name_words(fresh);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION keiretsu_name_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name THEN
    DELETE FROM company_name_words WHERE company_id = NEW.id;
    INSERT INTO company_name_words (word, company_id, partnership_count)
    SELECT w, NEW.id, NEW.partnership_count FROM keiretsu_name_words(NEW.name) w;
    PERFORM keiretsu_add_name_words(ARRAY(SELECT keiretsu_name_words(NEW.name)));
  ELSE
    UPDATE company_name_words SET partnership_count = NEW.partnership_count WHERE company_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
