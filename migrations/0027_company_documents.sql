-- Company documents: what a bulk lookup returns of each company that is not in its companies row, stored.
--
-- A bulk lookup of 100 companies the cache has never seen read some 2,100 detection rows and 1,600 partner links,
-- formatted 7,400 timestamps and built the partners' JSON in every request: 8 ms of PostgreSQL warm, 115 ms cold on a
-- machine whose OS cache did not hold the 15 GB database, and about 20 ms of the server's CPU parsing the rows
-- (docs/benchmarks.md, issue 19). A document holds the company's detections as the JSON array the lookup reads
-- (src/db/repositories/company-technology.repository.ts) and its 100 most recent partners' entries as the JSON text
-- the response carries, with their ids for metering, and the same partners as the enrichment's entries (its own
-- format); a lookup or an enrichment reads it by primary key beside the companies row.
-- Nothing in a document depends on the catalogue (names and popularity are joined in the server, as before).
--
-- A document is only ever used when no mark below names its company. Every statement that writes detections,
-- vendor_detections or partner_links (imports, crawl applies, renames through the partner cards' trigger, cascades)
-- marks the companies it touched, in its own transaction, by statement triggers over transition tables: a read whose
-- snapshot sees a write sees its mark. Marks are appended, never updated, so a writer takes no lock on them. The
-- builder (src/db/repositories/company-document.repository.ts) reads marks, then builds their documents from a
-- later snapshot, then deletes exactly the marks it read, one builder at a time: a write it did not see keeps its
-- mark, and that document is built again. A company without a document or with a mark is read the long way.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
CREATE TABLE company_documents (
  company_id  integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  -- [technology_id, vendor_id, detection_count, first_seen, last_seen] per detection, as companyRowsWithDetections
  detections  json,
  -- the partner entries of the bulk lookup's response, joined by commas, most recent first; NULL: no partners
  partners    text,
  partner_ids integer[] NOT NULL,
  -- the same partners as POST /v1/enrich/partnerships lists them (its own entry format), joined by commas
  enrichment_partners text
);

CREATE TABLE company_document_marks (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL
);
CREATE INDEX company_document_marks_company_idx ON company_document_marks (company_id);

CREATE FUNCTION keiretsu_mark_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO company_document_marks (company_id) SELECT company_id FROM company_documents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO company_document_marks (company_id) SELECT DISTINCT company_id FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO company_document_marks (company_id)
      SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows;
  ELSE
    INSERT INTO company_document_marks (company_id) SELECT DISTINCT company_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER detections_documents_insert AFTER INSERT ON detections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER detections_documents_update AFTER UPDATE ON detections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER detections_documents_delete AFTER DELETE ON detections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER detections_documents_truncate AFTER TRUNCATE ON detections
  FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();

CREATE TRIGGER vendor_detections_documents_insert AFTER INSERT ON vendor_detections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER vendor_detections_documents_update AFTER UPDATE ON vendor_detections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER vendor_detections_documents_delete AFTER DELETE ON vendor_detections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER vendor_detections_documents_truncate AFTER TRUNCATE ON vendor_detections
  FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();

CREATE TRIGGER partner_links_documents_insert AFTER INSERT ON partner_links
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER partner_links_documents_update AFTER UPDATE ON partner_links
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER partner_links_documents_delete AFTER DELETE ON partner_links
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();
CREATE TRIGGER partner_links_documents_truncate AFTER TRUNCATE ON partner_links
  FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_documents();

-- A new company is marked too, so that it has a document before it has detections or partners.
CREATE FUNCTION keiretsu_mark_new_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_document_marks (company_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;

CREATE TRIGGER companies_documents_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keiretsu_mark_new_companies();

-- Every company that exists now gets its document from the builder (at the next recount or start).
INSERT INTO company_document_marks (company_id) SELECT id FROM companies;
