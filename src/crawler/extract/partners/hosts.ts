import { normalizeDomain, registrableDomain } from '../../../lib/domain.js';

/**
 * Which hosts a link may name a partner on. A link on a partner page points at a partner's own site; these lists
 * hold the hosts that never do: social networks, URL shorteners, CDNs and asset hosts, app stores, job boards,
 * review and badge sites, forms and schedulers, newswires, and hosting platforms whose tenants have no domain of
 * their own. Kept here, by hand, as the crawler meets them.
 */

/** Registrable domains that are never a partner, whatever the path. */
const NEVER = new Set([
  // social networks and profile sites
  'facebook.com', 'fb.com', 'fb.me', 'messenger.com', 'instagram.com', 'twitter.com', 'x.com', 'linkedin.com', 'youtube.com',
  'youtube-nocookie.com', 'tiktok.com', 'pinterest.com', 'reddit.com', 'tumblr.com', 'snapchat.com', 'threads.net', 'mastodon.social',
  'bsky.app', 'bsky.social', 'discord.gg', 'discord.com', 'discordapp.com', 'telegram.org', 'telegram.me', 'whatsapp.com', 'vimeo.com',
  'flickr.com', 'medium.com', 'dribbble.com', 'behance.net', 'quora.com', 'weibo.com', 'vk.com', 'xing.com', 'crunchbase.com',
  'producthunt.com', 'slideshare.net', 'soundcloud.com', 'twitch.tv', 'meetup.com', 'substack.com', 'line.me', 'ok.ru', 'linktr.ee',
  'angel.co', 'wellfound.com', 'stackoverflow.com', 'glassdoor.com',
  // URL shorteners
  't.co', 'lnkd.in', 'youtu.be', 'bit.ly', 'bitly.com', 'goo.gl', 'ow.ly', 'tinyurl.com', 'buff.ly', 'rebrand.ly', 'is.gd', 'cutt.ly',
  'shorturl.at', 't.ly', 'rb.gy', 'bl.ink', 'hubs.ly', 'hubs.la', 'tiny.cc', 'dlvr.it', 'amzn.to', 'spoti.fi', 'apple.co', 'lnk.to',
  'forms.gle', 'g.co', 'ift.tt', 'wa.me', 't.me', 'pin.it', 'redd.it',
  // chat links (a site's own contact: Messenger, Zalo, Viber, Signal; KakaoTalk's channel hosts are in NEVER_HOSTS)
  'm.me', 'zalo.me', 'viber.click', 'signal.me',
  // CDNs, asset, analytics and tag hosts
  'cloudfront.net', 'akamaihd.net', 'akamaized.net', 'akamai.net', 'edgekey.net', 'edgesuite.net', 'fastly.net', 'fastlylb.net',
  'jsdelivr.net', 'unpkg.com', 'cdnjs.com', 'googleapis.com', 'gstatic.com', 'googleusercontent.com', 'ggpht.com', 'googletagmanager.com',
  'google-analytics.com', 'doubleclick.net', 'googlesyndication.com', 'googleadservices.com', 'amazonaws.com', 'azureedge.net',
  'windows.net', 'imgix.net', 'ctfassets.net', 'website-files.com', 'wp.com', 'wixstatic.com', 'parastorage.com', 'squarespace-cdn.com',
  'sqspcdn.com', 'shopifycdn.com', 'shopifycdn.net', 'hubspot.net', 'hsforms.net', 'hsforms.com', 'hs-scripts.com', 'hs-analytics.net',
  'hscollectedforms.net', 'hs-banner.com', 'usemessages.com', 'b-cdn.net', 'kxcdn.com', 'stackpathcdn.com', 'stackpathdns.com',
  'netdna-ssl.com', 'netdna-cdn.com', 'edgecastcdn.net', 'llnwd.net', 'cdn77.org', 'githubusercontent.com', 'gravatar.com',
  'vimeocdn.com', 'ytimg.com', 'twimg.com', 'fbcdn.net', 'licdn.com', 'cdninstagram.com', 'pinimg.com', 'typekit.net',
  'bootstrapcdn.com', 'cookielaw.org', 'cloudflareinsights.com', 'polyfill.io', 'sentry-cdn.com', 'intercomcdn.com', 'zdassets.com',
  'mxpnl.com', 'digitaloceanspaces.com', 'r2.dev', 'cloudflarestorage.com', 'storyblok.com', 'prismic.io', 'sanity.io',
  'hubspotusercontent-na1.net', 'hubspotusercontent-eu1.net', 'hubspotusercontent10.net', 'hubspotusercontent20.net',
  'hubspotusercontent00.net', 'hubspotusercontent30.net', 'hubspotusercontent40.net',
  // hosting platforms: a tenant (acme.netlify.app) has no domain of its own to name
  'netlify.app', 'vercel.app', 'herokuapp.com', 'github.io', 'gitlab.io', 'pages.dev', 'workers.dev', 'web.app', 'firebaseapp.com',
  'azurewebsites.net', 'wixsite.com', 'myshopify.com', 'webflow.io', 'blogspot.com', 'carrd.co', 'notion.site', 'framer.website',
  'framer.app', 'glitch.me', 'repl.co', 'jimdosite.com', 'godaddysites.com',
  // job boards (applicant-tracking vendors such as Greenhouse or Personio are partners of HR software: only their job-board
  // hosts are dropped, below and by CAREERS_LABEL)
  'myworkdayjobs.com', 'applytojob.com', 'indeed.com', 'welcometothejungle.com', 'join.com', 'ziprecruiter.com', 'monster.com',
  'stepstone.de', 'taleo.net',
  // store-locator widgets, whose embed credits its maker ("Loading store locator from Stockist")
  'stockist.co', 'storerocket.io', 'storepoint.co', 'storemapper.co',
  // reviews, ratings and badges
  'g2.com', 'g2crowd.com', 'capterra.com', 'trustpilot.com', 'trustradius.com', 'getapp.com', 'softwareadvice.com', 'gartner.com',
  'clutch.co', 'goodfirms.co', 'designrush.com', 'upcity.com', 'sortlist.com', 'bbb.org', 'reviews.io', 'yelp.com', 'tripadvisor.com',
  'sourceforge.net', 'glassdoor.co.uk',
  // newswires, news, reference
  'techcrunch.com', 'forbes.com', 'businesswire.com', 'prnewswire.com', 'globenewswire.com', 'accesswire.com', 'prweb.com',
  'einpresswire.com', 'reuters.com', 'bloomberg.com', 'wsj.com', 'nytimes.com', 'cnbc.com', 'venturebeat.com', 'theverge.com',
  'wired.com', 'zdnet.com', 'ft.com', 'bbc.co.uk', 'bbc.com', 'cnn.com', 'theguardian.com', 'inc.com', 'fastcompany.com',
  'businessinsider.com', 'techradar.com', 'engadget.com', 'axios.com', 'marketwatch.com', 'wikipedia.org', 'wikimedia.org',
  'archive.org', 'w3.org', 'schema.org', 'ogp.me', 'creativecommons.org',
  // citations: a paper's record or identifier, never the lab's partner
  'doi.org', 'orcid.org', 'arxiv.org', 'biorxiv.org', 'medrxiv.org', 'researchgate.net', 'semanticscholar.org', 'europepmc.org',
  'jstor.org', 'ssrn.com', 'clinicaltrials.gov',
]); // prettier-ignore

