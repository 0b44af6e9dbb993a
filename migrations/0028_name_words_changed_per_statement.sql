-- The words of changed company names and their partnership counts (migration 0021) kept by one trigger per statement
-- over transition tables instead of one trigger per row.
--
-- The row trigger ran a PL/pgSQL function and an UPDATE of company_name_words for every company whose
-- partnership_count a statement changed: an import's recount of figures (5,000 companies a transaction), a crawl's
-- apply (its partners' counts), a rename. Measured on the 1,000,000-company demo (PostgreSQL, 5,000 random companies'
-- partnership_count raised by one, in rolled-back transactions, `EXPLAIN (ANALYZE, TIMING OFF)`, alternated, two
-- series of three): 3,085-3,823 and 3,427-7,596 ms with the row trigger, 2,415-2,518 and 2,711-3,251 ms with this
-- one; the same UPDATE with no trigger took about 1.4 s. What remains is the rows of company_name_words rewritten
-- (about two a company) and their two indexes. The import benchmark (1,000,000 lines, whose recounts touch recent,
-- adjacent companies) did not move beyond its noise (206 s against 203 and 207 s). The demo loader switched the row
-- trigger off for its UPDATE of every company for the same cost (57 s with it, 20 s without).
--
-- Same rows as before, kept by the same transaction: a company whose name changed has its words rewritten with its
-- new partnership_count, one whose partnership_count alone changed has its words' count set. Writers of one company
-- still take turns: the statement holds the companies' row locks until its transaction ends. The trigger keeps its
-- name, which the demo loader switches off and on (company-search.repository.ts). Forward-only; runs unchanged on
-- PostgreSQL 15+ and on PGlite.
CREATE FUNCTION keiretsu_name_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed integer[];
  fresh   text[];
BEGIN
  -- EXECUTE: planned at each call with the transition tables' sizes. A plan kept from a first call of a few rows
  -- joined them by a nested loop, and a later call of 5,000 rows compared 25 million pairs (28 s).
  EXECUTE 'SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name'
    INTO renamed;
  EXECUTE 'UPDATE company_name_words w SET partnership_count = n.partnership_count
             FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE w.company_id = n.id AND o.name IS NOT DISTINCT FROM n.name
              AND o.partnership_count IS DISTINCT FROM n.partnership_count';
  IF renamed IS NOT NULL THEN
    DELETE FROM company_name_words WHERE company_id = ANY (renamed);
    EXECUTE 'WITH words AS (SELECT w.word, n.id, n.partnership_count
                              FROM new_rows n, keiretsu_name_words(n.name) w(word)
                             WHERE n.id = ANY ($1)),
                  added AS (INSERT INTO company_name_words (word, company_id, partnership_count)
                            SELECT word, id, partnership_count FROM words)
             SELECT array_agg(DISTINCT word) FROM words'
      INTO fresh USING renamed;
    PERFORM keiretsu_add_name_words(fresh);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER companies_name_words_changed ON companies;
CREATE TRIGGER companies_name_words_changed AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT
  EXECUTE FUNCTION keiretsu_name_words_updated();
DROP FUNCTION keiretsu_name_words_changed();
