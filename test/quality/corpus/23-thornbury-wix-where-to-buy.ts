import type { CorpusSite } from './types.js';

const headers = {
  'x-wix-request-id': '1733051822.91234567890123456789',
  server: 'Pepyaka',
  'content-type': 'text/html; charset=utf-8',
};

const page = (title: string, sections: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta name="generator" content="Wix.com Website Builder"/>
  <title>${title}</title>
  <script src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js" nomodule></script>
  <script async src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4b7c9d2e.bundle.min.js"></script>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
<div id="SITE_HEADER" class="wixui-header"><div id="comp-lh2k1"><a href="https://www.thornbury-gin.com" class="wixui-image"><img src="https://static.wixstatic.com/media/8a1b2c_3d4e5f~mv2.png/v1/fill/w_160,h_60/logo.png" alt="Thornbury Gin"></a></div>
<nav id="comp-lh2k2" aria-label="Site"><ul><li><a href="https://www.thornbury-gin.com/our-gins">Our gins</a></li><li><a href="https://www.thornbury-gin.com/where-to-buy">Where to buy</a></li><li><a href="https://www.thornbury-gin.com/visit">Visit</a></li></ul></nav></div>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES">${sections}</div></main>
<div id="SITE_FOOTER" class="wixui-footer"><div id="comp-lh2k9" class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Please drink responsibly. <a href="https://www.drinkaware.co.uk/" target="_blank" class="wixui-rich-text__text">drinkaware.co.uk</a></p></div>
<ul class="wixui-social-bar"><li><a href="https://www.instagram.com/thornburygin" target="_blank"><img src="https://static.wixstatic.com/media/ig.png" alt="Instagram"></a></li></ul></div>
</div></div>
</body>
</html>`;

const section = (id: string, inner: string) =>
  `<section id="comp-${id}" class="wixui-section"><div data-testid="columns" class="wixui-column-strip"><div class="wixui-column-strip__column">${inner}</div></div></section>`;
const text = (id: string, inner: string) => `<div id="comp-${id}" class="wixui-rich-text" data-testid="richTextElement">${inner}</div>`;

export const site: CorpusSite = {
  domain: 'thornbury-gin.com',
  covers:
    'Wix (generator, parastorage scripts, request-id header, Pepyaka server; the data\'s generic "WebsiteBuilder" product also matches Wix\'s generator, and is not labelled) on www; a "Where to buy" page in Wix rich-text markup, retailers in one paragraph per region with line breaks, a national retailer section; an awards strip on the home page; a responsible-drinking link in the footer',
  pages: {
    '/': { redirect: 'https://www.thornbury-gin.com/' },
    'https://www.thornbury-gin.com/': {
      headers,
      html: page(
        'Home | Thornbury Gin',
        `${section('hm1', text('hm2', '<h1 class="font_0 wixui-rich-text__text">Small-batch gin from the Severn Vale</h1><p class="font_7 wixui-rich-text__text">Distilled with Gloucestershire perry pears.</p>'))}
${section('hm3', `${text('hm4', '<h2 class="font_2 wixui-rich-text__text">Awards</h2>')}<div class="wixui-gallery"><a href="https://www.iwsc.net/results/detail/150231/thornbury-original" target="_blank"><img src="https://static.wixstatic.com/media/iwsc-gold.png" alt="IWSC Gold 2025"></a></div>`)}`,
      ),
    },
    'https://www.thornbury-gin.com/where-to-buy': {
      headers,
      html: page(
        'Where to buy | Thornbury Gin',
        `${section('wb1', text('wb2', '<h1 class="font_0 wixui-rich-text__text">Where to buy</h1><p class="font_7 wixui-rich-text__text">Find Thornbury Gin at these shops, bars and online retailers.</p>'))}
${section(
  'wb3',
  text(
    'wb4',
    `<h2 class="font_2 wixui-rich-text__text">Gloucestershire &amp; Bristol</h2>
<p class="font_8 wixui-rich-text__text"><a href="https://www.thecotswoldcellar.co.uk/" target="_blank" class="wixui-rich-text__text">The Cotswold Cellar</a>, Stroud<br class="wixui-rich-text__text"><a href="https://www.bristolwineandspirits.co.uk/" target="_blank" class="wixui-rich-text__text">Bristol Wine &amp; Spirits</a>, Clifton<br class="wixui-rich-text__text"><a href="https://severnvalefarmshop.com/" target="_blank" class="wixui-rich-text__text">Severn Vale Farm Shop</a>, Thornbury</p>`,
  ),
)}
${section(
  'wb5',
  text(
    'wb6',
    `<h2 class="font_2 wixui-rich-text__text">Online</h2>
<p class="font_8 wixui-rich-text__text"><a href="https://www.masterofmalt.com/gin/thornbury/" target="_blank" class="wixui-rich-text__text">Master of Malt</a><br class="wixui-rich-text__text"><a href="https://www.thewhiskyexchange.com/b/1483/thornbury-gin" target="_blank" class="wixui-rich-text__text">The Whisky Exchange</a></p>
<h2 class="font_2 wixui-rich-text__text">Nationwide</h2>
<p class="font_8 wixui-rich-text__text">Selected branches of <a href="https://www.waitrose.com/ecom/shop/search?searchTerm=thornbury%20gin" target="_blank" class="wixui-rich-text__text">Waitrose</a>.</p>`,
  ),
)}`,
      ),
    },
  },
  technologies: ['wix', 'react'],
  partners: {
    'thecotswoldcellar.co.uk': 'channel',
    'bristolwineandspirits.co.uk': 'channel',
    'severnvalefarmshop.com': 'channel',
    'masterofmalt.com': 'channel',
    'thewhiskyexchange.com': 'channel',
    'waitrose.com': 'channel',
  },
};