/**
 * Hosting platforms whose own site is their registrable domain (squarespace.com, wordpress.com): the platform itself
 * may be a partner (an integration with Squarespace), its tenants (acme.squarespace.com) never are.
 */
const TENANT_HOSTED = new Set(['squarespace.com', 'wordpress.com', 'weebly.com', 'carrd.co']);

/** Hosts that are never a partner though their registrable domain may be one (cloudflare.com, google.com, stripe.com). */
const NEVER_HOSTS = new Set([
  'cdnjs.cloudflare.com', 'res.cloudinary.com', 'uploads-ssl.webflow.com', 'global-uploads.webflow.com', 'assets.website-files.com',
  'static1.squarespace.com', 'cdn.shopify.com', 'kit.fontawesome.com', 'use.fontawesome.com', 'code.jquery.com', 'cdn.segment.com',
  'static.hotjar.com', 'js.stripe.com', 'buy.stripe.com', 'checkout.stripe.com', 'billing.stripe.com', 'js.hs-scripts.com',
  'widget.intercom.io', 'apps.apple.com', 'itunes.apple.com', 'podcasts.apple.com', 'play.google.com', 'chrome.google.com',
  'chromewebstore.google.com', 'microsoftedge.microsoft.com', 'addons.mozilla.org', 'apps.microsoft.com', 'appsource.microsoft.com',
  'marketplace.visualstudio.com', 'appgallery.huawei.com', 'galaxystore.samsung.com', 'maps.google.com', 'policies.google.com',
  'accounts.google.com', 'fonts.google.com', 'translate.google.com', 'support.google.com', 'docs.google.com', 'drive.google.com',
  'sites.google.com', 'calendar.google.com', 'meet.google.com', 'news.google.com', 'groups.google.com', 'mail.google.com', 'photos.google.com', 'books.google.com', 'scholar.google.com', 'business.google.com', 'search.google.com', 'myaccount.google.com', 'lens.google.com', 'images.google.com', 'earth.google.com', 'forms.google.com', 'g.co', 'forms.office.com', 'teams.microsoft.com',
  'meetings.hubspot.com', 'share.hsforms.com', 'form.typeform.com', 'form.jotform.com', 'boards.greenhouse.io',
  'job-boards.greenhouse.io', 'jobs.lever.co', 'apply.workable.com', 'jobs.ashbyhq.com', 'app.termly.io', 'consent.cookiebot.com',
  'careers.smartrecruiters.com', 'jobs.smartrecruiters.com', 'pf.kakao.com', 'qr.kakao.com', 'open.kakao.com',
  // a paper's record in PubMed (the NIH itself may be a research partner)
  'pubmed.ncbi.nlm.nih.gov', 'www.ncbi.nlm.nih.gov', 'ncbi.nlm.nih.gov',
  // a shop's own storefront on a marketplace: a listing, never the marketplace as its partner
  'item.rakuten.co.jp',
]); // prettier-ignore

