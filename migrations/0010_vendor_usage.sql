-- vendor_usage: a company's latest evidence for a vendor, one row per (company, vendor), over the vendor's
-- technologies (detections) and its vendor-only relationships (vendor_detections). Derived: rewritten for the
-- companies a write touches, in the writer's transaction (recomputeStacks), and whole by recomputeAll.
--
-- It makes a vendor's company page what a technology's is on detections: an OFFSET on one index, one entry per
-- company. Without it the page order (latest evidence first) had to walk every evidence row above the page and
-- keep each company's first one: page 40 of 10,000 rows of the largest demo vendor read about 1.6 million rows,
-- 2.0-3.1 s and 60-83 MB of the server's memory (1,000,000-company demo). It costs about 12.8 million rows there.
--
-- No foreign keys (see 0008): recomputeStacks is the only writer, with ids of existing companies and vendors, and
-- nothing deletes either.
CREATE TABLE vendor_usage (
  company_id integer NOT NULL,
  vendor_id  integer NOT NULL,
  last_seen  timestamptz NOT NULL,
  PRIMARY KEY (company_id, vendor_id)
);

INSERT INTO vendor_usage (company_id, vendor_id, last_seen)
SELECT company_id, vendor_id, max(last_seen)
  FROM (SELECT d.company_id, t.vendor_id, d.last_seen
          FROM detections d JOIN technologies t ON t.id = d.technology_id
         WHERE t.vendor_id IS NOT NULL
        UNION ALL
        SELECT company_id, vendor_id, last_seen FROM vendor_detections) e
 GROUP BY company_id, vendor_id;

CREATE INDEX vendor_usage_page_idx ON vendor_usage (vendor_id, last_seen DESC, company_id);
