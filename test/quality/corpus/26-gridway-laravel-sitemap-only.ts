import type { CorpusSite } from './types.js';

const headers = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  'set-cookie':
    'XSRF-TOKEN=eyJpdiI6IlFrMm1OOXBMVHo0dlgxY0IiLCJ2YWx1ZSI6Ik1UQXlOalkifQ%3D%3D; expires=Tue, 02 Dec 2026 02:00:00 GMT; Max-Age=7200; path=/; samesite=lax\nlaravel_session=eyJpdiI6Ilp4Y1Y5Yk5tTTJMN0s4SjNIMkciLCJ2YWx1ZSI6IlF3ZXJ0eSJ9; expires=Tue, 02 Dec 2026 02:00:00 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
};

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <meta name="csrf-token" content="Qk2mN9pLTz4vX1cBq8Xw3Yz5Ab7Cd9Ef1Gh3Ij5K">
    <title>${title}</title>
    <link rel="preload" as="style" href="https://gridway-energy.com/build/assets/app-Cq1x9Zk2.css" /><link rel="stylesheet" href="https://gridway-energy.com/build/assets/app-Cq1x9Zk2.css" />
    <script type="module" src="https://gridway-energy.com/build/assets/app-Dk4mP7q1.js"></script>
</head>
<body class="font-sans antialiased">
    <div class="min-h-screen">
        <div class="bar"><a href="/">Gridway</a> <a href="/solutions">Solutions</a> <a href="/company/about">About us</a> <a href="/contact">Contact</a></div>
        ${body}
        <div class="legal">Gridway Energy Ltd · <a href="/company/about">About</a> · <a href="/privacy">Privacy</a></div>
    </div>
</body>
</html>`;

const installer = (name: string, site: string, area: string) =>
  `<tr><td>${name}</td><td>${area}</td><td><a href="${site}" rel="nofollow">${new URL(site).hostname.replace(/^www\./, '')}</a></td></tr>`;

export const site: CorpusSite = {
  domain: 'gridway-energy.com',
  covers:
    'Laravel (laravel_session and XSRF-TOKEN cookies, Vite build assets) behind nginx; a partner page linked from nowhere but the sitemap, under /company/; sitemap detail pages that make discovery try a /partners index that does not exist (404); an installer table (channel) and technology partners as a list',
  sitemap: [
    '/',
    '/solutions',
    '/company/about',
    '/company/partner-network',
    '/partners/solarcraft',
    '/partners/heatwise',
    '/partners/brightpanel',
    '/contact',
  ],
  pages: {
    '/': {
      headers,
      html: page(
        'Gridway — Home batteries that pay for themselves',
        '<main class="hero"><h1>Home batteries that pay for themselves</h1><p>Store cheap night-time power and use it at peak.</p></main>',
      ),
    },
    '/company/partner-network': {
      headers,
      html: page(
        'Partner network — Gridway',
        `<main class="content">
<h1>Our partner network</h1>
<p>Gridway batteries are fitted by accredited installers and work with the tariffs and hardware below.</p>
<h2>Accredited installers</h2>
<table class="installers"><thead><tr><th>Installer</th><th>Area</th><th>Website</th></tr></thead><tbody>
${installer('Solarcraft Ltd', 'https://www.solarcraft.co.uk/', 'South East')}
${installer('Heatwise Renewables', 'https://heatwise.uk/', 'Midlands')}
${installer('Brightpanel Energy', 'https://brightpanel-energy.co.uk/', 'North West')}
</tbody></table>
<h2>Technology partners</h2>
<ul class="tech">
<li><a href="https://octopus.energy/">Octopus Energy</a> – smart tariffs</li>
<li><a href="https://www.myenergi.com/">myenergi</a> – EV chargers</li>
<li><a href="https://www.solaredge.com/en">SolarEdge</a> – inverters</li>
</ul>
</main>`,
      ),
    },
  },
  technologies: ['laravel', 'php', 'nginx'],
  partners: {
    'solarcraft.co.uk': 'channel',
    'heatwise.uk': 'channel',
    'brightpanel-energy.co.uk': 'channel',
    'octopus.energy': 'technology',
    'myenergi.com': 'technology',
    'solaredge.com': 'technology',
  },
};