/**
 * Hosts where any path is a profile, a repository, a booking or a form (github.com/acme, calendly.com/acme/demo):
 * only a link to the root names the company itself.
 */
const ROOT_ONLY = new Set([
  'github.com', 'gitlab.com', 'bitbucket.org', 'calendly.com', 'tally.so', 'zoom.us', 'eventbrite.com', 'surveymonkey.com',
  'airtable.com', 'loom.com', 'dropbox.com', 'figma.com', 'typeform.com', 'jotform.com', 'google.com', 'lu.ma', 'notion.so',
  // a club or an athlete's profile; the root names Strava, an integration of fitness apps
  'strava.com',
]); // prettier-ignore

/**
 * ROOT_ONLY services whose subdomains are the maker's own products (workspace.google.com, edu.google.com): a link
 * there names the maker, where one to a path of the main host (google.com/maps/...) or to its app store does not.
 * The subdomains that are profiles, forms or documents are in NEVER_HOSTS.
 */
const PRODUCT_SUBDOMAINS = new Set(['google.com']);
function isProductPage(url: URL, host: string, registrable: string): boolean {
  if (!PRODUCT_SUBDOMAINS.has(registrable) || host === registrable || host === `www.${registrable}`) return false;
  // workspace.google.com/marketplace/app/...: the site's own app in a store, as play.google.com is
  return !url.pathname.startsWith('/marketplace');
}

/**
 * A ROOT_ONLY service's own directory of what connects with it (dropbox.com/app-integrations/acme,
 * github.com/marketplace/acme, notion.so/integrations/acme): a link there names the service as an integration, as
 * slack.com/apps/… names Slack. Google's paths stay out: its directories are app stores (isProductPage).
 */
const INTEGRATION_DIRECTORY = /^\/(app-integrations|integrations?|apps|marketplace|app-directory)\/./;
function isIntegrationListing(url: URL, registrable: string): boolean {
  return !PRODUCT_SUBDOMAINS.has(registrable) && INTEGRATION_DIRECTORY.test(url.pathname);
}

