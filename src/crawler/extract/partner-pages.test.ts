import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  extractPartners,
  FALLBACK_PATHS,
  homeSignature,
  nextPartnerPages,
  partnerPageCandidates,
  partnerPageKind,
  partnerSubpages,
  readEntryPage,
  readPartnerPage,
} from './partners.js';
import { testPage } from '../test-page.js';
import type { Page } from '../types.js';

const page = testPage;
const html = (title: string, h1: string, rest = '') =>
  `<html><head><title>${title}</title></head><body><main><h1>${h1}</h1>${rest}</main></body></html>`;

test('partnerPageKind: partner pages and their type, from the heading, the title (brand removed) and the path', () => {
  const kind = (url: string, title: string, h1: string, domain?: string) => partnerPageKind(page(url, html(title, h1)), { domain });
  assert.deepEqual(kind('https://acme.com/integrations', 'Integrations | Acme', 'Connect your tools'), {
    kind: 'partners',
    type: 'technology',
  });
  assert.deepEqual(kind('https://acme.com/find-a-reseller', 'Find a reseller', 'Where to buy'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('https://acme.com/partners', 'Partners', 'Grow with us'), { kind: 'partners', type: 'generic' });
  // The brand in the title is not wording: "Acme Consulting" is the site, not a consulting listing.
  assert.deepEqual(kind('https://acme-consulting.com/partners', 'Partners | Acme Consulting', 'Partners', 'acme-consulting.com'), {
    kind: 'partners',
    type: 'generic',
  });
  assert.deepEqual(kind('https://acme.com/partners.html', 'Partners', ''), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('https://acme.com/partner', 'Unsere Partner', 'Vertriebspartner'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('https://acme.com/partners', 'Partner program', 'Join 500+ agencies growing with Acme'), {
    kind: 'partners',
    type: 'channel',
  });
});

test('partnerPageKind: customers and case studies, soft 404s, the home page again, and other pages', () => {
  const kind = (url: string, title: string, h1: string, extra: Partial<Page> = {}, home?: Page) =>
    partnerPageKind(page(url, html(title, h1), extra), { home }).kind;
  assert.equal(kind('https://acme.com/customers', 'Customers | Acme', 'Customer stories'), 'customers');
  assert.equal(kind('https://acme.com/partners/success-stories', 'Customer stories', 'Partner success stories'), 'customers');
  assert.equal(kind('https://acme.com/case-studies/lego', 'Lego', 'How Lego ships faster'), 'customers');
  assert.equal(kind('https://acme.com/partners', 'Page Not Found — Acme', 'Page Not Found'), 'soft_404');
  assert.equal(kind('https://acme.com/partners', 'Acme', 'Oops! That page can’t be found.'), 'soft_404');
  assert.equal(kind('https://acme.com/partners', 'Acme', 'Seite nicht gefunden'), 'soft_404');
  assert.equal(kind('https://acme.com/partners', 'Partners', 'Partners', { status: 404 }), 'soft_404');
  assert.equal(kind('https://acme.com/', 'Acme', 'Welcome', { redirects: ['https://acme.com/partners'] }), 'soft_404');
  const home = page('https://acme.com/', html('Acme — CRM', 'The CRM'));
  assert.equal(partnerPageKind(page('https://acme.com/partners', home.body), { home }).kind, 'soft_404');
  // the home page's signature tells the same as the page (a crawl keeps the signature, not the document)
  assert.equal(partnerPageKind(page('https://acme.com/partners', home.body), { home: homeSignature(home) }).kind, 'soft_404');
  const sameTitle = page('https://acme.com/partners', home.body.replace('The CRM', 'The CRX'));
  assert.equal(partnerPageKind(sameTitle, { home: homeSignature(home) }).kind, 'soft_404');
  assert.equal(
    partnerPageKind(page('https://acme.com/partners', html('Partners', 'Partners')), { home: homeSignature(home) }).kind,
    'partners',
  );
  assert.equal(kind('https://acme.com/', 'Acme', 'Welcome'), 'other');
  assert.equal(kind('https://acme.com/about', 'About | Acme', 'Our story'), 'other');
  assert.equal(kind('https://acme.com/blog/we-partner-with-stripe', 'We partner with Stripe', 'We partner with Stripe'), 'other');
});

test('nextPartnerPages: Drupal\'s pager counts from 0, a cursor link says "More installers →", a Polish one "Następna »"', () => {
  const drupal = page(
    'https://acme.com/partners/resellers',
    `<h1>Resellers</h1><ul class="pager"><li class="is-active"><a href="?page=0">1</a></li><li><a href="?page=1" title="Go to page 2">2</a></li><li><a href="?page=2">3</a></li></ul>`,
  );
  assert.deepEqual(nextPartnerPages(drupal), ['https://acme.com/partners/resellers?page=1', 'https://acme.com/partners/resellers?page=2']);
  // counted from 1, the unnumbered first page's "1" link is itself
  const fromOne = page('https://acme.com/partners', `<h1>Partners</h1><a href="?page=1">1</a> <a href="?page=2">2</a>`);
  assert.deepEqual(nextPartnerPages(fromOne), ['https://acme.com/partners?page=2']);
  // Drupal's first page without a link to ?page=0: its "2" (after a hidden "Page") or its rel="next" goes to ?page=1
  const second = (pager: string) => nextPartnerPages(page('https://acme.ac.uk/business/partners', `<h1>Partners</h1>${pager}`));
  assert.deepEqual(second('<a href="?page=1" title="Go to page 2"><span class="visually-hidden">Page</span>2</a>'), [
    'https://acme.ac.uk/business/partners?page=1',
  ]);
  assert.deepEqual(second('<a href="?page=1" rel="next">Next ›</a>'), ['https://acme.ac.uk/business/partners?page=1']);
  const cursor = page(
    'https://acme.com/installers',
    `<h1>Installers</h1><nav><a href="/installers?offset=1718035200000" class="older">More installers →</a> <a href="/about">More about us</a></nav>`,
  );
  assert.deepEqual(nextPartnerPages(cursor), ['https://acme.com/installers?offset=1718035200000']);
  const joomla = page(
    'https://acme.si/prodajna-mesta',
    `<h1>Kje kupiti</h1><ul class="pagination"><li><a href="/prodajna-mesta">1</a></li><li><a aria-label="Pojdi na stran 2" href="/prodajna-mesta?start=4">2</a></li><li><a aria-label="Pojdi na naslednjo stran" href="/prodajna-mesta?start=4"><span class="icon-angle-right"></span></a></li></ul>`,
  );
  assert.deepEqual(nextPartnerPages(joomla), ['https://acme.si/prodajna-mesta?start=4']);
  const polish = page('https://acme.pl/gdzie-kupic', `<h1>Gdzie kupić</h1><a href="/gdzie-kupic?start=1" title="Strona 2">Następna »</a>`);
  assert.deepEqual(nextPartnerPages(polish), ['https://acme.pl/gdzie-kupic?start=1']);
});

test('nextPartnerPages: a page split in numbered parts is followed part by part; a record whose path ends in a number is not a part', () => {
  const parts = (current: number) =>
    [1, 2, 3]
      .map((n) => (n === current ? `<span class="current">${n}</span>` : `<a href="/stores/${n === 1 ? '' : `${n}/`}">${n}</a>`))
      .join(' ');
  const first = page(
    'https://acme.com.tw/stores/',
    `<h1>經銷據點</h1><div class="page-links">頁面： ${parts(1)}</div><p><a href="/stores/12/">Taipei flagship</a> <a href="/products/4/">4</a></p>`,
  );
  assert.deepEqual(nextPartnerPages(first), ['https://acme.com.tw/stores/2/', 'https://acme.com.tw/stores/3/']);
  const second = page('https://acme.com.tw/stores/2/', `<h1>經銷據點</h1><div class="page-links">頁面： ${parts(2)}</div>`);
  assert.deepEqual(nextPartnerPages(second), ['https://acme.com.tw/stores/3/']);
});

test('nextPartnerPages: rel=next and higher page numbers of the same listing, in order, bounded', () => {
  const listing = page(
    'https://acme.com/partners?page=1&region=eu',
    `<head><link rel="next" href="/partners?region=eu&page=2"></head><body>
     <nav class="pagination"><a href="?page=1&region=eu">1</a><a href="?page=3&region=eu">3</a><a href="?page=2&region=eu">2</a><a href="?page=4&region=us">4</a></nav>
     <a href="/partners?region=asia">Asia</a><a href="/blog?page=2">Blog</a><a href="https://other.com/partners?page=5">x</a></body>`,
  );
  assert.deepEqual(nextPartnerPages(listing), ['https://acme.com/partners?region=eu&page=2', 'https://acme.com/partners?page=3&region=eu']);
  const paths = page(
    'https://acme.com/experts/page/2',
    '<a href="/experts">1</a><a href="/experts/page/3">3</a><a href="/experts/page/4">4</a>',
  );
  assert.deepEqual(nextPartnerPages(paths, 1), ['https://acme.com/experts/page/3']);
  const cursor = page('https://acme.com/apps', '<a href="/apps?after=Zk2q" rel="next">Next</a>');
  assert.deepEqual(nextPartnerPages(cursor), ['https://acme.com/apps?after=Zk2q']);
  assert.deepEqual(nextPartnerPages(page('https://acme.com/partners', '<a href="/partners?category=crm">CRM</a>')), []);
});

test('partnerPageCandidates: listings from the home page and the sitemap, best first; fallbacks only when nothing is found', () => {
  const home = page(
    'https://acme.com/',
    `<nav><a href="/partners/become-a-partner">Become a partner</a><a href="/blog/our-new-partnership">News</a><a href="/customers">Customers</a></nav>
     <footer><a href="/integrations">Integrations</a><a href="https://partners.acme.com/">Partner portal</a><a href="mailto:x@acme.com">Mail</a><a href="https://other.com/partners">x</a></footer>`,
  );
  assert.deepEqual(
    partnerPageCandidates(home, [
      'https://acme.com/company/partner-network',
      'https://acme.com/apps/slack',
      'https://acme.com/apps/zoom',
      'https://acme.com/about',
    ]),
    [
      'https://acme.com/integrations',
      'https://acme.com/company/partner-network',
      'https://acme.com/apps',
      'https://acme.com/apps/slack',
      'https://acme.com/apps/zoom',
      'https://acme.com/partners/become-a-partner',
      'https://partners.acme.com/',
    ],
  );
  const bare = page('https://www.acme.com/', '<nav><a href="/about">About</a></nav>');
  assert.deepEqual(partnerPageCandidates(bare, []), [
    'https://www.acme.com/about',
    ...FALLBACK_PATHS.map((p) => `https://www.acme.com${p}`),
  ]);
  // an architects' or a design firm's about page is its "Studio"
  const studio = page('https://www.acme.com/', '<nav><a href="/projects">Projects</a><a href="/studio">Studio</a></nav>');
  assert.equal(partnerPageCandidates(studio, [])[0], 'https://www.acme.com/studio');
});

test('partnerSubpages: a hub links its listings, not its entries nor its program pages', () => {
  const hub = page(
    'https://acme.com/partners',
    `<h1>Partners</h1><a href="/partners/technology">Technology partners</a><a href="/partners/resellers">Find a reseller</a>
     <a href="/partners/apply">Become a partner</a><a href="/integrations/slack">Slack</a><a href="/partners">Partners</a><a href="/blog/partners">Partner news</a>`,
  );
  assert.deepEqual(partnerSubpages(hub), ['https://acme.com/partners/technology', 'https://acme.com/partners/resellers']);
  // HubSpot's language parameter and click tracking name the same page
  const hubspot = page(
    'https://www.acme.com/partners',
    `<h1>Partners</h1><a href="/partners/technology-alliances?hsLang=en">Technology alliances</a><a href="/where-to-buy?utm_source=nav&amp;region=ca">Where to buy</a>`,
  );
  assert.deepEqual(partnerSubpages(hubspot), [
    'https://www.acme.com/partners/technology-alliances',
    'https://www.acme.com/where-to-buy?region=ca',
  ]);
});

test('readPartnerPage: the kind, partners and listings to follow that the separate reads give, in one go', () => {
  const home = page('https://acme.com/', html('Acme', 'The CRM'));
  const site = { domain: 'acme.com', home: homeSignature(home) };
  const listing = () =>
    page(
      'https://acme.com/partners',
      html(
        'Technology partners | Acme',
        'Technology partners',
        `<ul><li><a href="https://stripe.com">Stripe</a></li><li><a href="https://www.hubspot.com/">HubSpot</a></li></ul>
         <nav class="pagination"><a href="/partners?page=2">2</a></nav><a href="/partners/resellers">Find a reseller</a>`,
      ),
    );
  const read = readPartnerPage(listing(), site);
  assert.deepEqual(read.kind, partnerPageKind(listing(), { home: site.home, domain: site.domain }));
  assert.deepEqual(read.partners, extractPartners(listing(), site));
  assert.deepEqual(read.listings, [...nextPartnerPages(listing()), ...partnerSubpages(listing())]);
  assert.deepEqual(
    read.partners.map((p) => p.partnerDomain),
    ['stripe.com', 'hubspot.com'],
  );
  assert.ok(read.listings.includes('https://acme.com/partners?page=2'));
  // a page that is not a listing has nothing to follow
  assert.deepEqual(readPartnerPage(page('https://acme.com/about', html('About', 'About us')), site).listings, []);
});

test('nextPartnerPages: rel is a list of words compared without case, as the selector engine did', () => {
  const listing = page(
    'https://acme.com/partners',
    '<head><LINK REL="Prefetch Next" HREF="/partners?cursor=abc"></head><body><a rel="nofollow" href="/partners?cursor=zzz">z</a></body>',
  );
  assert.deepEqual(nextPartnerPages(listing), ['https://acme.com/partners?cursor=abc']);
});

test('an open-source project\'s "Commercial support" page is a partner listing, found from its footer link', () => {
  const home = page(
    'https://acme.dev/',
    '<main><h1>Acme</h1></main><footer><a href="/blog">Blog</a><a href="/commercial-support">Commercial support</a></footer>',
  );
  assert.equal(partnerPageCandidates(home, [])[0], 'https://acme.dev/commercial-support');
  assert.deepEqual(partnerPageKind(page('https://acme.dev/commercial-support', html('Commercial support | Acme', 'Commercial support'))), {
    kind: 'partners',
    type: 'generic',
  });
});

test('a listing that gives no partner offers its detail pages; a detail page gives the one partner it is about', () => {
  const home = page('https://acme.com/', html('Acme', 'The CRM'));
  const site = { domain: 'acme.com', home: homeSignature(home) };
  const tile = (slug: string, name: string) => `<li><a href="/marketplace/${slug}"><h3>${name}</h3><p>Sync ${name} with Acme</p></a></li>`;
  const grid = `<ul>${tile('quickbooks', 'QuickBooks')}${tile('stripe', 'Stripe')}${tile('fleetgauge', 'Fleetgauge')}</ul><a href="/marketplace/apply">List your app</a>`;
  const listing = readPartnerPage(page('https://acme.com/marketplace', html('Marketplace | Acme', 'Marketplace', grid)), site);
  assert.deepEqual(listing.partners, []);
  assert.deepEqual(listing.entries, [
    'https://acme.com/marketplace/quickbooks',
    'https://acme.com/marketplace/stripe',
    'https://acme.com/marketplace/fleetgauge',
  ]);
  // a listing that gives partners offers the detail pages of the tiles that link out nowhere: a tile that links to
  // its partner's site (beside its detail page, or in its maker's line) gave its partner on the listing
  const mixed = `<ul>${tile('quickbooks', 'QuickBooks')}<li><a href="/marketplace/stripe"><h3>Stripe</h3></a><p>By <a href="https://stripe.com/">Stripe</a></p></li><li><a href="https://www.xero.com/">Xero</a></li>${tile('fleetgauge', 'Fleetgauge')}<li><a href="/marketplace/hubspot"><h3>HubSpot</h3></a><a href="https://twitter.com/hubspot">@hubspot</a></li></ul>`;
  const mixedListing = readPartnerPage(page('https://acme.com/marketplace', html('Marketplace | Acme', 'Marketplace', mixed)), site);
  assert.deepEqual(
    mixedListing.partners.map((p) => p.partnerDomain),
    ['stripe.com', 'xero.com'],
  );
  assert.deepEqual(mixedListing.entries, [
    'https://acme.com/marketplace/quickbooks',
    'https://acme.com/marketplace/fleetgauge',
    'https://acme.com/marketplace/hubspot',
  ]);
  // ... and none when it has fewer than three detail pages
  const outbound = `<ul><li><a href="https://stripe.com/">Stripe</a></li>${tile('quickbooks', 'QuickBooks')}${tile('fleetgauge', 'Fleetgauge')}</ul>`;
  assert.deepEqual(
    readPartnerPage(page('https://acme.com/marketplace', html('Marketplace | Acme', 'Marketplace', outbound)), site).entries,
    [],
  );
  const two = `<ul>${tile('stripe', 'Stripe')}${tile('fleetgauge', 'Fleetgauge')}</ul>`;
  assert.deepEqual(readPartnerPage(page('https://acme.com/marketplace', html('Marketplace | Acme', 'Marketplace', two)), site).entries, []);

  const detail = (name: string, body: string, aside: string) =>
    page(
      `https://acme.com/marketplace/${name.toLowerCase()}`,
      `<html><head><title>${name} | Acme Marketplace</title></head><body><header><a href="https://twitter.com/acme">Twitter</a></header>
       <main><h1>${name}</h1><section>${body}</section><aside><h2>Resources</h2>${aside}</aside></main>
       <footer><a href="https://www.partnerco.com/">Our agency</a></footer></body></html>`,
    );
  const entry = (p: Page) => readEntryPage(p, site, 'technology').partners.map((x) => [x.partnerDomain, x.partnerName, x.type, x.url]);
  // named in the sidebar's link text, on a subdomain of the maker's domain
  assert.deepEqual(
    entry(detail('QuickBooks', '<p>Send invoices.</p>', '<a href="https://quickbooks.intuit.com/">About QuickBooks Online</a>')),
    [['intuit.com', 'QuickBooks', 'technology', 'https://acme.com/marketplace/quickbooks']],
  );
  // "Website" says it is the subject's site; a payment provider mentioned in the text is not the subject
  assert.deepEqual(
    entry(
      detail(
        'Fleetgauge',
        '<p>Payments go through <a href="https://stripe.com/">Stripe</a>.</p>',
        '<a href="https://www.fleetgauge.com/">Developer website</a>',
      ),
    ),
    [['fleetgauge.com', 'Fleetgauge', 'technology', 'https://acme.com/marketplace/fleetgauge']],
  );
  // a plugin's page names its developer in a field of facts: the developer's website is the partner, named there
  const facts = (maker: string, url: string, text: string) =>
    `<dl><dt>Version</dt><dd>2.1</dd><dt>Developer</dt><dd>${maker}</dd><dt>${text}</dt><dd><a href="${url}">${url.replace('https://', '')}</a></dd></dl>`;
  assert.deepEqual(
    entry(detail('PhysiQ', '<p>Vehicle physics.</p>', facts('Cubrier Studio', 'https://www.cubrier.co.kr/', '개발사 웹사이트'))),
    [['cubrier.co.kr', null, 'technology', 'https://acme.com/marketplace/physiq']],
  );
  // a field that is not the maker's (a mention in the requirements) is not
  assert.deepEqual(entry(detail('PhysiQ', '<p>Vehicle physics.</p>', facts('Cubrier Studio', 'https://www.unity.com/', 'Requires'))), []);
  // only links to the site's own help pages and the site's chrome: nothing
  assert.deepEqual(entry(detail('Calendar', '<p>Built by Acme.</p>', '<a href="https://help.acme.com/calendar">Setup guide</a>')), []);
});

test("a detail page reached from the sitemap (/integrations/woocommerce) gives the partner it is about; its subject without the site's name", () => {
  const home = page('https://parcelco.io/', html('Parcelco', 'Shipping'));
  const site = { domain: 'parcelco.io', home: homeSignature(home) };
  const detail = page(
    'https://parcelco.io/integrations/woocommerce',
    html(
      'WooCommerce integration | Parcelco',
      'Parcelco + WooCommerce',
      '<p>Print labels from your WooCommerce orders. Payments by <a href="https://stripe.com/">Stripe</a>.</p><aside><h2>Resources</h2><p><a href="https://woocommerce.com/">Visit woocommerce.com</a></p></aside>',
    ),
  );
  assert.deepEqual(
    readPartnerPage(detail, site).partners.map((p) => [p.partnerDomain, p.partnerName, p.type]),
    [['woocommerce.com', 'WooCommerce', 'technology']],
  );
  // a section's index that lists nothing is not a detail page
  const index = page(
    'https://parcelco.io/integrations',
    html(
      'Integrations | Parcelco',
      'Parcelco + WooCommerce',
      '<aside><h2>Resources</h2><p><a href="https://woocommerce.com/">Visit woocommerce.com</a></p></aside>',
    ),
  );
  assert.deepEqual(readPartnerPage(index, site).partners, []);
});

test('partnerPageCandidates: listings named by paths in English, German, Swedish, Spanish, Danish and Turkish are convincing: no common fallbacks are added', () => {
  const home = page('https://acme.se/', '<main><h1>Acme</h1></main><footer><a href="/om-oss/">Om oss</a></footer>');
  const listings = [
    'https://acme.se/aterforsaljare/',
    'https://acme.se/fachpartner-suche',
    'https://acme.se/pages/puntos-de-venta',
    'https://acme.se/aliados/',
    'https://acme.se/find-installatoer',
    'https://acme.se/find-a-dealer/',
    'https://acme.se/installers',
    'https://acme.se/kurumsal/anlasmali-sirketler.aspx',
  ];
  for (const listing of listings) {
    assert.deepEqual(partnerPageCandidates(home, [listing, 'https://acme.se/om-oss/']), [listing, 'https://acme.se/om-oss/'], listing);
  }
});

test('partnerPageCandidates: the about page the home page links, after the listings and before the guessed paths', () => {
  // Smaller companies name a partner or two on their about page, in a section of its own ("Our banking partner").
  const abouts: [string, string][] = [
    ['/about-us', 'About us'],
    ['/company', 'Company'],
    ['/over-ons', 'Wie zijn wij'],
    ['/it/azienda', "L'azienda"],
    ['/a-propos', 'À propos'],
    ['/es/quienes-somos', 'Quiénes somos'],
    ['/ueber-uns/', 'Über uns'],
    ['/om-oss', 'Om oss'],
    ['/kurumsal', 'Hakkımızda'],
    ['/corporate/', '会社概要'],
  ];
  for (const [path, text] of abouts) {
    const home = page(
      'https://acme.com/',
      `<nav><a href="/integrations">Integrations</a><a href="${path}">${text}</a><a href="/about/team">Team</a></nav>`,
    );
    assert.deepEqual(partnerPageCandidates(home, []), ['https://acme.com/integrations', `https://acme.com${path}`], path);
  }
  // the first about link only; none three levels deep or with a query; none from the sitemap alone
  const home = page(
    'https://acme.com/',
    `<a href="/en/company/about/history">About</a><a href="/about?tab=team">About us</a><a href="/about">About</a><a href="/company">Company</a>`,
  );
  assert.deepEqual(partnerPageCandidates(home, ['https://acme.com/who-we-are'])[0], 'https://acme.com/about');
  assert.equal(partnerPageCandidates(home, ['https://acme.com/who-we-are']).includes('https://acme.com/company'), false);
  const noLink = page('https://acme.com/', '<a href="/integrations">Integrations</a>');
  assert.deepEqual(partnerPageCandidates(noLink, ['https://acme.com/about']), ['https://acme.com/integrations']);
});

test('nextPartnerPages: rel="next" to a path of its own (/directory/2/) is the next page; an ordinary link there is not', () => {
  const first = page(
    'https://acme.com/partners/directory/',
    '<h1>Partner directory</h1><nav><a href="/partners/directory/2/" rel="next">Next</a></nav>',
  );
  assert.deepEqual(nextPartnerPages(first), ['https://acme.com/partners/directory/2/']);
  const plain = page('https://acme.com/partners/directory/', '<h1>Partner directory</h1><a href="/partners/directory/emea/">EMEA</a>');
  assert.deepEqual(nextPartnerPages(plain), []);
});

test('what the eighteenth and nineteenth sets showed: Turkish İ, "page" in other languages, sourcing pages, agent networks, a Shopify blog of experts', () => {
  const turkish = page(
    'https://acme.com.tr/',
    html('Acme', 'Acme', '<nav><a href="/is-ortagi-agi">İş Ortağı Ağı</a><a href="/kariyer">Kariyer</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(turkish, []).slice(0, 1), ['https://acme.com.tr/is-ortagi-agi']);
  const listing = page(
    'https://acme.com.tr/is-ortagi-agi',
    html(
      'İş Ortağı Ağı',
      'İş Ortağı Ağı',
      '<a href="https://pikselhane.com.tr/">Pikselhane</a><ul class="pagination"><li><a href="/is-ortagi-agi/sayfa/2">2</a></li></ul>',
    ),
  );
  assert.deepEqual(partnerPageKind(listing, { domain: 'acme.com.tr' }), { kind: 'partners', type: 'generic' });
  assert.deepEqual(nextPartnerPages(listing), ['https://acme.com.tr/is-ortagi-agi/sayfa/2']);
  const roaster = page(
    'https://acme.co.nz/',
    html('Acme', 'Acme', '<nav><a href="/shop">Shop</a><a href="/sourcing">Sourcing</a><a href="/agent-network">Agents</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(roaster, []).slice(0, 2), ['https://acme.co.nz/agent-network', 'https://acme.co.nz/sourcing']);
  const shop = page(
    'https://acme.com/',
    html('Acme', 'Acme', '<nav><a href="/blogs/news">News</a><a href="/blogs/experts">Experts</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(shop, []).slice(0, 1), ['https://acme.com/blogs/experts']);
  assert.deepEqual(
    partnerPageKind(page('https://acme.com/blogs/experts', html('Experts', 'Experts')), { domain: 'acme.com' }).kind,
    'partners',
  );
  assert.deepEqual(
    partnerPageKind(page('https://acme.com/blogs/news', html('Partner news', 'Partner news')), { domain: 'acme.com' }).kind,
    'other',
  );
  // an expert's post names its website by domain: "Maple & Pine" is mapleandpine.ca
  const profile = page(
    'https://acme.com/blogs/experts/maple-and-pine',
    html('Maple & Pine | Acme Experts', 'Maple &amp; Pine', '<p>Website: <a href="https://mapleandpine.ca">mapleandpine.ca</a></p>'),
  );
  assert.deepEqual(
    readEntryPage(profile, { domain: 'acme.com' }, 'channel').partners.map((p) => [p.partnerDomain, p.partnerName]),
    [['mapleandpine.ca', 'Maple & Pine']],
  );
});

test('what the twentieth and twenty-first sets showed: a German Marktplatz, collaborations, a Polish partner network, Portuguese partner brands', () => {
  const home = page(
    'https://acme.de/',
    html(
      'Acme',
      'Acme',
      '<nav><a href="/funktionen">Funktionen</a><a href="/marktplatz">Marktplatz</a><a href="/collaborations">Collaborations</a><a href="/siec-partnerska">Sieć partnerska</a><a href="/insumos/marcas-parceiras/">Marcas parceiras</a><a href="/kariere">Karriere</a></nav>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 4).sort(), [
    'https://acme.de/collaborations',
    'https://acme.de/insumos/marcas-parceiras/',
    'https://acme.de/marktplatz',
    'https://acme.de/siec-partnerska',
  ]);
  const kind = (path: string, title: string) => partnerPageKind(page(`https://acme.de${path}`, html(title, title)), { domain: 'acme.de' });
  assert.deepEqual(kind('/marktplatz', 'Teamfalter Marktplatz'), { kind: 'partners', type: 'technology' });
  assert.deepEqual(kind('/collaborations', 'Research collaborations'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/samenwerkingen', 'Samenwerkingen'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/kooperationen', 'Kooperationen'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/samarbeten', 'Samarbeten'), { kind: 'partners', type: 'generic' });
  const swedish = page(
    'https://acme.se/',
    html('Acme', 'Acme', '<nav><a href="/produkter">Produkter</a><a href="/samarbeten">Samarbeten</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(swedish, []).slice(0, 1), ['https://acme.se/samarbeten']);
  assert.deepEqual(kind('/partners', 'Onze samenwerkingspartners'), { kind: 'partners', type: 'generic' });
  const dutch = page(
    'https://acme.be/',
    html('Acme', 'Acme', '<nav><a href="/opleidingen">Opleidingen</a><a href="/samenwerkingen">Samenwerkingen</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(dutch, []).slice(0, 1), ['https://acme.be/samenwerkingen']);
  assert.deepEqual(kind('/siec-partnerska', 'Sieć partnerska'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/agenci', 'Nasi agenci za granicą'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('/insumos/marcas-parceiras/', 'Marcas parceiras'), { kind: 'partners', type: 'generic' });
  // web production partners (Japanese) and official sellers, travel agencies (Korean) sell or deliver: channel
  assert.deepEqual(kind('/partner/', 'うりばクラウド 認定制作パートナー一覧'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('/kor/partnership.php', '공식 판매처'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('/kor/partnership.php', '제휴 여행사'), { kind: 'partners', type: 'channel' });
  // an association's members directory, found from its menu link
  const association = page(
    'https://acme.cz/',
    html('ČAKP', 'ČAKP', '<nav><a href="/o-asociaci/">O asociaci</a><a href="/clenove/">Členové</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(association, []).slice(0, 1), ['https://acme.cz/clenove/']);
});

test("what the twenty-second and twenty-third sets showed: an article under /insights is no listing; an athlete's Strava profile is no partner", () => {
  const article = page(
    'https://acme.com.sg/insights/choosing-an-erp-partner',
    html(
      'Choosing an ERP partner',
      'Choosing an ERP partner',
      '<p>Registered with <a href="https://www.imda.gov.sg/">IMDA InvoiceNow</a>.</p>',
    ),
  );
  assert.deepEqual(partnerPageKind(article, { domain: 'acme.com.sg' }).kind, 'other');
  const home = page(
    'https://acme.com.sg/',
    html('Acme', 'Acme', '<nav><a href="/insights/choosing-an-erp-partner">Choosing an ERP partner</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(home, []).includes('https://acme.com.sg/insights/choosing-an-erp-partner'), false);
  const athletes = page(
    'https://acme.fi/urheilijat',
    html(
      'Urheilijat ja kumppanit',
      'Urheilijat ja kumppanit',
      '<div class="card"><h3>Sanni Ojala</h3><a href="https://www.strava.com/athletes/123">Strava</a></div>',
    ),
  );
  assert.deepEqual(extractPartners(athletes, { domain: 'acme.fi' }), []);
});

test('what the twenty-fourth and twenty-fifth sets showed: brokers, Japanese 提携, Spanish colaboradores, sponsorship beside partnerships', () => {
  const home = page(
    'https://acme.ie/',
    html(
      'Acme',
      'Acme',
      '<nav><a href="/claims">Claims</a><a href="/find-a-broker">Find a broker</a><a href="/teikei/">提携企業</a><a href="/es/colaboradores">Colaboradores</a><a href="/careers">Careers</a></nav>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 3).sort(), [
    'https://acme.ie/es/colaboradores',
    'https://acme.ie/find-a-broker',
    'https://acme.ie/teikei/',
  ]);
  const kind = (path: string, title: string) => partnerPageKind(page(`https://acme.ie${path}`, html(title, title)), { domain: 'acme.ie' });
  assert.deepEqual(kind('/find-a-broker', 'Find a Harbourstone broker'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('/teikei/', '提携企業のご紹介'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/es/colaboradores', 'Red de colaboradores'), { kind: 'partners', type: 'channel' });
  // sponsorship is an aside of a partnerships page, as certifications are: its own section is still judged alone
  assert.deepEqual(kind('/about/partnerships', 'Partnerships & sponsorship'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/sponsors', 'Our sponsors'), { kind: 'customers' });
});

test('a compound of "partner" with any word names partners (Bankpartner, Medienpartner); a contact person does not', () => {
  const home = page(
    'https://acme.de/',
    html(
      'Acme',
      'Acme',
      '<nav><a href="/baufinanzierung">Baufinanzierung</a><a href="/ansprechpartner">Ansprechpartner</a><a href="/bankpartner">Bankpartner</a><a href="/tippgeber">Tippgeber</a></nav>',
    ),
  );
  const candidates = partnerPageCandidates(home, []);
  assert.equal(candidates[0], 'https://acme.de/bankpartner');
  assert.equal(candidates.includes('https://acme.de/ansprechpartner'), false);
  const kind = (path: string, title: string) => partnerPageKind(page(`https://acme.de${path}`, html(title, title)), { domain: 'acme.de' });
  assert.deepEqual(kind('/bankpartner', 'Unsere Bankpartner'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/medien', 'Medienpartner'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/kontakt', 'Ihr Ansprechpartner'), { kind: 'other' });
});

test("what the twenty-sixth set showed: French agences revendeuses, a hotel's travel trade page", () => {
  const kind = (path: string, title: string) => partnerPageKind(page(`https://acme.fr${path}`, html(title, title)), { domain: 'acme.fr' });
  assert.deepEqual(kind('/agences-revendeuses', 'Trouver une agence revendeuse'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('/agences-revendeuses/ile-de-france', 'Agences revendeuses – Île-de-France'), {
    kind: 'partners',
    type: 'channel',
  });
  const hotel = page(
    'https://acme.co.uk/',
    html(
      'Acme Hotels',
      'Acme Hotels',
      '<footer><a href="/gift-vouchers/">Gift Vouchers</a><a href="/travel-trade/">Travel Trade</a><a href="/careers/">Careers</a></footer>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(hotel, []).slice(0, 1), ['https://acme.co.uk/travel-trade/']);
  assert.deepEqual(
    partnerPageKind(page('https://acme.co.uk/travel-trade/', html('Travel Trade', 'Travel Trade')), { domain: 'acme.co.uk' }),
    { kind: 'partners', type: 'channel' },
  );
});

test("what the twenty-seventh set showed: a page of the site's suppliers, brands and suppliers, or a distributor's principals lists partners", () => {
  const kind = (path: string, title: string) => partnerPageKind(page(`https://acme.dk${path}`, html(title, title)), { domain: 'acme.dk' });
  assert.deepEqual(kind('/leverandoerer', 'Vores leverandører'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/merken/', 'Merken & leveranciers'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/paamiehet', 'Päämiehemme'), { kind: 'partners', type: 'generic' });
  assert.deepEqual(kind('/our-producers', 'Our producers'), { kind: 'partners', type: 'generic' });
  // a page for suppliers, not of them
  assert.deepEqual(kind('/supplier-code-of-conduct', 'Supplier code of conduct'), { kind: 'other' });
  const wholesaler = page(
    'https://acme.fi/',
    html('Acme', 'Acme', '<nav><a href="/tuotteet">Tuotteet</a><a href="/paamiehet">Päämiehet</a><a href="/ura">Ura</a></nav>'),
  );
  assert.deepEqual(partnerPageCandidates(wholesaler, []).slice(0, 1), ['https://acme.fi/paamiehet']);
});

test('Czech and Slovak sales representation (obchodní zastoupení) is a channel listing', () => {
  const home = page(
    'https://acme.cz/',
    html(
      'Acme',
      'Acme',
      '<nav><a href="/produkty">Produkty</a><a href="/obchodni-zastoupeni">Obchodní zastoupení</a><a href="/kariera">Kariéra</a></nav>',
    ),
  );
  assert.deepEqual(partnerPageCandidates(home, []).slice(0, 1), ['https://acme.cz/obchodni-zastoupeni']);
  const kind = (title: string) => partnerPageKind(page('https://acme.cz/obchodni-zastoupeni', html(title, title)), { domain: 'acme.cz' });
  assert.deepEqual(kind('Obchodní zastoupení'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(kind('Obchodné zastúpenie'), { kind: 'partners', type: 'channel' });
});

test("partnerPageKind: a listing's further page is what its first page is, its page number aside", () => {
  const network = (url: string, h1: string) =>
    partnerPageKind(
      page(
        url,
        `<html><head><title>${h1} | Acme</title><meta name="description" content="Certified solar installers and partners near you."></head><body><main><h1>${h1}</h1></main></body></html>`,
      ),
      { domain: 'acme.com' },
    );
  assert.deepEqual(network('https://acme.com/installer-network/', 'Our Installer Network'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(network('https://acme.com/installer-network/page/2/', 'Page 2'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(network('https://acme.com/find?page=2', 'Our Installer Network – Page 2'), { kind: 'partners', type: 'channel' });
  assert.deepEqual(network('https://acme.com/find?seite=3', 'Global network (Seite 3 von 4)'), { kind: 'partners', type: 'channel' });
});

test('nextPartnerPages: a directory split by letters into sibling pages, its pager saying where the next goes ("Next: M – Z")', () => {
  const pager = (next: string) =>
    `<main><h1>Member directory A – L</h1><ul><li><a href="https://ardmore.ie/">Ardmore</a></li></ul><ul class="pagination"><li class="page-item active"><span>A – L</span></li><li class="page-item"><a class="page-link" href="${next}">Next: M – Z</a></li></ul></main>`;
  assert.deepEqual(nextPartnerPages(page('https://irta.ie/members/a-l', pager('/members/m-z'))), ['https://irta.ie/members/m-z']);
  // not outside a pager, nor to another folder
  assert.deepEqual(
    nextPartnerPages(page('https://irta.ie/members/a-l', pager('/members/m-z').replace('class="pagination"', 'class="links"'))),
    [],
  );
  assert.deepEqual(nextPartnerPages(page('https://irta.ie/members/a-l', pager('/events/m-z'))), []);
});

test('nextPartnerPages: a page number written into the last segment (/installateure/seite-2, /partners/page-2)', () => {
  const listing = (next: string) =>
    page(
      'https://ladewerk.de/partner/installateure',
      `<main><h1>Installateure</h1><ul class="pagination"><li><a href="${next}">2</a></li></ul></main>`,
    );
  assert.deepEqual(nextPartnerPages(listing('/partner/installateure/seite-2')), ['https://ladewerk.de/partner/installateure/seite-2']);
  assert.deepEqual(nextPartnerPages(listing('/partner/installateure/page-2')), ['https://ladewerk.de/partner/installateure/page-2']);
});
