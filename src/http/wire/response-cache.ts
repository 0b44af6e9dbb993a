import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Container } from '../../container.js';
import { CompanyList } from '../../services/free-windows.js';
import type { Metered } from '../../services/partnership.service.js';
import { meter } from '../meter.js';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { stringify as canonical } from 'safe-stable-stringify';
import { acceptsGzip, COMPRESS_MIN_BYTES, sendEncoded } from './compression.js';

const gzipAsync = promisify(gzip);

/**
 * A cached response: its serialized body, as the bytes to send (a string would be encoded again on every hit),
 * and the companies to meter for it, on every hit as on a miss.
 */
interface CachedResponse {
  body: Buffer;
  /** companies returned, as one list kept with the body (see CompanyList) */
  charged: CompanyList;
  /** companies that only give context */
  free: readonly number[];
}

/**
 * Answers a read endpoint through the response cache (infra/cache/data-cache.ts): the body is read and
 * serialized by the route's own response schema once per data version, and metered on every call. The key
 * is the route with its validated parameters and query, which hold everything a body depends on.
 * `metered: false` for endpoints that return no companies (no X-Credits-* headers); `encoded: true` when `read`
 * gives the body as JSON text already, written to the response schema (it is not serialized again).
 * A client that takes gzip gets the body gzipped, also cached: it is compressed once per data version.
 * `company` for an answer about the one company it charges and nothing else (a lookup): it stays cached until a
 * write changes that company, or the catalogue when `company.catalogue` (the answer shows technologies: names,
 * vendors, the popularity order) (DataCache).
 */
export async function sendCached(
  c: Container,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<Metered<unknown>>,
  options: { metered?: boolean; encoded?: boolean; company?: { catalogue: boolean } } = {},
): Promise<FastifyReply> {
  const scope = options.company;
  const about = scope
    ? (r: CachedResponse) => (r.charged.ids.length === 1 ? { company: r.charged.ids[0]!, catalogue: scope.catalogue } : undefined)
    : undefined;
  // JSON with keys sorted (safe-stable-stringify), so that ?a=1&b=2 and ?b=2&a=1 share an entry.
  const key = `${request.method} ${request.routeOptions.url}|${canonical(request.params)}|${canonical(request.query)}`;
  const plain = () =>
    c.cache.getOrLoad<CachedResponse>(
      key,
      async () => {
        const r = await read();
        // The route's compiled response serializer: a JSON string for a JSON schema.
        const body = options.encoded ? (r.body as string) : (reply.serialize(r.body) as string);
        return { body: Buffer.from(body), charged: new CompanyList(r.charged), free: r.free };
      },
      size,
      about,
    );
  let response = await plain();
  const gzip = response.body.length >= COMPRESS_MIN_BYTES && acceptsGzip(request);
  if (gzip) {
    const compress = async (r: CachedResponse) => ({ ...r, body: await gzipAsync(r.body) });
    // Read through the plain entry, so that both hold the same data version (the cache's stamps see to it).
    response = c.cache.enabled
      ? await c.cache.getOrLoad(`${key}|gzip`, async () => compress(await plain()), size, about)
      : await compress(response);
  }
  if (options.metered ?? true) await meter(c.credits, request, reply, [response.charged], { free: response.free });
  return sendEncoded(reply, response.body, gzip);
}

const size = (r: CachedResponse) => r.body.length + 8 * (r.charged.ids.length + r.free.length);
