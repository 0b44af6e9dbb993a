/**
 * A domain's crawl error, exactly as a refresh job reports it (contracts section 8). `http_<status>` carries the
 * final status of a 3xx that could not be followed, a 4xx or a 5xx.
 */
export type CrawlErrorCode =
  | 'invalid_domain'
  | 'dns_not_found'
  | 'blocked_address'
  | 'connection_failed'
  | 'timeout'
  | `http_${number}`
  | 'robots_disallowed'
  | 'too_large'
  | 'not_html'
  | 'internal_error';

/** What a page is fetched as: `html` refuses other content types (`not_html`); `text` and `xml` take any. */
export type Accept = 'html' | 'text' | 'xml';

/** One fetched document. */
export interface Page {
  /** the final URL, after redirects */
  url: string;
  status: number;
  /** the Content-Type header as sent ('' when absent) */
  contentType: string;
  /**
   * Response headers, names lowercased. A repeated header is joined with ", ", except `set-cookie`, whose values
   * are joined with "\n" (a cookie's Expires date has a comma of its own).
   */
  headers: Record<string, string>;
  /** the body decoded to text (content encoding, then charset) */
  body: string;
  /** bytes of the body after content decoding (gzip, deflate, br), before charset decoding */
  bytes: number;
  /** the body was cut at the size cap (only when the fetch asked for `truncate`) */
  truncated: boolean;
  /** every URL that answered with a redirect, in order; empty when the first URL answered */
  redirects: string[];
  fetchedAt: Date;
}

/** A fetch failure: the error code and a sentence for logs and operators. */
export interface FetchFailure {
  ok: false;
  error: CrawlErrorCode;
  detail: string;
}

export type FetchResult = { ok: true; page: Page } | FetchFailure;

/** A request's timeouts (FetcherOptions): the TCP and TLS handshake, the response headers, a pause in the body. */
export interface FetchTimeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

/** Resolves a host name to its addresses, as `dns.promises.lookup(host, { all: true })` does. */
export type LookupFunction = (host: string) => Promise<{ address: string; family: number }[]>;

/** A failure as a value, for the layers that pass failures up without throwing. */
export function failure(error: CrawlErrorCode, detail: string): FetchFailure {
  return { ok: false, error, detail };
}
