/**
 * One site of the labelled corpus (docs/quality.md): its pages as a web server would answer them, and what a
 * careful reader of those pages knows about it: the technologies it runs and the partners it lists.
 */
export interface CorpusSite {
  /** the domain the crawl is asked for; its home page is https://<domain>/ unless `pages` redirects it */
  domain: string;
  /** the site's other domains (never its own partners) */
  otherDomains?: string[];
  /** what the site exercises, for the report */
  covers: string;
  /** answers by URL: a path ("/partners") on https://<domain>, or an absolute URL (other hosts of the site) */
  pages: Record<string, CorpusPage>;
  /** paths or URLs listed in /sitemap.xml (none: the site has no sitemap) */
  sitemap?: string[];
  /** unknown paths answer 200 with the home page (a single-page application's catch-all route) */
  catchAll?: boolean;
  /**
   * tech_keys (contracts section 4) of the technologies the pages show, implied ones included (WordPress implies
   * PHP and MySQL in the fingerprint data), as the fingerprint set names them
   */
  technologies: string[];
  /** partners the site's pages list, by registrable domain; a partner shown only by name (no link, no domain) is not one */
  partners: Record<string, 'technology' | 'channel' | 'generic'>;
}

export type CorpusPage = { status?: number; headers?: Record<string, string>; html: string } | { status?: number; redirect: string };
