import type { FetchPageOptions } from '../../src/crawler/fetcher.js';
import type { SiteFetcher } from '../../src/crawler/site.js';
import type { FetchResult, Page } from '../../src/crawler/types.js';
import type { CorpusPage, CorpusSite } from './corpus/types.js';

/** Redirects followed per request, as the fetcher's default. */
const MAX_REDIRECTS = 5;

/**
 * A corpus site served from memory through the crawler's SiteFetcher interface: the crawl (site.ts) runs unchanged
 * on it, as on the web. Unknown paths are 404 (or the home page, for a catch-all site); /sitemap.xml lists the
 * site's sitemap; every request is recorded.
 */
export class CorpusWeb implements SiteFetcher {
  readonly requested: string[] = [];
  private readonly pages = new Map<string, CorpusPage>();
  private readonly origin: string;

  constructor(private readonly site: CorpusSite) {
    this.origin = `https://${site.domain}`;
    for (const [key, page] of Object.entries(site.pages)) this.pages.set(this.absolute(key), page);
  }

  readonly robots = { sitemaps: async (origin: string) => (this.site.sitemap ? [`${origin}/sitemap.xml`] : []) };

  async fetchPage(url: string, options: FetchPageOptions): Promise<FetchResult> {
    const redirects: string[] = [];
    let current = withoutFragment(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      this.requested.push(current);
      const answer = this.answer(current);
      if (!answer) return { ok: false, error: 'http_404', detail: `${current} is not in the corpus` };
      if ('redirect' in answer) {
        redirects.push(current);
        current = new URL(answer.redirect, current).href;
        continue;
      }
      const status = answer.status ?? 200;
      if (status >= 400) return { ok: false, error: `http_${status}`, detail: `${current} answered ${status}` };
      const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const contentType = headers['content-type'] ?? (answer.xml ? 'application/xml' : 'text/html; charset=utf-8');
      if (options.accept === 'html' && !contentType.includes('html')) return { ok: false, error: 'not_html', detail: contentType };
      const page: Page = {
        url: current,
        status,
        contentType,
        headers: { 'content-type': contentType, ...headers },
        body: answer.html,
        bytes: Buffer.byteLength(answer.html),
        truncated: false,
        redirects,
        fetchedAt: new Date('2026-12-01T00:00:00Z'),
      };
      return { ok: true, page };
    }
    return { ok: false, error: 'http_310', detail: 'too many redirects' };
  }

  private answer(url: string): (CorpusPage & { xml?: boolean }) | undefined {
    const known = this.pages.get(url) ?? this.pages.get(url.replace(/\/$/, '')) ?? this.pages.get(`${url}/`);
    if (known) return known;
    const parsed = new URL(url);
    if (parsed.pathname === '/sitemap.xml' && this.site.sitemap && parsed.origin === this.homeOrigin()) {
      const locs = this.site.sitemap.map((s) => `<url><loc>${this.absolute(s).replace(/&/g, '&amp;')}</loc></url>`).join('');
      return {
        html: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`,
        xml: true,
      };
    }
    if (this.site.catchAll && parsed.origin === this.homeOrigin()) return this.pages.get(`${this.homeOrigin()}/`);
    return undefined;
  }

  /** Where the home page ends up after its redirects (https://www.acme.com for acme.com → www). */
  private homeOrigin(): string {
    let url = `${this.origin}/`;
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const page = this.pages.get(url);
      if (!page || !('redirect' in page)) break;
      url = new URL(page.redirect, url).href;
    }
    return new URL(url).origin;
  }

  private absolute(key: string): string {
    return /^https?:\/\//.test(key) ? key : new URL(key, `${this.origin}/`).href;
  }
}

function withoutFragment(url: string): string {
  const at = url.indexOf('#');
  return at >= 0 ? url.slice(0, at) : url;
}
