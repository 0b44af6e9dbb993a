import type { CorpusSite } from './types.js';

const headers = {
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'fra1::iad1::kq7hx-1733051822134-5c2b0a9e7f11',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  'content-type': 'text/html; charset=utf-8',
};

const shell = (title: string, main: string, data: object) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>${title}</title><meta name="next-head-count" content="3"/><link rel="preload" href="/_next/static/css/b1e6a2f4c9d0e3a7.css" as="style"/><link rel="stylesheet" href="/_next/static/css/b1e6a2f4c9d0e3a7.css" data-n-g=""/><script src="https://js.stripe.com/v3/" async=""></script><script src="https://cdn.segment.com/analytics.js/v1/Qk7sP2mWx9Lr4Tz1/analytics.min.js" async=""></script><script src="/_next/static/chunks/webpack-8fa1640cc84ba8fe.js" defer=""></script><script src="/_next/static/chunks/framework-5f4595e5518b5600.js" defer=""></script><script src="/_next/static/chunks/main-e2b4c8a1d3f9b7c6.js" defer=""></script><script src="/_next/static/chunks/pages/_app-a9c1e07b2d54f8e3.js" defer=""></script></head><body><div id="__next"><div class="layout_root__x1"><header class="layout_header__k2"><a class="layout_logo__p0" href="/">Quillstack</a><nav class="layout_nav__m3"><a href="/product">Product</a><a href="/integrations">Integrations</a><a href="/pricing">Pricing</a><a href="/partners">Partners</a><a href="https://app.quillstack.io/login">Log in</a></nav></header><main>${main}</main><footer class="layout_footer__r4"><p>© 2026 Quillstack, Inc.</p><a href="https://twitter.com/quillstack">Twitter</a><a href="https://github.com/quillstack">GitHub</a><a href="https://status.quillstack.io">Status</a></footer></div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;

const integrations = [
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Communication',
    website: 'https://slack.com',
    summary: 'Post new docs and comments to channels.',
  },
  { slug: 'notion', name: 'Notion', category: 'Docs', website: 'https://www.notion.so', summary: 'Import pages with their history.' },
  { slug: 'linear', name: 'Linear', category: 'Engineering', website: 'https://linear.app/', summary: 'Link specs to issues.' },
  {
    slug: 'github',
    name: 'GitHub',
    category: 'Engineering',
    website: 'https://github.com',
    summary: 'Render READMEs and link pull requests.',
  },
  { slug: 'figma', name: 'Figma', category: 'Design', website: 'https://www.figma.com/', summary: 'Embed live frames in any doc.' },
  {
    slug: 'zendesk',
    name: 'Zendesk',
    category: 'Customer support',
    website: 'https://www.zendesk.com',
    summary: 'Answer tickets from your knowledge base.',
  },
  { slug: 'hubspot', name: 'HubSpot', category: 'CRM', website: 'https://www.hubspot.com/', summary: 'Attach playbooks to deals.' },
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'CRM',
    website: 'https://www.salesforce.com/',
    summary: 'Surface docs on opportunities.',
  },
];

const cards = integrations
  .map(
    (i) =>
      `<a class="integrations_card__h8" href="/integrations/${i.slug}"><img alt="" loading="lazy" width="40" height="40" src="/_next/image?url=%2Flogos%2F${i.slug}.svg&amp;w=96&amp;q=75"/><div><p class="integrations_name__q1">${i.name}</p><p class="integrations_summary__z9">${i.summary}</p></div></a>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'quillstack.io',
  covers:
    'Next.js on Vercel (headers, __NEXT_DATA__), Stripe.js and Segment script tags; integrations whose websites appear only in __NEXT_DATA__ (cards link to internal pages); a testimonial with a customer URL and footer links inside the data; a partner-program page with only a PartnerStack tenant link',
  pages: {
    '/': {
      headers,
      html: shell(
        'Quillstack — the writing workspace for product teams',
        `<section class="home_hero__a1"><h1>Specs your whole team actually reads</h1><p>Write, review and ship product docs in one place.</p><a href="https://app.quillstack.io/signup">Start free</a></section><section class="home_logos__b2"><p>Trusted by product teams at</p><ul><li><img alt="Pitch" src="/logos/customers/pitch.svg"/></li><li><img alt="Raycast" src="/logos/customers/raycast.svg"/></li></ul></section>`,
        {
          props: {
            pageProps: {
              hero: { title: 'Specs your whole team actually reads' },
              customerLogos: [
                { name: 'Pitch', url: 'https://pitch.com' },
                { name: 'Raycast', url: 'https://www.raycast.com' },
              ],
            },
            __N_SSG: true,
          },
          page: '/',
          query: {},
          buildId: 'r8Jk2nQ4xZ0pL6sVt1yBc',
          isFallback: false,
          gsp: true,
          scriptLoader: [],
        },
      ),
    },
    '/integrations': {
      headers,
      html: shell(
        'Integrations | Quillstack',
        `<section class="integrations_hero__c3"><h1>Integrations</h1><p>Quillstack connects to the tools your team already uses.</p></section><div class="integrations_grid__d4">${cards}</div><section class="integrations_quote__e5"><blockquote>“We cut our spec review time in half.”</blockquote><p>— Dana Ortiz, Head of Product, Pitch</p></section>`,
        {
          props: {
            pageProps: {
              integrations,
              testimonial: { author: 'Dana Ortiz', company: 'Pitch', url: 'https://pitch.com' },
              footer: {
                social: [{ name: 'Twitter', url: 'https://twitter.com/quillstack' }],
                links: [{ title: 'Status', url: 'https://quillstack.statuspage.io' }],
              },
            },
            __N_SSG: true,
          },
          page: '/integrations',
          query: {},
          buildId: 'r8Jk2nQ4xZ0pL6sVt1yBc',
          isFallback: false,
          gsp: true,
          scriptLoader: [],
        },
      ),
    },
    '/partners': {
      headers,
      html: shell(
        'Partner program | Quillstack',
        `<section><h1>Become a Quillstack partner</h1><p>Agencies and consultants who implement Quillstack earn 20% recurring revenue share.</p><ul><li>Dedicated partner manager</li><li>Co-marketing</li><li>Early access to features</li></ul><a href="https://quillstack.partnerstack.com/">Apply through PartnerStack</a><a href="/partners/terms">Read the partner terms</a></section>`,
        {
          props: {
            pageProps: { program: { title: 'Become a Quillstack partner', applyUrl: 'https://quillstack.partnerstack.com/' } },
            __N_SSG: true,
          },
          page: '/partners',
          query: {},
          buildId: 'r8Jk2nQ4xZ0pL6sVt1yBc',
        },
      ),
    },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'stripe', 'segment', 'hsts'],
  partners: {
    'slack.com': 'technology',
    'notion.so': 'technology',
    'linear.app': 'technology',
    'github.com': 'technology',
    'figma.com': 'technology',
    'zendesk.com': 'technology',
    'hubspot.com': 'technology',
    'salesforce.com': 'technology',
  },
};
