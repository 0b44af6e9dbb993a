import type { CorpusSite } from './types.js';

const headers = {
  'x-powered-by': 'Next.js',
  'content-type': 'text/html; charset=utf-8',
  vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch',
};

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/_next/static/css/app/layout.css?v=1733052001" data-precedence="next_static/css/app/layout.css"/><script src="/_next/static/chunks/webpack-2f1e3d4c.js" async=""></script><script src="/_next/static/chunks/main-app-9a8b7c6d.js" async=""></script><title>${title}</title></head><body class="__className_a1b2c3"><header class="sticky top-0"><a href="/">Lumenrail</a><nav><a href="/product">Product</a><a href="/partners">Partners</a><a href="/careers">Careers</a></nav></header>${body}<footer><p>© 2026 Lumenrail Inc.</p><a href="https://www.linkedin.com/company/lumenrail">LinkedIn</a></footer><script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script><script>self.__next_f.push([1,"1:HL[\\"/_next/static/css/app/layout.css\\",\\"style\\"]\\n"])</script></body></html>`;

const logo = (href: string, name: string) =>
  `<a href="${href}" class="flex items-center justify-center rounded-lg border p-6"><img alt="${name}" loading="lazy" width="120" height="40" src="/_next/image?url=%2Flogos%2F${encodeURIComponent(name.toLowerCase())}.svg&amp;w=256&amp;q=75"/></a>`;

export const site: CorpusSite = {
  domain: 'lumenrail.com',
  covers:
    'Next.js App Router (x-powered-by, RSC flight data, no __NEXT_DATA__); a partner page that also carries a "Backed by" investors strip, an "As seen in" press strip and a partner-program tier table without partners, next to the real technology partner grid',
  pages: {
    '/': {
      headers,
      html: page(
        'Lumenrail — Rail freight booking',
        '<main class="mx-auto max-w-6xl"><h1 class="text-5xl">Book rail freight like a parcel</h1></main>',
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners | Lumenrail',
        `<main class="mx-auto max-w-6xl">
<section class="py-16"><h1 class="text-4xl font-semibold">Partners</h1><p class="mt-4">Operators, platforms and programmes that make Lumenrail work.</p></section>
<section class="py-12"><h2 class="text-2xl">Technology partners</h2><div class="mt-8 grid grid-cols-4 gap-6">${logo('https://www.transporeon.com/', 'Transporeon')}${logo('https://www.sap.com/', 'SAP')}${logo('https://www.project44.com/', 'project44')}${logo('https://www.descartes.com/', 'Descartes')}</div></section>
<section class="py-12"><h2 class="text-2xl">Programme tiers</h2><table class="mt-6 w-full"><thead><tr><th>Tier</th><th>Requirements</th><th>Benefits</th></tr></thead><tbody><tr><td>Registered</td><td>Signed agreement</td><td>Sandbox access</td></tr><tr><td>Certified</td><td>One live integration</td><td>Listing on this page</td></tr><tr><td>Premier</td><td>Five shared customers</td><td>Joint marketing</td></tr></tbody></table></section>
<section class="py-12"><h2 class="text-2xl">Backed by</h2><div class="mt-8 grid grid-cols-3 gap-6">${logo('https://www.northzone.com/', 'Northzone')}${logo('https://www.pointnine.com/', 'Point Nine')}${logo('https://www.lakestar.com/', 'Lakestar')}</div></section>
<section class="py-12"><h2 class="text-2xl">As seen in</h2><div class="mt-8 grid grid-cols-3 gap-6">${logo('https://sifted.eu/articles/lumenrail-raise', 'Sifted')}${logo('https://www.railwaygazette.com/freight/lumenrail-launches/66012.article', 'Railway Gazette')}${logo('https://techcrunch.com/2026/03/04/lumenrail/', 'TechCrunch')}</div></section>
</main>`,
      ),
    },
  },
  technologies: ['next-js', 'react', 'webpack'],
  partners: {
    'transporeon.com': 'technology',
    'sap.com': 'technology',
    'project44.com': 'technology',
    'descartes.com': 'technology',
  },
};
