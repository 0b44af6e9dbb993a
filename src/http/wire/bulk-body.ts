import { Type } from 'typebox';
import type { Container } from '../../container.js';
import type { BulkInclude, BulkPlan, BulkResult, TrackedResult } from '../../services/company-bulk.js';
import { NOT_TRACKED } from '../../services/company-bulk.js';
import { CompanyList } from '../../services/free-windows.js';
import { BulkResultSchema } from '../routes/v1/companies/schemas.js';
import { deflatePiece, GzipBuilder, type DeflatedPiece } from './gzip-pieces.js';
import { splicingParts, utf8Concat } from './splice.js';

/**
 * The bytes of a bulk lookup's response (POST /v1/companies), assembled from per-company pieces.
 *
 * A response can be 600 KiB (100 companies with 100 technologies and 100 partners each), so it is not
 * serialized whole: each tracked company's result is encoded once per data version and set of sections and
 * kept in the data cache as bytes, plain and gzipped (gzip-pieces.ts), with the companies it returns as one
 * CompanyList. A batch of known companies then costs no query, no object and no serialization or compression,
 * only the copy of its bytes and one step of metering per result. A piece shows its company's own rows, its
 * partnerships with its partners' names (which a crawl's write lists on both sides and never renames), and with
 * technologies the catalogue: it stays cached until a write changes its company or, then, the catalogue (DataCache).
 *
 * A piece is a result's JSON without its domain: `,"status":...}`. The response's text is `{"domain":"…"` and
 * the piece, for each domain; the pieces come from a serializer of the result's schema without `domain`
 * (compiled once, here), so nothing depends on where `domain` stands in the schema, with the partner entries
 * the database wrote spliced in (splice.ts). test/companies-bulk.test.ts
 * checks that the body is exactly what the route's response schema writes.
 */
export interface BulkBody {
  body: Buffer;
  /** the companies returned, to be metered: each tracked result's company and partners, as the list kept with it */
  companies: CompanyList[];
}

/** A tracked result's piece, plain or compressed, with the companies it returns. */
interface Piece<P> {
  tail: P;
  companies: CompanyList;
}

const aroundWithoutDomain = splicingParts<BulkResult>(Type.Omit(BulkResultSchema, ['domain']), 'partnerships');

/**
 * A result's JSON from just after its domain, its partner entries (written by the database) put in place, written
 * straight into its buffer (no string of the whole piece is made: utf8Concat).
 */
function tailOf(result: BulkResult): Buffer {
  const [before, after] = aroundWithoutDomain(result);
  // Every result has a status, so the object is never empty: `{"status":…}` becomes `,"status":…}`.
  return utf8Concat([',', before.slice(1), '[', result.partnerships_json, ']', after]);
}

const NOT_TRACKED_TAIL = tailOf(NOT_TRACKED);
const NOT_TRACKED_DEFLATED = deflatePiece(NOT_TRACKED_TAIL);
const SECTIONS: readonly BulkInclude[] = ['technologies', 'partnerships', 'firmographics'];

export async function bulkBody(c: Container, plan: BulkPlan, include: ReadonlySet<BulkInclude>, gzip: boolean): Promise<BulkBody> {
  const ids = [...new Set(plan.domains.flatMap((d) => (d.companyId === null ? [] : [d.companyId])))];
  const kind = `bulk-result:${SECTIONS.filter((s) => include.has(s)).join(',')}`;
  const catalogue = include.has('technologies');
  const about = (id: number, piece: Piece<unknown> | null) => (piece ? { company: id, catalogue } : undefined);
  const plain = (keys: number[]) =>
    c.cache.getMany(
      kind,
      keys,
      async (missing) => encode(await c.companies.bulkResults(missing, include)),
      null,
      (p: Piece<Buffer> | null) => (p ? p.tail.length + 8 * p.companies.ids.length + 64 : 8),
      about,
    );
  if (!gzip) return assemble(plan, new PlainBuilder(), await plain(ids), NOT_TRACKED_TAIL);
  // Read through the plain pieces, so that both hold the same data version (the cache's stamps see to it).
  const deflated = c.cache.enabled
    ? await c.cache.getMany(
        `${kind}|gzip`,
        ids,
        async (missing) => deflate(await plain(missing)),
        null,
        (p: Piece<DeflatedPiece> | null) => (p ? p.tail.deflated.length + 8 * p.companies.ids.length + 64 : 8),
        about,
      )
    : deflate(await plain(ids));
  return assemble(plan, new GzipBuilder(), deflated, NOT_TRACKED_DEFLATED);
}

function encode(results: Map<number, TrackedResult>): Map<number, Piece<Buffer>> {
  const out = new Map<number, Piece<Buffer>>();
  for (const [id, r] of results) out.set(id, { tail: tailOf(r.result), companies: new CompanyList(r.companyIds) });
  return out;
}

function deflate(pieces: Map<number, Piece<Buffer> | null>): Map<number, Piece<DeflatedPiece> | null> {
  const out = new Map<number, Piece<DeflatedPiece> | null>();
  for (const [id, p] of pieces) out.set(id, p && { tail: deflatePiece(p.tail), companies: p.companies });
  return out;
}

/** A body made of text written per request and pieces prepared ahead of time. */
interface BodyBuilder<P> {
  raw(text: string): unknown;
  piece(piece: P): unknown;
  finish(): Buffer;
}

class PlainBuilder implements BodyBuilder<Buffer> {
  private readonly parts: Buffer[] = [];
  raw(text: string): void {
    this.parts.push(Buffer.from(text));
  }
  piece(piece: Buffer): void {
    this.parts.push(piece);
  }
  finish(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** The response, in the order of the response schema (BulkResponseSchema), from the tracked results' pieces. */
function assemble<P>(plan: BulkPlan, out: BodyBuilder<P>, pieces: Map<number, Piece<P> | null>, notTracked: P): BulkBody {
  const notFound: string[] = [];
  const companies: CompanyList[] = [];
  out.raw('{"data":[');
  let first = true;
  for (const { domain, companyId } of plan.domains) {
    const piece = companyId === null ? null : pieces.get(companyId);
    out.raw(`${first ? '' : ','}{"domain":${JSON.stringify(domain)}`);
    first = false;
    if (piece) {
      out.piece(piece.tail);
      companies.push(piece.companies);
    } else {
      out.piece(notTracked);
      notFound.push(domain);
    }
  }
  out.raw(
    `],"total_domains_requested":${plan.requested},"domains_found":${plan.domains.length - notFound.length},` +
      `"domains_not_found":${JSON.stringify(notFound)},"rejected":${plan.rejected.length},"rejected_domains":${JSON.stringify(plan.rejected)}}`,
  );
  return { body: out.finish(), companies };
}
