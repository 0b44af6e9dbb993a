import type { CorpusSite } from './types.js';

const headers = { server: 'nginx/1.27.2', 'content-type': 'text/html; charset=utf-8' };

const data = {
  page: { title: 'Partners', slug: 'partners', url: 'https://orchard-hq.com/partners' },
  navigation: [
    { label: 'Platform', href: '/platform' },
    { label: 'Partners', href: '/partners' },
    { label: 'Status', href: 'https://status.orchard-hq.com' },
    { label: 'Community forum', href: 'https://community.agritech-forum.org/c/orchard' },
  ],
  partners: [
    { name: 'John Deere', website: 'https://www.deere.com/', partnerType: 'Technology', summary: 'Machine data from Operations Center.' },
    { name: 'Climate FieldView', website: 'https://climate.com/', partnerType: 'Technology', summary: 'Field boundaries and yield maps.' },
    {
      name: 'Agrovista',
      website: 'https://www.agrovista.co.uk/',
      partnerType: 'Reseller',
      summary: 'Agronomy and Orchard licences across England.',
    },
    { name: 'Farmwise Advisory', domain: 'farmwiseadvisory.ie', partnerType: 'Consulting', summary: 'Implementation for Irish co-ops.' },
    {
      name: 'Hummingbird Technologies',
      links: { website: 'https://hummingbirdtech.com/', linkedin: 'https://www.linkedin.com/company/hummingbird-technologies' },
      partnerType: 'Technology',
      summary: 'Drone and satellite imagery.',
    },
  ],
  featuredCustomers: [
    { name: 'Wyke Farms', url: 'https://www.wykefarms.com/', quote: 'Orchard halved our spreadsheet time.' },
    { name: 'Taylors of Harrogate', url: 'https://www.taylorsofharrogate.co.uk/' },
  ],
  social: { twitter: 'https://x.com/orchardhq', youtube: 'https://www.youtube.com/@orchardhq' },
};

export const site: CorpusSite = {
  domain: 'orchard-hq.com',
  covers:
    'a Vue app (data-v-app, Vue from unpkg) whose partner page renders client-side from a <script type="application/json"> blob: partner records with website, bare domain or nested links, a per-record type; featured customers, navigation and social links in the same data (none partners); an empty mount point in the HTML',
  pages: {
    '/': {
      headers,
      html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Orchard — Farm records without the paperwork</title><script src="https://unpkg.com/vue@3.4.21/dist/vue.global.prod.js"></script></head><body><div id="app" data-v-app><div class="home"><h1>Farm records without the paperwork</h1><a href="/partners">Partners</a></div></div></body></html>`,
    },
    '/partners': {
      headers,
      html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partners | Orchard</title><script src="https://unpkg.com/vue@3.4.21/dist/vue.global.prod.js"></script><script src="/js/partners.8b2c1e.js" defer></script></head><body><div id="app" data-v-app><div id="partner-directory" class="loading">Loading partners…</div></div><script type="application/json" id="page-data">${JSON.stringify(data)}</script></body></html>`,
    },
  },
  technologies: ['vue-js', 'unpkg', 'nginx'],
  partners: {
    'deere.com': 'technology',
    'climate.com': 'technology',
    'agrovista.co.uk': 'channel',
    'farmwiseadvisory.ie': 'channel',
    'hummingbirdtech.com': 'technology',
  },
};
