import type { CorpusSite } from '../corpus/types.js';

const ORIGIN = 'https://www.reeflinepools.com.au';
const CLIENTLIB = '/etc.clientlibs/reefline/clientlibs';

const head = (title: string, description: string, path: string) => `<!DOCTYPE HTML>
<html lang="en-AU">
<head>
    <meta charset="UTF-8"/>
    <title>${title}</title>
    <meta name="description" content="${description}"/>
    <meta name="template" content="content-page"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <meta property="og:title" content="${title}"/>
    <meta property="og:url" content="${ORIGIN}${path}"/>
    <meta property="og:image" content="${ORIGIN}/content/dam/reefline/social/reefline-og.jpg"/>
    <link rel="canonical" href="${ORIGIN}${path}"/>
    <link rel="stylesheet" href="${CLIENTLIB}/clientlib-base.lc-5a1b2c3d4e5f60718293a4b5c6d7e8f9-lc.min.css" type="text/css">
    <link rel="stylesheet" href="${CLIENTLIB}/clientlib-site.lc-0f9e8d7c6b5a49382716a5b4c3d2e1f0-lc.min.css" type="text/css">
    <script src="/etc.clientlibs/core/wcm/components/commons/datalayer/v2/clientlibs/core.wcm.components.commons.datalayer.v2.lc-1e0136bad0acfb78be509234578e44f9-lc.min.js"></script>
    <script src="https://assets.adobedtm.com/7e2b1f9c4a3d/5b8e0c1d2f3a/launch-EN1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d.min.js" async></script>
</head>`;

const header = `<div class="experiencefragment aem-GridColumn aem-GridColumn--default--12">
<div id="experiencefragment-5d1a7c9e2b" class="cmp-experiencefragment cmp-experiencefragment--header">
<div class="xf-content-height"><div class="root container responsivegrid"><div id="container-0c4b2e8f1a" class="cmp-container">
<div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">
    <div class="image aem-GridColumn aem-GridColumn--default--2"><div data-cmp-is="image" class="cmp-image" itemscope itemtype="http://schema.org/ImageObject"><a class="cmp-image__link" href="/"><img src="/content/dam/reefline/brand/reefline-logo.svg" class="cmp-image__image" itemprop="contentUrl" alt="Reefline Pool Systems"/></a></div></div>
    <div class="navigation aem-GridColumn aem-GridColumn--default--8"><nav id="navigation-3f6b1d" class="cmp-navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" aria-label="Main">
        <ul class="cmp-navigation__group">
            <li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="/en/products.html" class="cmp-navigation__item-link">Products</a></li>
            <li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="/en/pool-owners.html" class="cmp-navigation__item-link">Pool owners</a></li>
            <li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="/en/trade.html" class="cmp-navigation__item-link">Trade</a>
                <ul class="cmp-navigation__group"><li class="cmp-navigation__item cmp-navigation__item--level-1"><a href="/en/trade/pool-builders.html" class="cmp-navigation__item-link">Accredited pool builders</a></li><li class="cmp-navigation__item cmp-navigation__item--level-1"><a href="https://trade.reeflinepools.com.au/" class="cmp-navigation__item-link">Trade portal</a></li></ul></li>
            <li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="/en/where-to-buy.html" class="cmp-navigation__item-link">Where to buy</a></li>
            <li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="/en/about.html" class="cmp-navigation__item-link">About</a></li>
            <li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="/en/support.html" class="cmp-navigation__item-link">Support</a></li>
        </ul>
    </nav></div>
</div></div></div></div></div></div>`;

