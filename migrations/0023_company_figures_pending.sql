-- Companies whose derived figures an import changed and has not recounted yet (src/db/repositories/derived.repository.ts:
-- tech_count, vendor_count, tech_stack_size, partnership_count and their vendor_usage rows).
--
-- Each import batch recounted the companies it touched in its own transaction: every such company's row written
-- again, twice when it gained both detections and partners, and once more in every later batch naming it as a
-- partner. A companies row is in nine indexes, a trigram GIN index among them, and partnership_count is in two, so
-- no such write is a HOT update: on the import benchmark (200,000 lines) the recounts were the largest part of the
-- partnership section. An import now marks the companies here, in the batch's transaction, so a mark is never lost,
-- and recounts each marked company once, with its popularity recount (at most a minute into an import and at its
-- end), and every process start recounts what a crashed import left, as with popularity_pending (migration 0006).
-- Crawls keep recounting in their own transaction: a refresh shows its company's figures when its job says done.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
CREATE TABLE company_figures_pending (
  company_id integer PRIMARY KEY
);
