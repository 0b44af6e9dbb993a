import type { CorpusSite } from './types.js';

export const site: CorpusSite = {
  domain: 'voltaic.app',
  covers:
    'a Vite single-page application served by Express (X-Powered-By) whose catch-all route answers every path, /partners and the other fallbacks included, with the home page (a soft 404 by being the home page again); "Trusted by" customer logos and social links in the served HTML',
  catchAll: true,
  pages: {
    '/': {
      headers: { 'x-powered-by': 'Express', 'content-type': 'text/html; charset=utf-8', etag: 'W/"1f2e-Qk2mN9pLTz4vX1cB"' },
      html: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/vite.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Voltaic — EV charging for fleets</title>
    <script type="module" crossorigin src="/assets/index-Bk2Lq9x1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Dm4Pq7r2.css">
  </head>
  <body>
    <div id="root">
      <div class="landing">
        <h1>Charge every van overnight, on the cheapest tariff</h1>
        <p>Voltaic schedules depot charging around your routes and your energy contract.</p>
        <div class="landing-logos"><span>Trusted by fleets at</span>
          <a href="https://www.ocado.com/"><img src="/img/ocado.svg" alt="Ocado"></a>
          <a href="https://www.royalmail.com/"><img src="/img/royal-mail.svg" alt="Royal Mail"></a>
          <a href="https://www.abel-cole.co.uk/"><img src="/img/abel-cole.svg" alt="Abel &amp; Cole"></a>
        </div>
        <div class="landing-social"><a href="https://www.linkedin.com/company/voltaic-app">LinkedIn</a><a href="https://x.com/voltaicapp">X</a></div>
      </div>
    </div>
  </body>
</html>`,
    },
  },
  technologies: ['express', 'node-js', 'vite'],
  partners: {},
};