const footer = `<div class="experiencefragment aem-GridColumn aem-GridColumn--default--12">
<div id="experiencefragment-8a2c4e6f1b" class="cmp-experiencefragment cmp-experiencefragment--footer"><div class="xf-content-height"><div class="root container responsivegrid"><div class="cmp-container"><div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">
    <div class="text aem-GridColumn aem-GridColumn--default--4"><div class="cmp-text"><p><b>Reefline Pool Systems Pty Ltd</b><br/>ABN 51 612 345 678<br/>14 Enterprise Drive, Rowville VIC 3178<br/>1300 733 354</p></div></div>
    <div class="list aem-GridColumn aem-GridColumn--default--4"><ul class="cmp-list">
        <li class="cmp-list__item"><a class="cmp-list__item-link" href="/en/about/sponsorships.html">Sponsorships</a></li>
        <li class="cmp-list__item"><a class="cmp-list__item-link" href="/en/news.html">News</a></li>
        <li class="cmp-list__item"><a class="cmp-list__item-link" href="/en/careers.html">Careers</a></li>
        <li class="cmp-list__item"><a class="cmp-list__item-link" href="/en/warranty.html">Warranty registration</a></li>
        <li class="cmp-list__item"><a class="cmp-list__item-link" href="/en/privacy.html">Privacy</a></li>
    </ul></div>
    <div class="text aem-GridColumn aem-GridColumn--default--4"><div class="cmp-text"><p>Get the Reefline Connect app</p><p><a href="https://apps.apple.com/au/app/reefline-connect/id1498765432" target="_blank" rel="noopener">App Store</a> · <a href="https://play.google.com/store/apps/details?id=au.com.reeflinepools.connect" target="_blank" rel="noopener">Google Play</a></p>
    <p><a href="https://www.facebook.com/reeflinepools" target="_blank" rel="noopener">Facebook</a> · <a href="https://www.instagram.com/reeflinepools/" target="_blank" rel="noopener">Instagram</a> · <a href="https://www.youtube.com/@reeflinepools" target="_blank" rel="noopener">YouTube</a> · <a href="https://www.linkedin.com/company/reefline-pool-systems" target="_blank" rel="noopener">LinkedIn</a></p></div></div>
</div></div></div></div></div></div>
<script src="/etc.clientlibs/core/wcm/components/commons/site/clientlibs/container.lc-0a6aff292f5cc42142779cde92054524-lc.min.js"></script>
<script src="/etc.clientlibs/core/wcm/components/tabs/v1/tabs/clientlibs/site.lc-7f2b8d9e0c1a3b4c5d6e7f8091a2b3c4-lc.min.js"></script>
<script src="${CLIENTLIB}/clientlib-site.lc-9f8e7d6c5b4a39281706f5e4d3c2b1a0-lc.min.js"></script>`;

const body = (
  dataPath: string,
  content: string,
) => `<body class="page basicpage" id="page-${dataPath.split('/').pop()}" data-cmp-link-accessibility-enabled data-cmp-link-accessibility-text="opens in a new tab" data-cmp-data-layer-enabled>
    <script>
      window.adobeDataLayer = window.adobeDataLayer || [];
      adobeDataLayer.push({
          page: JSON.parse("{\\"page-${dataPath.split('/').pop()}\\":{\\"@type\\":\\"reefline/components/page\\",\\"repo:modifyDate\\":\\"2024-03-18T04:12:55Z\\",\\"dc:title\\":\\"Reefline\\",\\"xdm:template\\":\\"/conf/reefline/settings/wcm/templates/content-page\\",\\"xdm:language\\":\\"en-AU\\",\\"repo:path\\":\\"/content/reefline/${dataPath}.html\\"}}"),
          event:'cmp:show',
          eventInfo: { path: 'page.page-${dataPath.split('/').pop()}' }
      });
    </script>
    <div class="root container responsivegrid">
        <div id="container-root" class="cmp-container">
            <div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">
${header}
                <div class="container responsivegrid aem-GridColumn aem-GridColumn--default--12">
                    <main id="container-main" class="cmp-container">
                        <div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">
${content}
                        </div>
                    </main>
                </div>
${footer}
            </div>
        </div>
    </div>
</body>
</html>`;

const text = (html: string) =>
  `<div class="text aem-GridColumn aem-GridColumn--default--12"><div data-cmp-data-layer='{"text-${html.length}":{"@type":"reefline/components/text"}}' class="cmp-text">${html}</div></div>`;

interface Dealer {
  name: string;
  address: string;
  phone: string;
  url?: string;
  tracked?: boolean;
  note?: string;
}

const dealerCard = (d: Dealer, i: number) => {
  const href = d.url ? (d.tracked ? `/bin/reefline/outbound?dest=${encodeURIComponent(d.url)}&amp;dealer=${1040 + i}` : d.url) : '';
  return `<div class="teaser dealer-card"><div class="cmp-teaser"><div class="cmp-teaser__content"><h3 class="cmp-teaser__title">${d.name}</h3><div class="cmp-teaser__description"><p>${d.address}<br/>Ph ${d.phone}${d.note ? `<br/>${d.note}` : ''}</p></div>${href ? `<div class="cmp-teaser__action-container"><a class="cmp-teaser__action-link" href="${href}" target="_blank" rel="noopener">Visit website</a></div>` : ''}</div></div></div>`;
};

