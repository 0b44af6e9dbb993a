-- Metering in one round trip, for a batch of responses of one organization (group commit).
--
-- An API process gathers the charges of one organization that arrive while its previous batch is in
-- flight and sends them here together: one call, one transaction, one commit. Each request in the batch is
-- still all or nothing, in arrival order, with the rules of credit.repository.ts: 1 credit per company not
-- charged within the window, a company twice in the batch charged once, nothing charged when the balance
-- cannot cover a request. The organization row is locked only when something is to be charged, so free
-- re-access never waits for a lock. Being VOLATILE, every statement below takes a fresh snapshot: after
-- the lock is granted, the counts see the charges that the previous holder committed, across processes.
--
-- p_requests: [{"ids": [company ids], "endpoint": "GET /v1/...", "key": api key id}, ...]
-- returns:    {"results": [{"ok": true, "charged": n, "remaining": b} | {"ok": false, "requested": n, "balance": b}],
--              "free_until": {"<company id>": <end of its free window, epoch ms>, ...}}
CREATE FUNCTION charge_batch(p_org integer, p_requests jsonb, p_window interval) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_request jsonb;
  v_ids     integer[];
  v_fresh   integer[];
  v_all     integer[];
  v_balance bigint;
  v_results jsonb := '[]'::jsonb;
BEGIN
  v_all := ARRAY(SELECT DISTINCT (jsonb_array_elements_text(r -> 'ids'))::int FROM jsonb_array_elements(p_requests) AS r);

  IF EXISTS (SELECT 1 FROM unnest(v_all) AS i(id)
              WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc
                                 WHERE cc.org_id = p_org AND cc.company_id = i.id AND cc.charged_at > now() - p_window)) THEN
    SELECT credit_balance INTO v_balance FROM organizations WHERE id = p_org FOR UPDATE;
  ELSE
    SELECT credit_balance INTO v_balance FROM organizations WHERE id = p_org;
  END IF;
  v_balance := coalesce(v_balance, 0);

  FOR v_request IN SELECT value FROM jsonb_array_elements(p_requests) LOOP
    v_ids := ARRAY(SELECT DISTINCT (jsonb_array_elements_text(v_request -> 'ids'))::int);
    v_fresh := ARRAY(SELECT i.id FROM unnest(v_ids) AS i(id)
                      WHERE NOT EXISTS (SELECT 1 FROM credit_charges cc
                                         WHERE cc.org_id = p_org AND cc.company_id = i.id AND cc.charged_at > now() - p_window));
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

  RETURN jsonb_build_object(
    'results', v_results,
    'free_until', coalesce((SELECT jsonb_object_agg(cc.company_id::text, floor(extract(epoch FROM cc.charged_at + p_window) * 1000))
                              FROM credit_charges cc
                             WHERE cc.org_id = p_org AND cc.company_id = ANY(v_all) AND cc.charged_at > now() - p_window),
                           '{}'::jsonb));
END
$$;
