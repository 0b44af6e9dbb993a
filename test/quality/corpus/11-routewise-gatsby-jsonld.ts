import type { CorpusSite } from './types.js';

const headers = {
  server: 'Netlify',
  'x-nf-request-id': '01JDQ8ZK4XHM2V7B9N3C5T1R6W',
  'content-type': 'text/html; charset=UTF-8',
};

const shell = (title: string, jsonld: object[], body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><meta name="generator" content="Gatsby 5.13.3"/><title data-gatsby-head="true">${title}</title>${jsonld.map((d) => `<script type="application/ld+json">${JSON.stringify(d)}</script>`).join('')}<style data-href="/styles.7c1e2d.css" data-identity="gatsby-global-css">.rw-hero{padding:4rem 0}</style><link as="script" rel="preload" href="/webpack-runtime-3b8f1a2c.js"/><link as="script" rel="preload" href="/framework-9e0c4d7a.js"/><link as="script" rel="preload" href="/app-5a2b6c1d.js"/></head><body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><header class="rw-header"><a href="/" class="rw-logo">Routewise</a><nav><a href="/product/">Product</a><a href="/partners/">Partners</a><a href="/company/">Company</a></nav></header>${body}<footer class="rw-footer"><p>Routewise B.V. · KvK 81234567</p><a href="https://www.linkedin.com/company/routewise-eu">LinkedIn</a></footer></div><div id="gatsby-announcer" aria-live="assertive" aria-atomic="true"></div></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/partners/";/*]]>*/</script><script src="/webpack-runtime-3b8f1a2c.js" async></script><script src="/framework-9e0c4d7a.js" async></script><script src="/app-5a2b6c1d.js" async></script></body></html>`;

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Routewise',
  url: 'https://routewise.eu/',
  logo: 'https://routewise.eu/logo.png',
  sameAs: ['https://www.linkedin.com/company/routewise-eu', 'https://twitter.com/routewise_eu'],
};

const partners = [
  ['PostNL', 'https://www.postnl.nl/'],
  ['DPD', 'https://www.dpd.com/'],
  ['GLS', 'https://gls-group.com/'],
  ['bpost', 'https://www.bpost.be/'],
  ['UPS', 'https://www.ups.com/nl/en/Home.page'],
  ['Colissimo', 'https://www.colissimo.fr/'],
] as const;

export const site: CorpusSite = {
  domain: 'routewise.eu',
  covers:
    "Gatsby (generator, #___gatsby) on Netlify (headers); a partner page whose logos carry no links, the partners named with their URLs only in a JSON-LD ItemList (a carrier's logo alt text also matches a fingerprint: the site does not run it); the site's own Organization JSON-LD with sameAs social profiles; a BreadcrumbList",
  pages: {
    '/': {
      headers,
      html: shell(
        'Routewise | Parcel routing for European shippers',
        [organization],
        '<main class="rw-hero"><h1>One label, every carrier in Europe</h1><p>Routewise picks the cheapest carrier that will make the delivery promise.</p></main>',
      ),
    },
    '/partners/': {
      headers,
      html: shell(
        'Carrier partners | Routewise',
        [
          organization,
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://routewise.eu/' },
              { '@type': 'ListItem', position: 2, name: 'Partners', item: 'https://routewise.eu/partners/' },
            ],
          },
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'Routewise carrier partners',
            itemListElement: partners.map(([name, url], i) => ({
              '@type': 'ListItem',
              position: i + 1,
              item: { '@type': 'Organization', name, url },
            })),
          },
        ],
        `<main><section class="rw-hero"><h1>Carrier partners</h1><p>Routewise books directly with these carriers.</p></section><section class="rw-logos"><ul>${partners
          .map(([name], i) => `<li><img src="/static/partners/${i}.svg" alt="${name}" width="140" height="48"/></li>`)
          .join('')}</ul></section></main>`,
      ),
    },
  },
  technologies: ['gatsby', 'react', 'webpack', 'netlify'],
  partners: {
    'postnl.nl': 'generic',
    'dpd.com': 'generic',
    'gls-group.com': 'generic',
    'bpost.be': 'generic',
    'ups.com': 'generic',
    'colissimo.fr': 'generic',
  },
};
