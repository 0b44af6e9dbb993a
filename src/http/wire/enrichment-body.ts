import type { EnrichmentResult } from '../../services/enrichment.service.js';
import { EnrichmentResponseSchema, EnrichmentResultSchema } from '../routes/v1/partnerships/schemas.js';
import { splicingWriter } from './splice.js';

/**
 * The text of an enrichment response (POST /v1/enrich/partnerships) around partner entries that the database wrote
 * as JSON (EnrichmentResult.partnerships_json): up to 10,000 entries a batch, passed on without being read.
 * test/enrichment.test.ts checks that the body is exactly what the route's response schema writes.
 */
type EnrichmentBody = { results: readonly EnrichmentResult[] } & Record<string, unknown>;

const writeResult = splicingWriter<EnrichmentResult>(EnrichmentResultSchema, 'partnerships');
const writeBody = splicingWriter<EnrichmentBody>(EnrichmentResponseSchema, 'results');

export function enrichmentBody(body: EnrichmentBody): string {
  return writeBody(body, `[${body.results.map((r) => writeResult(r, `[${r.partnerships_json}]`)).join(',')}]`);
}
