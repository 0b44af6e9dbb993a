import type { CorpusSite } from './types.js';

const headers = {
  'x-drupal-cache': 'HIT',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-dynamic-cache': 'MISS',
  via: '1.1 varnish (Varnish/7.4)',
  'x-varnish': '98310442 98123001',
  'content-type': 'text/html; charset=UTF-8',
};

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Hq2vG3r9kL1xN0pZ4sT7wY8a.css?delta=0&amp;language=en&amp;theme=northwind&amp;include=eJxlj" />
    <link rel="stylesheet" media="all" href="/themes/custom/northwind/css/base.css?s2k1q0" />
  </head>
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <div class="page-wrapper">
        <header class="site-header" role="banner">
          <div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/northwind/logo.svg" alt="Home" /></a></div>
          <nav role="navigation" aria-labelledby="block-northwind-main-menu" id="block-northwind-main-menu" class="block block-menu navigation menu--main">
            <ul class="menu"><li class="menu__item"><a href="/solutions" class="menu__link">Solutions</a></li><li class="menu__item"><a href="/ecosystem" class="menu__link">Ecosystem</a></li><li class="menu__item"><a href="/company" class="menu__link">Company</a></li></ul>
          </nav>
        </header>
        <main role="main">
          <a id="main-content" tabindex="-1"></a>
          <div class="region region--content-top">${body}</div>
        </main>
        <footer class="site-footer">
          <div class="region region--footer"><nav role="navigation" class="block block-menu menu--footer"><ul class="menu"><li class="menu__item"><a href="/legal" class="menu__link">Legal</a></li><li class="menu__item"><a href="https://www.youtube.com/@northwindrobotics" class="menu__link">YouTube</a></li></ul></nav></div>
        </footer>
      </div>
    </div>
    <script src="/core/misc/drupal.js?v=10.2.4"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.4"></script>
  </body>
</html>`;

const logo = (href: string, file: string, alt: string) =>
  `<div class="views-row"><div class="views-field views-field-field-logo"><div class="field-content"><a href="${href}" hreflang="en"><img loading="lazy" src="/sites/default/files/styles/logo_small/public/partners/${file}?itok=Xk2qP9sL" width="200" height="100" alt="${alt}" /></a></div></div></div>`;
const unlinked = (file: string, alt: string) =>
  `<div class="views-row"><div class="views-field views-field-field-logo"><div class="field-content"><img loading="lazy" src="/sites/default/files/styles/logo_small/public/partners/${file}?itok=Ab3dE5fG" width="200" height="100" alt="${alt}" /></div></div></div>`;

export const site: CorpusSite = {
  domain: 'northwind-robotics.com',
  covers:
    'Drupal 10 behind Varnish (headers, generator, /sites/default/files, drupal.js); an "Ecosystem" page that is a views grid of logo links named only by their alt text, two logos with no link (no domain on the page, not labelled), Drupal menus in nav elements',
  pages: {
    '/': {
      headers,
      html: page(
        'Northwind Robotics | Autonomous mobile robots for warehouses',
        `<div class="block block-layout-builder"><h1 class="title">Autonomous mobile robots for warehouses</h1><p>Northwind AMRs move 40,000 totes a day at our largest customer sites.</p></div>`,
      ),
    },
    '/ecosystem': {
      headers,
      html: page(
        'Ecosystem | Northwind Robotics',
        `<div id="block-northwind-page-title" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title field--type-string">Ecosystem</span></h1></div>
<div class="block block-system block-system-main-block"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Northwind robots work with the automation, vision and computing platforms below.</p></div></div></article></div>
<div class="views-element-container block block-views"><div class="view view-partner-logos view-id-partner_logos view-display-id-block_1"><div class="view-content">
${logo('https://www.siemens.com/global/en/products/automation.html', 'siemens.png', 'Siemens')}
${logo('https://www.rockwellautomation.com/en-us.html', 'rockwell.png', 'Rockwell Automation')}
${logo('https://www.nvidia.com/en-us/autonomous-machines/', 'nvidia.png', 'NVIDIA')}
${logo('https://new.abb.com/products/robotics', 'abb.png', 'ABB')}
${unlinked('bosch.png', 'Bosch Rexroth')}
${logo('https://www.intel.com/content/www/us/en/internet-of-things/overview.html', 'intel.png', 'Intel')}
${unlinked('kuka.png', 'KUKA')}
${logo('https://www.cognex.com/', 'cognex.png', 'Cognex logo')}
</div></div></div>`,
      ),
    },
  },
  technologies: ['drupal', 'php', 'varnish'],
  partners: {
    'siemens.com': 'generic',
    'rockwellautomation.com': 'generic',
    'nvidia.com': 'generic',
    'abb.com': 'generic',
    'intel.com': 'generic',
    'cognex.com': 'generic',
  },
};
