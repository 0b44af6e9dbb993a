-- keiretsu_name_words (migration 0021) without STRICT, so that PostgreSQL inlines it into the statements that call it
-- (a STRICT set-returning SQL function is never inlined): the trigger that lists new companies' name words ran it
-- as a function call a name. Measured on an insert of 1,000 companies (import benchmark database, PostgreSQL, two
-- rolled-back runs each): the trigger took 73-87 ms, 45-47 ms inlined. Same results: a NULL name still has no words
-- (regexp_split_to_table of NULL returns no row). Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
CREATE OR REPLACE FUNCTION keiretsu_name_words(name text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(keiretsu_fold(name), '\s+') w WHERE length(w) >= 3 $$;
