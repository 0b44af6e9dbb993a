import type { Page } from './types.js';

/** A fetched page for unit tests of the extraction steps: HTML at a URL, fetched now, nothing unusual. */
export function testPage(url: string, body: string, extra: Partial<Page> = {}): Page {
  return {
    url,
    status: 200,
    contentType: 'text/html',
    headers: {},
    body,
    bytes: body.length,
    truncated: false,
    redirects: [],
    fetchedAt: new Date(),
    ...extra,
  };
}