const states: [string, string, Dealer[]][] = [
  [
    'nsw',
    'NSW / ACT',
    [
      {
        name: 'Poolwerx (selected stores)',
        address: 'Over 30 locations across NSW and ACT',
        phone: '1300 884 220',
        url: 'https://www.poolwerx.com.au/store-locator/',
        tracked: true,
      },
      {
        name: 'Sydney Pool &amp; Spa Supplies',
        address: '62 Parramatta Road, Homebush NSW 2140',
        phone: '(02) 9746 1180',
        url: 'https://sydneypoolspa.com.au/',
        tracked: true,
      },
      {
        name: 'Blue Haven Pools Illawarra',
        address: '3/18 Montague Street, Fairy Meadow NSW 2519',
        phone: '(02) 4285 6600',
        url: 'https://www.bluehavenillawarra.com.au/',
      },
    ],
  ],
  [
    'vic',
    'VIC',
    [
      {
        name: 'Melbourne Pool Centre',
        address: '1210 Toorak Road, Camberwell VIC 3124',
        phone: '(03) 9809 4455',
        url: 'https://www.melbournepoolcentre.com.au/',
        tracked: true,
      },
      {
        name: 'Geelong Pool Shop',
        address: '88 Princes Highway, Norlane VIC 3214',
        phone: '(03) 5275 3120',
        url: 'https://geelongpoolshop.com.au/',
      },
    ],
  ],
  [
    'qld',
    'QLD',
    [
      {
        name: 'Sunshine Coast Pool Supplies',
        address: '7 Production Road, Kunda Park QLD 4556',
        phone: '(07) 5476 9022',
        url: 'https://www.scpoolsupplies.com.au/',
        tracked: true,
      },
      {
        name: 'Cairns Pool Doctor',
        address: '45 Mulgrave Road, Parramatta Park QLD 4870',
        phone: '(07) 4051 7788',
        note: 'Mobile service only',
      },
    ],
  ],
  [
    'wa',
    'WA',
    [
      {
        name: 'Perth Pool Warehouse',
        address: '21 Division Street, Welshpool WA 6106',
        phone: '(08) 9358 1144',
        url: 'https://www.perthpoolwarehouse.com.au/',
        tracked: true,
      },
    ],
  ],
  [
    'sa',
    'SA / NT',
    [
      {
        name: 'Adelaide Pool Gear',
        address: '512 Main North Road, Blair Athol SA 5084',
        phone: '(08) 8262 9911',
        url: 'https://adelaidepoolgear.com.au/',
        tracked: true,
      },
      {
        name: 'Darwin Pool Pros',
        address: '4/10 Bishop Street, Stuart Park NT 0820',
        phone: '(08) 8981 2200',
        note: 'darwinpoolpros.com.au',
      },
    ],
  ],
  [
    'tas',
    'TAS',
    [
      {
        name: 'Hobart Pools &amp; Spas',
        address: '133 Main Road, Moonah TAS 7009',
        phone: '(03) 6228 4411',
        url: 'https://www.hobartpools.com.au/',
      },
    ],
  ],
];

const tabs = `<div class="tabs panelcontainer aem-GridColumn aem-GridColumn--default--12"><div id="tabs-dealers" class="cmp-tabs" data-cmp-is="tabs" data-placeholder-text="false">
    <ol role="tablist" class="cmp-tabs__tablist" aria-label="Choose your state" aria-multiselectable="false">${states
      .map(
        ([id, label], i) =>
          `<li role="tab" id="tabs-dealers-item-${id}-tab" class="cmp-tabs__tab${i === 0 ? ' cmp-tabs__tab--active' : ''}" aria-controls="tabs-dealers-item-${id}-tabpanel" tabindex="${i === 0 ? 0 : -1}" data-cmp-hook-tabs="tab">${label}</li>`,
      )
      .join('')}</ol>
${states
  .map(
    ([id, , dealers], i) =>
      `    <div id="tabs-dealers-item-${id}-tabpanel" role="tabpanel" aria-labelledby="tabs-dealers-item-${id}-tab" tabindex="0" class="cmp-tabs__tabpanel${i === 0 ? ' cmp-tabs__tabpanel--active' : ''}" data-cmp-hook-tabs="tabpanel"${i === 0 ? '' : ' aria-hidden="true"'}><div class="container responsivegrid"><div class="cmp-container">${dealers.map(dealerCard).join('')}</div></div></div>`,
  )
  .join('\n')}
</div></div>`;

const storesJsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Reefline authorised dealers',
  itemListElement: states
    .flatMap(([, , d]) => d)
    .filter((d) => d.url)
    .map((d, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: { '@type': 'Store', name: d.name.replace('&amp;', '&'), url: d.url, address: d.address },
    })),
});

