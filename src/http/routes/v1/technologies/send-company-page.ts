import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Container } from '../../../../container.js';
import { jsonObjectStream, jsonObjectText, type JsonObjectParts } from '../../../../lib/json-stream.js';
import { PAGE_BATCH_SIZE, type CompanyPage } from '../../../../services/technology.service.js';
import { sendCached } from '../../../wire/response-cache.js';
import { meter } from '../../../meter.js';
import { pagination } from '../../../schemas.js';

/**
 * Pages up to this many companies are built whole and kept in the data cache; larger ones (up to 10,000) are
 * streamed batch by batch, and their batches are kept in the cache one by one (TechnologyService.pageReads), never
 * as one body. One batch is the natural cut: a page that fits in one query gains nothing from streaming.
 */
export const STREAM_THRESHOLD = PAGE_BATCH_SIZE;

/**
 * Answers a company page: metered on its company ids before anything is sent. The items come as JSON text from
 * the database (db/repositories/json-sql.ts), written to the documented schema {<header>, data, pagination}; the
 * header and pagination are plain JSON. A small page goes through the data cache (http/wire/response-cache.ts); a large one is
 * streamed, the same text.
 */
export async function sendCompanyPage<H extends object>(
  c: Container,
  request: FastifyRequest,
  reply: FastifyReply,
  headerKey: string,
  limit: number,
  read: () => Promise<CompanyPage<H>>,
): Promise<FastifyReply> {
  const parts = (page: CompanyPage<H>): JsonObjectParts => ({
    head: { [headerKey]: page.header },
    arrayKey: 'data',
    items: page.batches(),
    tail: { pagination: pagination(page.page, page.limit, page.total) },
  });
  if (limit <= STREAM_THRESHOLD) {
    return sendCached(
      c,
      request,
      reply,
      async () => {
        const page = await read();
        return { body: await jsonObjectText(parts(page)), charged: page.companies.ids, free: [] };
      },
      { encoded: true },
    );
  }
  const page = await read();
  await meter(c.credits, request, reply, [page.companies]);
  return reply.type('application/json; charset=utf-8').send(jsonObjectStream(parts(page)));
}
