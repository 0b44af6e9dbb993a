-- Each partner link carries its partner's card: the name, primary domain and slug a partner entry shows.
--
-- Bulk lookup and enrichment list up to 100 partners for each of 100 companies, and every partner entry was a
-- probe of companies_partner_card_idx (0017) by the partner's id: random pages of a 70 MB index that does not stay
-- in shared_buffers beside the rest. Measured on the 1,000,000-company demo (2 cores, shared_buffers 128 MB,
-- the data in the OS cache), 100 random companies with their ~1,600 partners: the links alone 4-6 ms, with the
-- cards 22-28 ms. A company's links sit together in the heap (company order), so the cards now come with them.
--
-- The copies are kept current by the database itself: links are written with their partner's card (the import's
-- refreshPartnerLinks and the full rebuild, src/db/repositories/partnership.repository.ts), and a trigger on
-- companies rewrites the links naming a company when its name, primary domain or slug changes, whichever code
-- path changed it. The links naming a company are found through its own links (the rows (x, p) and (p, x)
-- always exist together) by primary key; a hub of 60,000 partners renamed rewrites 60,000 rows.
--
-- The table is rebuilt rather than updated in place: an UPDATE of 17.7M rows (the 1,000,000-company demo) would
-- write a second version of every row and of every index entry. Rebuilt in company order, as
-- rebuildPartnerLinks writes it. Forward-only; runs unchanged on PostgreSQL 15+ and on PGlite.
SET LOCAL maintenance_work_mem = '256MB';

-- The same columns, NOT NULLs and checks as partner_links has now (LIKE), and the card.
CREATE TABLE partner_links_carded (LIKE partner_links INCLUDING CONSTRAINTS);
ALTER TABLE partner_links_carded
  ADD COLUMN partner_name   text NOT NULL,
  ADD COLUMN partner_domain text NOT NULL,
  ADD COLUMN partner_slug   text NOT NULL;

INSERT INTO partner_links_carded
SELECT l.*, c.name, c.primary_domain, c.slug
  FROM partner_links l JOIN companies c ON c.id = l.partner_id
 ORDER BY l.company_id, l.partner_id;

DROP TABLE partner_links;
ALTER TABLE partner_links_carded RENAME TO partner_links;

-- The keys and indexes of 0002, built once over the sorted rows.
ALTER TABLE partner_links ADD CONSTRAINT partner_links_pkey PRIMARY KEY (company_id, partner_id) INCLUDE (last_observed_at, observation_count);
ALTER TABLE partner_links ADD CONSTRAINT partner_links_company_id_fkey
  FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE;
ALTER TABLE partner_links ADD CONSTRAINT partner_links_partner_id_fkey
  FOREIGN KEY (partner_id) REFERENCES companies (id) ON DELETE CASCADE;
CREATE INDEX partner_links_last_idx ON partner_links (company_id, last_observed_at, partner_id) INCLUDE (partnership_type);
CREATE INDEX partner_links_first_idx ON partner_links (company_id, first_observed_at, partner_id) INCLUDE (partnership_type);
CREATE INDEX partner_links_strength_idx ON partner_links
  (company_id, observation_count DESC, last_observed_at DESC, partner_id) INCLUDE (partnership_type);

-- A company's card changed: every link naming it as the partner takes the new card. AFTER, so that the row is
-- already the new one; only when one of the three columns really changed (an import rewrites every column of the
-- companies it names, mostly to the same values).
--
-- A link written meanwhile by another transaction would keep the old card (the UPDATE below sees committed links
-- only), so the two take turns: a link writer holds its partners' rows FOR KEY SHARE from before it reads their
-- cards until it commits (refreshPartnerLinks), and FOR UPDATE here waits for it; a writer that comes later waits
-- for this transaction and then reads the new card. KEY SHARE is what foreign-key checks take already: writers of
-- partnership counts (NO KEY UPDATE) never wait for it.
CREATE FUNCTION keiretsu_partner_card_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = NEW.id FOR UPDATE;
  UPDATE partner_links l
     SET partner_name = NEW.name, partner_domain = NEW.primary_domain, partner_slug = NEW.slug
   WHERE l.partner_id = NEW.id
     AND l.company_id IN (SELECT m.partner_id FROM partner_links m WHERE m.company_id = NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER companies_partner_card AFTER UPDATE OF name, primary_domain, slug ON companies
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.primary_domain IS DISTINCT FROM NEW.primary_domain
        OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION keiretsu_partner_card_changed();

ANALYZE partner_links;
