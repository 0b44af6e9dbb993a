import type { EnrichmentResult } from '../../services/enrichment.service.js';
import { EnrichmentResponseSchema, EnrichmentResultSchema } from '../routes/v1/partnerships/schemas.js';
import { splicingParts, utf8Concat } from './splice.js';

/**
 * The text of an enrichment response (POST /v1/enrich/partnerships) around partner entries that the database wrote
 * as JSON (EnrichmentResult.partnerships_json): up to 10,000 entries a batch, passed on without being read.
 * test/enrichment.test.ts checks that the body is exactly what the route's response schema writes.
 */
type EnrichmentBody = { results: readonly EnrichmentResult[] } & Record<string, unknown>;

const resultAround = splicingParts<EnrichmentResult>(EnrichmentResultSchema, 'partnerships');
const bodyAround = splicingParts<EnrichmentBody>(EnrichmentResponseSchema, 'results');

/** The response's bytes: each result written around its entries, the entries as the database wrote them. */
export function enrichmentBody(body: EnrichmentBody): Buffer {
  const [open, close] = bodyAround(body);
  const parts = [open, '['];
  body.results.forEach((result, i) => {
    const [before, after] = resultAround(result);
    parts.push(i === 0 ? '' : ',', before, '[', result.partnerships_json, ']', after);
  });
  parts.push(']', close);
  return utf8Concat(parts);
}
