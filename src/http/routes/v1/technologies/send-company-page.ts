import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Container } from '../../../../container.js';
import { jsonObjectStream } from '../../../../lib/json-stream.js';
import { PAGE_BATCH_SIZE, type CompanyPage } from '../../../../services/technology.service.js';
import { sendCached } from '../../../cached.js';
import { meter } from '../../../meter.js';
import { pagination } from '../../../schemas.js';

/**
 * Pages up to this many companies are built in memory, serialized by Fastify against the response schema and
 * kept in the data cache; larger ones (up to 10,000) are streamed batch by batch and never cached. One batch is
 * the natural cut: a page that fits in one query gains nothing from streaming.
 */
export const STREAM_THRESHOLD = PAGE_BATCH_SIZE;

export type PageBody<K extends string, H, I> = { [key in K]: H } & { data: I[]; pagination: ReturnType<typeof pagination> };

/**
 * Answers a company page: metered on its company ids before anything is sent. A small page goes through the
 * data cache (http/cached.ts); a large one is streamed (the same JSON text, member order included). Streaming
 * bypasses the serializer, so the stream writes exactly the documented schema: {<header>, data, pagination}.
 */
export async function sendCompanyPage<K extends string, H, I>(
  c: Container,
  request: FastifyRequest,
  reply: FastifyReply,
  headerKey: K,
  limit: number,
  read: () => Promise<CompanyPage<H, I>>,
): Promise<FastifyReply> {
  if (limit <= STREAM_THRESHOLD) {
    return sendCached(c, request, reply, async () => {
      const page = await read();
      const data: I[] = [];
      for await (const batch of page.batches()) data.push(...batch);
      const body: PageBody<K, H, I> = { ...head(headerKey, page), data, pagination: pagination(page.page, page.limit, page.total) };
      return { body, charged: page.companyIds, free: [] };
    });
  }
  const page = await read();
  await meter(c.credits, request, reply, page.companyIds);
  const items = page.batches();
  const tail = { pagination: pagination(page.page, page.limit, page.total) };
  return reply
    .type('application/json; charset=utf-8')
    .send(jsonObjectStream({ head: head(headerKey, page), arrayKey: 'data', items, tail }));
}

const head = <K extends string, H>(key: K, page: CompanyPage<H, unknown>) => ({ [key]: page.header }) as { [key in K]: H };
