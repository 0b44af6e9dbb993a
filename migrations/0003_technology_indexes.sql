-- Keiretsu schema, version 3: technology search. Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
--
-- The search (GET /v1/technologies) matches and ranks on the case- and accent-folded names of technologies and
-- vendors. Folding calls unaccent (about 7 µs a call); ranking a 400-technology catalog folded each name several
-- times and spent 20 ms there. Stored folded names make it a column read; the trigram indexes on them serve the
-- substring and similarity filters once the catalog grows to thousands of technologies.
ALTER TABLE technologies ADD COLUMN display_name_folded text GENERATED ALWAYS AS (keiretsu_fold(display_name)) STORED;
ALTER TABLE vendors ADD COLUMN name_folded text GENERATED ALWAYS AS (keiretsu_fold(name)) STORED;

CREATE INDEX technologies_display_name_folded_trgm_idx ON technologies USING gin (display_name_folded gin_trgm_ops);
CREATE INDEX vendors_name_folded_trgm_idx ON vendors USING gin (name_folded gin_trgm_ops);

-- The companies of a technology or vendor page are read by company once their order is known (10,000 per page):
-- each company's detection of the technology, or all its detections of the vendor's technologies. Through the
-- primary key every such row also costs a random heap read; this covering twin of the key answers them from
-- the index alone. Measured on the 1,000,000-company demo (20M detections), 500 companies of a vendor page:
-- 48-90 ms through the primary key and heap, 11 ms index only. It costs about 1 GB at that size.
CREATE INDEX detections_company_cover_idx ON detections (company_id, technology_id) INCLUDE (detection_count, first_seen, last_seen);