export const site: CorpusSite = {
  domain: 'reeflinepools.com.au',
  otherDomains: [],
  covers:
    'Australian Adobe Experience Manager pool-equipment maker: dealer finder as AEM tabs per state (all panels in HTML, some hidden), "Visit website" buttons partly through /bin outbound redirect URLs with the target URL-encoded, one dealer with domain only written and one without web, JSON-LD ItemList of stores, a Bunnings online line, accredited pool builders in Platinum/Gold tiers (.net.au and .sydney domains) under the Trade menu, and traps in sponsorships, industry association and Australian Made, a supplier in news, app stores, careers and social links.',
  pages: {
    '/': { status: 301, redirect: `${ORIGIN}/` },
    [`${ORIGIN}/`]: {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        'x-vhost': 'publish',
        via: '1.1 varnish',
        'x-served-by': 'cache-syd10152-SYD',
        'x-cache': 'HIT, HIT',
        'x-timer': 'S1714098765.123456,VS0,VE1',
        'strict-transport-security': 'max-age=31536000',
        'cache-control': 'max-age=300',
      },
      html: `${head('Reefline Pool Systems | Pool pumps, filters & chlorinators', 'Australian-designed pool pumps, filters, salt chlorinators and heaters built for Aussie conditions.', '/')}
${body(
  'en',
  `${text('<h1>Engineered for Australian pools</h1><p>Variable-speed pumps, cartridge filters and salt chlorinators designed in Melbourne and tested in 45-degree summers.</p>')}
<div class="teaser aem-GridColumn aem-GridColumn--default--4"><div class="cmp-teaser"><div class="cmp-teaser__image"><img src="/content/dam/reefline/products/vsp-pump.jpg" alt="Reefline VS3 variable-speed pump"/></div><div class="cmp-teaser__content"><h2 class="cmp-teaser__title">VS3 variable-speed pump</h2><a class="cmp-teaser__action-link" href="/en/products/pumps/vs3.html">Learn more</a></div></div></div>
<div class="teaser aem-GridColumn aem-GridColumn--default--4"><div class="cmp-teaser"><div class="cmp-teaser__content"><h2 class="cmp-teaser__title">SaltMate chlorinators</h2><a class="cmp-teaser__action-link" href="/en/products/chlorinators.html">Learn more</a></div></div></div>
<div class="teaser aem-GridColumn aem-GridColumn--default--4"><div class="cmp-teaser"><div class="cmp-teaser__content"><h2 class="cmp-teaser__title">Find a dealer</h2><div class="cmp-teaser__description"><p>Over 120 pool shops stock Reefline.</p></div><a class="cmp-teaser__action-link" href="/en/where-to-buy.html">Where to buy</a></div></div></div>`,
)}`,
    },
    [`${ORIGIN}/en/where-to-buy.html`]: {
      html: `${head('Where to buy | Reefline Pool Systems', 'Find an authorised Reefline dealer in your state.', '/en/where-to-buy.html')}
${body(
  'en/where-to-buy',
  `${text('<h1>Where to buy</h1><p>Reefline equipment is sold and installed by authorised pool shops and service technicians. Choose your state to find your nearest dealer.</p>')}
${tabs}
${text('<h2>Buy online</h2><p>Selected Reefline chlorinator cells and cartridges are also available from <a href="https://www.bunnings.com.au/brands/r/reefline" target="_blank" rel="noopener">Bunnings</a>.</p><p>Interested in becoming a dealer? Contact our sales team on 1300 733 354.</p>')}
<script type="application/ld+json">${storesJsonLd}</script>`,
)}`,
    },
    [`${ORIGIN}/en/trade/pool-builders.html`]: {
      html: `${head('Accredited pool builders | Reefline Pool Systems', 'Pool builders accredited to design and install Reefline equipment packs.', '/en/trade/pool-builders.html')}
${body(
  'en/trade/pool-builders',
  `${text('<h1>Reefline Accredited Pool Builders</h1><p>Accredited builders complete annual product training and install Reefline equipment packs with an extended 5-year warranty.</p>')}
${text('<h2>Platinum builders</h2><ul><li><b>Crystal Clear Pools</b> – Sydney, Central Coast · <a href="https://www.crystalclearpools.com.au/" target="_blank" rel="noopener">crystalclearpools.com.au</a></li><li><b>Coastline Pool Builders</b> – Gold Coast, Northern Rivers · <a href="https://coastlinepools.com.au/" target="_blank" rel="noopener">coastlinepools.com.au</a></li></ul>')}
${text('<h2>Gold builders</h2><ul><li><b>Outback Pools &amp; Landscapes</b> – Toowoomba, Darling Downs · <a href="https://www.outbackpools.net.au/" target="_blank" rel="noopener">outbackpools.net.au</a></li><li><b>Harbour Pools</b> – Sydney Northern Beaches · <a href="https://harbourpools.sydney/" target="_blank" rel="noopener">harbourpools.sydney</a></li></ul>')}
${text('<p>Builders can apply for accreditation through the <a href="https://trade.reeflinepools.com.au/accreditation">trade portal</a>.</p>')}`,
)}`,
    },
    [`${ORIGIN}/en/about.html`]: {
      html: `${head('About Reefline | Reefline Pool Systems', 'Melbourne-based pool equipment manufacturer since 1994.', '/en/about.html')}
${body(
  'en/about',
  text(
    '<h1>About Reefline</h1><p>Founded in 1994 in a Dandenong garage, Reefline now designs and assembles pool equipment at its Rowville plant and exports to New Zealand and South Africa.</p><h2>Industry memberships</h2><p>We are a member of <a href="https://www.spasa.com.au/" target="_blank" rel="noopener">SPASA Australia</a> and our pumps carry the <a href="https://www.australianmade.com.au/" target="_blank" rel="noopener">Australian Made</a> logo.</p><h2>Awards</h2><p>Winner, SPASA Awards of Excellence 2023 – Product Innovation.</p>',
  ),
)}`,
    },
    [`${ORIGIN}/en/about/sponsorships.html`]: {
      html: `${head('Sponsorships | Reefline Pool Systems', 'Water safety and swimming programs we support.', '/en/about/sponsorships.html')}
${body(
  'en/about/sponsorships',
  text(
    '<h1>Sponsorships &amp; community</h1><p>Reefline is a proud sponsor of <a href="https://www.swimming.org.au/" target="_blank" rel="noopener">Swimming Australia</a>’s junior development squads and supports the Keep Watch program of <a href="https://www.royallifesaving.com.au/" target="_blank" rel="noopener">Royal Life Saving Society – Australia</a>.</p><p>Each summer we donate pool safety audits to local swim clubs.</p>',
  ),
)}`,
    },
    [`${ORIGIN}/en/news/titanium-cells.html`]: {
      html: `${head('New titanium cells for SaltMate | Reefline Pool Systems', 'SaltMate chlorinators now ship with longer-life cells.', '/en/news/titanium-cells.html')}
${body(
  'en/news/titanium-cells',
  text(
    '<h1>SaltMate now ships with longer-life titanium cells</h1><p class="date">12 February 2024</p><p>From March, every SaltMate chlorinator uses electrode coatings from <a href="https://www.denora.com/" target="_blank" rel="noopener">De Nora</a>, extending cell life to seven years in typical use.</p><p>Replacement cells are available from all Reefline dealers.</p>',
  ),
)}`,
    },
    [`${ORIGIN}/en/careers.html`]: {
      html: `${head('Careers | Reefline Pool Systems', 'Join the Reefline team in Rowville.', '/en/careers.html')}
${body('en/careers', text('<h1>Careers</h1><p>We are hiring production technicians and a field service engineer for Queensland. All roles are advertised on <a href="https://www.seek.com.au/Reefline-Pool-Systems-jobs" target="_blank" rel="noopener">SEEK</a>.</p>'))}`,
    },
  },
  sitemap: [
    `${ORIGIN}/`,
    `${ORIGIN}/en/where-to-buy.html`,
    `${ORIGIN}/en/trade/pool-builders.html`,
    `${ORIGIN}/en/about.html`,
    `${ORIGIN}/en/about/sponsorships.html`,
    `${ORIGIN}/en/news/titanium-cells.html`,
    `${ORIGIN}/en/careers.html`,
  ],
  technologies: ['adobe-experience-manager', 'java', 'varnish', 'hsts', 'open-graph'],
  partners: {
    'poolwerx.com.au': 'channel',
    'sydneypoolspa.com.au': 'channel',
    'bluehavenillawarra.com.au': 'channel',
    'melbournepoolcentre.com.au': 'channel',
    'geelongpoolshop.com.au': 'channel',
    'scpoolsupplies.com.au': 'channel',
    'perthpoolwarehouse.com.au': 'channel',
    'adelaidepoolgear.com.au': 'channel',
    'darwinpoolpros.com.au': 'channel',
    'hobartpools.com.au': 'channel',
    'bunnings.com.au': 'channel',
    'crystalclearpools.com.au': 'channel',
    'coastlinepools.com.au': 'channel',
    'outbackpools.net.au': 'channel',
    'harbourpools.sydney': 'channel',
  },
};
