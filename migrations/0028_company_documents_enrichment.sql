-- Company documents (migration 0027) also hold the enrichment's partner entries.
--
-- POST /v1/enrich/partnerships lists the same 100 most recent partners of each company as the bulk lookup, in its
-- own entry format (no partnership_type; category and description reserved as null), and read them from
-- partner_links for every batch. The document now carries them as the JSON text that response carries too. Every
-- documented company is marked, so that the builder writes the new column; until then enrichment reads the tables.
-- Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
ALTER TABLE company_documents ADD COLUMN enrichment_partners text;

INSERT INTO company_document_marks (company_id) SELECT company_id FROM company_documents;
