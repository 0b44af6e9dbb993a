import type { CorpusSite } from './types.js';

const headers = {
  server: 'Fly/7c8d9a1e (2026-11-20)',
  via: '1.1 fly.io',
  'fly-request-id': '01JDR2M4N6P8Q0S2T4V6X8Z0B2-ams',
  'content-type': 'text/html',
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />
		<link rel="icon" href="/favicon.png" />
		<meta name="viewport" content="width=device-width, initial-scale=1" />
		<link href="/_app/immutable/assets/0.C3kq1Xz2.css" rel="stylesheet">
		<link rel="modulepreload" href="/_app/immutable/entry/start.Bq9xWz1L.js">
		<link rel="modulepreload" href="/_app/immutable/entry/app.Dk2mN4pQ.js">
		<title>${title}</title>
		<script src="https://cdn.usefathom.com/script.js" data-site="TWDRAIXQ" defer></script>
		<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";</script>
		<script src="https://client.crisp.chat/l.js" async></script>
	</head>
	<body data-sveltekit-preload-data="hover">
		<div style="display: contents">
<header class="s-7Hk2 site-nav"><a href="/" class="s-7Hk2 logo">Tidewater</a><ul class="s-7Hk2"><li><a href="/product">Product</a></li><li><a href="/partners">Partners</a></li><li><a href="/pricing">Pricing</a></li></ul></header>
${body}
<footer class="s-9Lm4"><p>Tidewater AI, Inc.</p><a href="https://github.com/tidewater-ai">GitHub</a><a href="https://x.com/tidewater_ai">X</a><a href="https://discord.gg/tidewater">Discord</a></footer>
		</div>
	</body>
</html>`;

const logo = (href: string, name: string) =>
  `<a href="${href}" class="s-2Qw8 logo-link"><img src="/logos/${name.toLowerCase().replace(/\W+/g, '')}.svg" alt="${name}" class="s-2Qw8"></a>`;

export const site: CorpusSite = {
  domain: 'tidewater-ai.com',
  covers:
    'SvelteKit (data-sveltekit-preload-data) on Fly.io (headers), Fathom and Crisp script tags; "Trusted by" customer logos on the home page and again at the foot of the partner page, a customer testimonial, a "Works with your data stack" strip on the home page whose logos are partners; technology and consulting sections',
  pages: {
    '/': {
      headers,
      html: page(
        'Tidewater — Forecasting for data teams',
        `<main class="s-1Ab3">
<section class="s-1Ab3 hero"><h1>Forecasts your finance team will trust</h1><p>Tidewater turns your warehouse into weekly forecasts.</p><a href="/signup" class="btn">Start free</a></section>
<section class="s-1Ab3 logos"><p class="s-1Ab3 eyebrow">Trusted by data teams at</p><div class="s-1Ab3 row">${logo('https://www.monzo.com/', 'Monzo')}${logo('https://www.ocado.com/', 'Ocado')}${logo('https://www.gymshark.com/', 'Gymshark')}${logo('https://www.depop.com/', 'Depop')}</div></section>
<section class="s-1Ab3 quote"><blockquote>“Tidewater replaced three spreadsheets and a cron job.” <cite>— Priya N., Analytics lead at <a href="https://www.depop.com/">Depop</a></cite></blockquote></section>
<section class="s-1Ab3 stack"><h2>Works with your data stack</h2><div class="s-1Ab3 row">${logo('https://www.snowflake.com/', 'Snowflake')}${logo('https://www.databricks.com/', 'Databricks')}${logo('https://www.getdbt.com/', 'dbt')}</div><a href="/partners">All partners →</a></section>
</main>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners — Tidewater',
        `<main class="s-1Ab3">
<section class="s-1Ab3 hero"><h1>Partners</h1><p>Tidewater runs where your data already lives.</p></section>
<section class="s-1Ab3"><h2>Technology partners</h2><div class="s-1Ab3 row">${logo('https://www.snowflake.com/', 'Snowflake')}${logo('https://www.databricks.com/', 'Databricks')}${logo('https://www.getdbt.com/', 'dbt Labs')}${logo('https://www.fivetran.com/', 'Fivetran')}${logo('https://airbyte.com/', 'Airbyte')}</div></section>
<section class="s-1Ab3"><h2>Consulting partners</h2><div class="s-1Ab3 row">${logo('https://www.datatonic.com/', 'Datatonic')}${logo('https://www.infinitelambda.com/', 'Infinite Lambda')}</div></section>
<section class="s-1Ab3 logos"><h2>Trusted by</h2><div class="s-1Ab3 row">${logo('https://www.monzo.com/', 'Monzo')}${logo('https://www.ocado.com/', 'Ocado')}${logo('https://www.gymshark.com/', 'Gymshark')}</div></section>
</main>`,
      ),
    },
  },
  technologies: ['sveltekit', 'svelte', 'vite', 'fly-io', 'fathom', 'crisp-live-chat'],
  partners: {
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'getdbt.com': 'technology',
    'fivetran.com': 'technology',
    'airbyte.com': 'technology',
    'datatonic.com': 'channel',
    'infinitelambda.com': 'channel',
  },
};