/** Host labels of careers sites and asset hosts (careers.acme.com, cdn.foo.com). */
const CAREERS_LABEL = /^(careers?|jobs?|karriere|apply|recruiting|talent|hiring)$/;
const ASSET_LABEL = /^(cdn\d*|static\d*|assets?\d*|img\d*|images?\d*|media\d*|files?|uploads?|fonts?|s\d+|i\d+)$/;
const FILE_PATH = /\.(pdf|png|jpe?g|gif|svg|webp|avif|ico|zip|gz|mp4|mov|webm|mp3|css|js|json|xml|txt|docx?|xlsx?|pptx?|csv)$/i;

/** The site a page belongs to: its registrable domains and the names in them (acme for acme.com, getacmehq.com). */
export interface SiteDomains {
  own: Set<string>;
  /** the site's name in its domains: another domain by this name is the site's own (acme.de for acme.com) */
  brands: string[];
  /** names that mark the site's pages on a service as subdomains only (ampersand.partnerportal.io for ampersand-legal.com) */
  tenants: string[];
}

/** What a brand's domain adds to its name: getacme.com, acmehq.com, acme-app.io. */
const BRAND_PREFIX = /^(get|try|use|go|join|with|hello|meet)(?=[a-z0-9]{4})/;
const BRAND_SUFFIX = /(?<=[a-z0-9]{4})-?(hq|app|apps|inc|labs|group|corp|online|global|official|io|ai|co)$/;

/** The names a site's pages on other services carry (acme.zendesk.com): the domain's label, with and without affixes. */
function brandsOf(registrable: string): string[] {
  const label = registrable.split('.')[0] ?? '';
  const bare = label.replace(BRAND_PREFIX, '').replace(BRAND_SUFFIX, '');
  return [...new Set([label, bare, label.replace(BRAND_PREFIX, ''), label.replace(BRAND_SUFFIX, '')])].filter(
    (b) => b.length >= 3 && !COMMON_LABELS.has(b),
  );
}

/** Host labels too common to be a brand's mark (cloud.google.com is not a page of cloudco.com). */
const COMMON_LABELS = new Set(['www', 'cloud', 'app', 'apps', 'api', 'partners', 'partner', 'help', 'support', 'docs', 'shop', 'store', 'blog', 'mail', 'news', 'data', 'info', 'portal', 'home', 'web', 'site', 'online', 'global', 'digital', 'tech', 'labs', 'group', 'marketplace']); // prettier-ignore

export function siteDomains(domain: string, otherDomains: readonly string[], pageUrl: string): SiteDomains {
  const own = new Set<string>();
  for (const d of [domain, ...otherDomains, hostOf(pageUrl) ?? '']) {
    const normalized = normalizeDomain(d);
    const registrable = normalized ? registrableDomain(normalized) : null;
    if (registrable) own.add(registrable);
  }
  const brands = [...own].flatMap(brandsOf);
  // ampersand-legal.com also appears as ampersand.partnerportal.io: the first part of a hyphenated name.
  const leads = [...own].map((d) => d.split('.')[0]!.split('-')[0]!).filter((l) => l.length >= 5 && !COMMON_LABELS.has(l));
  return { own, brands, tenants: [...new Set([...brands, ...leads])] };
}

/**
 * The registrable domain a link names as a partner, or null: not http(s), a file, the site's own domains (or its
 * tenant pages elsewhere, acme.zendesk.com), or a host from the lists above.
 */
export function partnerDomainOf(url: URL, site: SiteDomains): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = normalizeDomain(url.hostname);
  if (!host) return null;
  const registrable = registrableDomain(host);
  if (!registrable || site.own.has(registrable)) return null;
  if (NEVER.has(registrable) || NEVER_HOSTS.has(host)) return null;
  if (TENANT_HOSTED.has(registrable) && host !== registrable && host !== `www.${registrable}`) return null;
  if (
    ROOT_ONLY.has(registrable) &&
    url.pathname.replace(/\/+$/, '') !== '' &&
    !isProductPage(url, host, registrable) &&
    !isIntegrationListing(url, registrable)
  )
    return null;
  if (FILE_PATH.test(url.pathname)) return null;
  const subdomain = host
    .slice(0, host.length - registrable.length)
    .split('.')
    .filter(Boolean);
  if (subdomain.some((label) => label.split('-').some((part) => CAREERS_LABEL.test(part)) || ASSET_LABEL.test(label))) return null;
  // acme.zendesk.com, acme-partners.typeform.com: the site's own pages on a service. acme.de: the site elsewhere.
  const label = registrable.split('.')[0]!;
  if (site.brands.includes(label)) return null;
  for (const brand of site.tenants) {
    if (subdomain.some((sub) => sub === brand || sub.split('-').includes(brand) || (sub.startsWith(brand) && brand.length >= 4)))
      return null;
  }
  if (/^\/(careers?|jobs?|karriere)(\/|$)/i.test(url.pathname)) return null;
  return registrable;
}

