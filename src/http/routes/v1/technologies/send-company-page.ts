import type { FastifyReply } from 'fastify';
import { jsonObjectStream } from '../../../../lib/json-stream.js';
import { PAGE_BATCH_SIZE, type CompanyPage } from '../../../../services/technology.service.js';
import { pagination } from '../../../schemas.js';

/**
 * Pages up to this many companies are built in memory and serialized by Fastify against the response schema;
 * larger ones (up to 10,000) are streamed batch by batch. One batch is the natural cut: a page that fits in one
 * query gains nothing from streaming.
 */
export const STREAM_THRESHOLD = PAGE_BATCH_SIZE;

export type PageBody<K extends string, H, I> = { [key in K]: H } & { data: I[]; pagination: ReturnType<typeof pagination> };

/**
 * The response of a company page, after the caller has metered its company ids: the body object for a small page,
 * or the streamed body (the same JSON text, member order included) for a large one. Streaming bypasses the
 * serializer, so the stream writes exactly the documented schema: {<header>, data, pagination}.
 */
export async function companyPageResponse<K extends string, H, I>(
  reply: FastifyReply,
  headerKey: K,
  page: CompanyPage<H, I>,
): Promise<PageBody<K, H, I> | FastifyReply> {
  const meta = pagination(page.page, page.limit, page.total);
  const head = { [headerKey]: page.header } as { [key in K]: H };
  if (page.companyIds.length <= STREAM_THRESHOLD) {
    const data: I[] = [];
    for await (const batch of page.batches()) data.push(...batch);
    return { ...head, data, pagination: meta };
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(jsonObjectStream({ head, arrayKey: 'data', items: page.batches(), tail: { pagination: meta } }));
}
