import type { CorpusSite } from './types.js';

const headers = { server: 'cloudflare', 'cf-ray': '8e33e5a1b2c3d4e5-CDG', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en" data-astro-cid-sckkx6r4><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><meta name="generator" content="Astro v4.16.2"><title>${title}</title><link rel="stylesheet" href="/_astro/index.Bq2mK9xL.css"></head><body data-astro-cid-sckkx6r4><header data-astro-cid-3ef6ksr2><a href="/" class="brand" data-astro-cid-3ef6ksr2>Quarry</a><nav data-astro-cid-3ef6ksr2><a href="/docs/">Docs</a><a href="/ecosystem/">Ecosystem</a><a href="/blog/">Blog</a><a href="https://github.com/quarry-dev/quarry">GitHub</a></nav></header>${body}<footer data-astro-cid-sz7xmlte><p>Quarry is open source under the Apache 2.0 licence.</p><a href="https://discord.gg/quarrydev">Discord</a> <a href="https://bsky.app/profile/quarry.dev">Bluesky</a></footer></body></html>`;

const tile = (href: string, name: string, text: string) =>
  `<li class="tile" data-astro-cid-k4v2p1><a href="${href}" data-astro-cid-k4v2p1><strong data-astro-cid-k4v2p1>${name}</strong><span data-astro-cid-k4v2p1>${text}</span></a></li>`;

export const site: CorpusSite = {
  domain: 'quarry.dev',
  covers:
    'Astro (generator, data-astro-cid attributes) on Cloudflare, HSTS by its .dev domain; an open-source project\'s "Ecosystem" page with cloud, integration and consulting sections (whole-card links with the name in <strong>), and a community section of GitHub repositories and a Discord invite; a GitHub repository link in the navigation',
  pages: {
    '/': {
      headers,
      html: page(
        'Quarry — SQL migrations that review themselves',
        '<main data-astro-cid-j7pv25f6><h1>SQL migrations that review themselves</h1><p>Quarry lints, plans and applies schema changes.</p></main>',
      ),
    },
    '/ecosystem/': {
      headers,
      html: page(
        'Ecosystem | Quarry',
        `<main data-astro-cid-j7pv25f6><h1>Ecosystem</h1><p>Run Quarry where you already run your database, with the tools you already use.</p>
<section data-astro-cid-k4v2p1><h2>Cloud partners</h2><ul class="tiles" data-astro-cid-k4v2p1>${tile('https://aws.amazon.com/rds/', 'Amazon Web Services', 'Quarry for Amazon RDS and Aurora')}${tile('https://cloud.google.com/', 'Google Cloud', 'Cloud SQL and AlloyDB')}${tile('https://neon.tech/', 'Neon', 'Branch-per-pull-request previews')}</ul></section>
<section data-astro-cid-k4v2p1><h2>Integrations</h2><ul class="tiles" data-astro-cid-k4v2p1>${tile('https://www.jetbrains.com/datagrip/', 'DataGrip', 'Plans inside your IDE')}${tile('https://www.bytebase.com/', 'Bytebase', 'Review workflows')}${tile('https://www.pagerduty.com/', 'PagerDuty', 'Page on failed migrations')}</ul></section>
<section data-astro-cid-k4v2p1><h2>Consulting partners</h2><ul class="tiles" data-astro-cid-k4v2p1>${tile('https://www.pgexperts.com/', 'PostgreSQL Experts', 'Migrations for large Postgres fleets')}${tile('https://www.dataegret.com/', 'Data Egret', 'Postgres support in Europe')}</ul></section>
<section data-astro-cid-k4v2p1><h2>Community</h2><ul class="tiles" data-astro-cid-k4v2p1>${tile('https://github.com/quarry-dev/quarry-action', 'quarry-action', 'GitHub Action')}${tile('https://github.com/awesome-quarry/awesome-quarry', 'awesome-quarry', 'Community list')}${tile('https://discord.gg/quarrydev', 'Discord', '3,000 members')}</ul></section>
</main>`,
      ),
    },
  },
  technologies: ['astro', 'cloudflare', 'hsts'],
  partners: {
    'amazon.com': 'technology',
    'google.com': 'technology',
    'neon.tech': 'technology',
    'jetbrains.com': 'technology',
    'bytebase.com': 'technology',
    'pagerduty.com': 'technology',
    'pgexperts.com': 'channel',
    'dataegret.com': 'channel',
  },
};