/**
 * The domain a logo service names in an image URL (logo.clearbit.com/stripe.com, google.com/s2/favicons?domain=…):
 * the page states the partner's domain even where its card links only to a page of the site.
 */
export function logoServiceDomain(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const named = logoServiceOf(host)?.(url);
  if (!named) return null;
  const domain = normalizeDomain(decodeURIComponent(named));
  return domain ? registrableDomain(domain) : null;
}

/** Logo services by host: where each names the domain it shows a logo of. */
const LOGO_SERVICES = new Map<string, (url: URL) => string | null | undefined>([
  ['logo.clearbit.com', (url) => url.pathname.split('/')[1]],
  ['img.logo.dev', (url) => url.pathname.split('/')[1]],
  ['logo.uplead.com', (url) => url.pathname.split('/')[1]],
  ['unavatar.io', (url) => url.pathname.split('/')[1]],
  ['icons.duckduckgo.com', (url) => (url.pathname.split('/')[2] ?? '').replace(/\.ico$/, '')],
  ['icon.horse', (url) => url.pathname.split('/')[2]],
  ['www.google.com', googleFavicon],
  ['google.com', googleFavicon],
]);

function googleFavicon(url: URL): string | null {
  return url.pathname.startsWith('/s2/favicons') ? (url.searchParams.get('domain') ?? url.searchParams.get('domain_url')) : null;
}

function gstaticFavicon(url: URL): string | null {
  return url.pathname.startsWith('/faviconV2') ? url.searchParams.get('url') : null;
}

/** The logo service a (lowercased) host is, or undefined. */
function logoServiceOf(host: string): ((url: URL) => string | null | undefined) | undefined {
  return LOGO_SERVICES.get(host) ?? (/^t\d\.gstatic\.com$/.test(host) ? gstaticFavicon : undefined);
}

/**
 * A reference written relative to the page ("/blog/post", "../img/a.png", "#top") and without a query: it resolves
 * on the base URL's host whatever it says. Anything the URL parser could read as another host (a scheme, "//", a
 * backslash, a tab or newline, which the parser drops) is not, and neither is a query (a redirect link's
 * /out?url=…, which names its destination). `raw` is trimmed.
 */
export function isPlainRelative(raw: string): boolean {
  return PLAIN_RELATIVE.test(raw);
}
const PLAIN_RELATIVE = /^(?:\/(?![/\\])|#|\.\.?\/)[^?\\\t\n\r]*$/;

/**
 * The page's references resolve on one of the site's own hosts (not a logo service's): a plain relative reference
 * (isPlainRelative) on it names no partner, and the extraction skips it without parsing a URL. On the crawl
 * benchmark's pages, most links and image sources are such, and parsing them was about a tenth of the extraction
 * (docs/benchmarks-notes.md).
 */
export function resolvesOnOwnHost(base: URL, site: SiteDomains): boolean {
  const host = normalizeDomain(base.hostname);
  const registrable = host ? registrableDomain(host) : null;
  return (
    (base.protocol === 'http:' || base.protocol === 'https:') &&
    registrable !== null &&
    site.own.has(registrable) &&
    logoServiceOf(base.hostname.toLowerCase()) === undefined
  );
}

/** Asset hosts for images: an image on one of them says nothing about whose logo it is. */
export function isAssetHost(url: URL, site: SiteDomains): boolean {
  const host = normalizeDomain(url.hostname);
  const registrable = host ? registrableDomain(host) : null;
  if (!host || !registrable) return true;
  if (site.own.has(registrable) || NEVER.has(registrable) || NEVER_HOSTS.has(host) || TENANT_HOSTED.has(registrable)) return true;
  return host
    .slice(0, host.length - registrable.length)
    .split('.')
    .some((label) => ASSET_LABEL.test(label));
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
