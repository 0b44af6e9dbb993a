import type { CorpusSite } from './types.js';

const headers = {
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CRAFT_CSRF_TOKEN=0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5; path=/; secure; HttpOnly; SameSite=Lax',
  'content-type': 'text/html; charset=UTF-8',
};

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="/dist/css/app.7e1c9a.css">
</head>
<body class="bg-white text-slate-900 antialiased">
<div class="relative min-h-screen">
<header class="border-b border-slate-200"><div class="mx-auto flex max-w-7xl items-center justify-between px-6 py-4"><a href="/" class="text-xl font-semibold">Keelson</a>
<nav class="flex gap-8 text-sm"><a href="/platform">Platform</a><a href="/partners/solution-partners">Partners</a><a href="/resources">Resources</a></nav></div></header>
${body}
<footer class="mt-24 border-t border-slate-200"><div class="mx-auto max-w-7xl px-6 py-10 text-sm text-slate-500">© 2026 Keelson Data Ltd · <a href="https://www.linkedin.com/company/keelson-data">LinkedIn</a></div></footer>
</div>
</body>
</html>`;

const card = (name: string, site: string, tier: string, regions: string) => `<article class="rounded-xl border border-slate-200 p-6">
  <div class="flex items-center justify-between"><h3 class="text-lg font-semibold">${name}</h3><span class="rounded-full bg-amber-100 px-3 py-1 text-xs font-medium">${tier}</span></div>
  <p class="mt-2 text-sm text-slate-600">${regions}</p>
  <a class="mt-4 inline-block text-sm font-medium text-indigo-600" href="${site}">${new URL(site).hostname.replace(/^www\./, '')} →</a>
</article>`;

export const site: CorpusSite = {
  domain: 'keelson.io',
  covers:
    'Craft CMS (X-Powered-By, CRAFT_CSRF_TOKEN cookie) with Tailwind utility classes; a solution-partner directory whose type comes from the page title (cards carry only tier badges), a featured "Partner of the year" card, a filter sidebar of internal links, a "Resources" section with a link to an analyst report',
  pages: {
    '/': {
      headers,
      html: page(
        'Keelson — Data contracts for analytics teams',
        '<main class="mx-auto max-w-7xl px-6 py-24"><h1 class="text-5xl font-bold">Data contracts your analysts can read</h1></main>',
      ),
    },
    '/partners/solution-partners': {
      headers,
      html: page(
        'Solution partners | Keelson',
        `<main class="mx-auto max-w-7xl px-6 py-16">
<div class="max-w-2xl"><h1 class="text-4xl font-bold">Solution partners</h1><p class="mt-4 text-slate-600">Certified consultancies who design, build and run Keelson for you.</p></div>
<div class="mt-12 grid grid-cols-4 gap-10">
<aside class="col-span-1"><h4 class="font-semibold">Region</h4><ul class="mt-2 space-y-1 text-sm"><li><a href="?region=uk">United Kingdom</a></li><li><a href="?region=dach">DACH</a></li><li><a href="?region=nordics">Nordics</a></li></ul></aside>
<div class="col-span-3">
<section class="rounded-2xl bg-indigo-50 p-8"><h2 class="text-sm font-semibold uppercase tracking-wide text-indigo-700">Partner of the year 2025</h2>
${card('Cobalt Analytics', 'https://www.cobaltanalytics.co.uk/', 'Platinum', 'UK &amp; Ireland · 60 certified consultants')}
</section>
<section class="mt-10"><h2 class="text-2xl font-semibold">All partners</h2><div class="mt-6 grid grid-cols-2 gap-6">
${card('Datenwerk GmbH', 'https://datenwerk.de/', 'Gold', 'DACH')}
${card('Nordlys Data', 'https://www.nordlysdata.no/', 'Gold', 'Nordics')}
${card('Brickyard Consulting', 'https://brickyard.consulting/', 'Silver', 'United Kingdom')}
${card('Polar Insight', 'https://polarinsight.fi/', 'Silver', 'Finland')}
</div></section>
<section class="mt-16"><h2 class="text-2xl font-semibold">Resources</h2><p class="mt-2 text-sm">Read <a href="https://www.forrester.com/report/the-data-contracts-landscape-2026/RES180412">Forrester's data contracts landscape</a>, in which Keelson is named.</p></section>
</div></div>
</main>`,
      ),
    },
  },
  technologies: ['craft-cms', 'yii', 'php'],
  partners: {
    'cobaltanalytics.co.uk': 'channel',
    'datenwerk.de': 'channel',
    'nordlysdata.no': 'channel',
    'brickyard.consulting': 'channel',
    'polarinsight.fi': 'channel',
  },
};
