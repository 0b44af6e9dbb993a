-- charge_batch (migration 0009) tested whether each company was already paid with a NOT EXISTS that the planner
-- turned into a hash anti-join over all of the organization's charges whenever its statistics were stale (the
-- table grows by every net-new company, and autovacuum may be slow or off). Measured on the 1,000,000-company
-- demo with one organization holding 395,000 charges: each of the three checks hashed all 395,000 rows, 143-319 ms
-- for a batch of 4,800 companies, and the ledger's free-window read scanned the same rows again, so a batch cost
-- 0.6-0.8 s under the organization's lock and a customer's 100-domain bulk lookups queued for 9 s each. OFFSET 0
-- keeps each check a probe of the primary key per company (org_id, company_id): the cost follows the companies of
-- the batch, not the charges the organization has. Same signature, same result.
CREATE OR REPLACE FUNCTION charge_batch(p_org integer, p_requests jsonb, p_window interval) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_request jsonb;
  v_ids     integer[];
  v_fresh   integer[];
  v_all     integer[];
  v_unpaid  integer[];
  v_balance bigint;
  v_results jsonb := '[]'::jsonb;
BEGIN
  v_all := ARRAY(SELECT DISTINCT (jsonb_array_elements_text(r -> 'ids'))::int FROM jsonb_array_elements(p_requests) AS r);
  v_unpaid := ARRAY(SELECT i.id FROM unnest(v_all) AS i(id)
                     WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc
                                        WHERE cc.org_id = p_org AND cc.company_id = i.id AND cc.charged_at > now() - p_window
                                        OFFSET 0));

  IF cardinality(v_unpaid) = 0 THEN
    -- Nothing to charge: no lock.
    SELECT credit_balance INTO v_balance FROM organizations WHERE id = p_org;
    v_balance := coalesce(v_balance, 0);
    SELECT coalesce(jsonb_agg(jsonb_build_object('ok', true, 'charged', 0, 'remaining', v_balance)), '[]'::jsonb)
      INTO v_results FROM jsonb_array_elements(p_requests);
  ELSE
    SELECT credit_balance INTO v_balance FROM organizations WHERE id = p_org FOR UPDATE;
    v_balance := coalesce(v_balance, 0);
    -- A fresh snapshot under the lock: the previous holder may have charged some of these meanwhile.
    v_unpaid := ARRAY(SELECT i.id FROM unnest(v_unpaid) AS i(id)
                       WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc
                                          WHERE cc.org_id = p_org AND cc.company_id = i.id AND cc.charged_at > now() - p_window
                                          OFFSET 0));

    IF cardinality(v_unpaid) <= v_balance THEN
      INSERT INTO credit_charges (org_id, company_id, charged_at)
        SELECT p_org, id, now() FROM unnest(v_unpaid) AS u(id)
        ON CONFLICT (org_id, company_id) DO UPDATE SET charged_at = EXCLUDED.charged_at;
      UPDATE organizations SET credit_balance = credit_balance - cardinality(v_unpaid) WHERE id = p_org;
      WITH req AS (
        SELECT r.value, r.ord FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS r(value, ord)
      ), payer AS (
        SELECT DISTINCT ON (x.id) x.id, req.ord
          FROM req
          CROSS JOIN LATERAL (SELECT DISTINCT (jsonb_array_elements_text(req.value -> 'ids'))::int AS id) x
          JOIN unnest(v_unpaid) AS u(id) ON u.id = x.id
         ORDER BY x.id, req.ord
      ), counts AS (
        SELECT ord, count(*) AS n FROM payer GROUP BY ord
      ), ledger AS (
        INSERT INTO credit_ledger (org_id, amount, reason, endpoint, api_key_id)
          SELECT p_org, -c.n, 'charge', req.value ->> 'endpoint', (req.value ->> 'key')::int
            FROM counts c JOIN req USING (ord) ORDER BY c.ord
      ), outcome AS (
        SELECT req.ord, coalesce(c.n, 0) AS n,
               v_balance - sum(coalesce(c.n, 0)) OVER (ORDER BY req.ord) AS remaining
          FROM req LEFT JOIN counts c USING (ord)
      )
      SELECT coalesce(jsonb_agg(jsonb_build_object('ok', true, 'charged', n, 'remaining', remaining) ORDER BY ord), '[]'::jsonb)
        INTO v_results FROM outcome;
    ELSE
      -- Not everything can be paid: one request at a time, in order, each all or nothing.
      FOR v_request IN SELECT value FROM jsonb_array_elements(p_requests) LOOP
        v_ids := ARRAY(SELECT DISTINCT (jsonb_array_elements_text(v_request -> 'ids'))::int);
        v_fresh := ARRAY(SELECT i.id FROM unnest(v_ids) AS i(id)
                          WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc
                                             WHERE cc.org_id = p_org AND cc.company_id = i.id AND cc.charged_at > now() - p_window
                                             OFFSET 0));
        IF cardinality(v_fresh) = 0 THEN
          v_results := v_results || jsonb_build_object('ok', true, 'charged', 0, 'remaining', v_balance);
        ELSIF cardinality(v_fresh) > v_balance THEN
          v_results := v_results || jsonb_build_object('ok', false, 'requested', cardinality(v_fresh), 'balance', v_balance);
        ELSE
          INSERT INTO credit_charges (org_id, company_id, charged_at)
            SELECT p_org, id, now() FROM unnest(v_fresh) AS i(id)
            ON CONFLICT (org_id, company_id) DO UPDATE SET charged_at = EXCLUDED.charged_at;
          UPDATE organizations SET credit_balance = credit_balance - cardinality(v_fresh) WHERE id = p_org
            RETURNING credit_balance INTO v_balance;
          INSERT INTO credit_ledger (org_id, amount, reason, endpoint, api_key_id)
            VALUES (p_org, -cardinality(v_fresh), 'charge', v_request ->> 'endpoint', (v_request ->> 'key')::int);
          v_results := v_results || jsonb_build_object('ok', true, 'charged', cardinality(v_fresh), 'remaining', v_balance);
        END IF;
      END LOOP;
    END IF;
  END IF;

  RETURN jsonb_build_object(
    'results', v_results,
    'free_until', coalesce((SELECT jsonb_object_agg(cc.company_id::text, floor(extract(epoch FROM cc.charged_at + p_window) * 1000))
                              FROM unnest(v_all) AS i(id)
                              CROSS JOIN LATERAL (SELECT c.company_id, c.charged_at FROM credit_charges c
                                                   WHERE c.org_id = p_org AND c.company_id = i.id AND c.charged_at > now() - p_window
                                                  OFFSET 0) cc),
                           '{}'::jsonb));
END
$$;
