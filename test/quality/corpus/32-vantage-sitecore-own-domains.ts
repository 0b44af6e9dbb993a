import type { CorpusSite } from './types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'set-cookie':
    'SC_ANALYTICS_GLOBAL_COOKIE=2f1e3d4c5b6a798897a6b5c4d3e2f1a0|False; expires=Sat, 01 Dec 2035 00:00:00 GMT; path=/; secure; HttpOnly',
};

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>${title}</title>
<link href="/assets/vantage/css/main.min.css?v=20261120" rel="stylesheet" />
</head>
<body>
<div class="header-wrapper"><div class="component site-header"><a href="/" class="logo"><img src="/-/media/vantage/brand/logo.svg" alt="Vantage Travel"></a>
<div class="component navigation"><ul><li><a href="/holidays">Holidays</a></li><li><a href="/about-us/partners">Our partners</a></li><li><a href="https://www.vantage-travel.co.uk/">UK site</a></li><li><a href="https://www.vantagetravel.de/">Deutsch</a></li></ul></div></div></div>
<main><div class="main-wrapper">${body}</div></main>
<div class="footer-wrapper"><div class="component site-footer"><p>Vantage Travel Group plc · ABTA P7712 · ATOL 10442</p><a href="https://www.facebook.com/vantagetravel">Facebook</a></div></div>
</body>
</html>`;

const partner = (
  href: string,
  img: string,
  name: string,
  text: string,
) => `<div class="component promo partner-promo"><div class="component-content">
<div class="field-promoicon"><img src="/-/media/vantage/partners/${img}?h=80&amp;w=160&amp;hash=4B7C9D2E1F0A" alt="${name}" /></div>
<div class="promo-text"><div class="field-promotitle"><h3>${name}</h3></div><div class="field-promotext"><p>${text}</p></div><div class="field-promolink"><a href="${href}">Visit ${name}</a></div></div>
</div></div>`;

export const site: CorpusSite = {
  domain: 'vantage-travel.com',
  otherDomains: ['vantage-travel.co.uk', 'vantagetravel.de'],
  covers:
    'Sitecore (media-library image URLs, analytics cookie) on www; a company with three domains, whose UK and German sites are linked from the navigation and from inside the partner content (never partners); a partner whose name shares the brand word (Vantage Point Hotels); Sitecore SXA promo components',
  pages: {
    '/': { redirect: 'https://www.vantage-travel.com/' },
    'https://www.vantage-travel.com/': {
      headers,
      html: page(
        'Vantage Travel | Escorted tours since 1987',
        '<div class="component hero"><h1>Escorted tours since 1987</h1><p>Small groups, expert tour managers, no hidden extras.</p></div>',
      ),
    },
    'https://www.vantage-travel.com/about-us/partners': {
      headers,
      html: page(
        'Our partners | Vantage Travel',
        `<div class="component title"><h1>Our partners</h1></div>
<div class="component rich-text"><p>Booking from the UK or Germany? See the partners of <a href="https://www.vantage-travel.co.uk/about-us/partners">Vantage Travel UK</a> and <a href="https://www.vantagetravel.de/ueber-uns/partner">Vantage Travel Deutschland</a>.</p></div>
<div class="component container partner-list"><h2>Airline and hotel partners</h2>
${partner('https://www.britishairways.com/', 'ba.png', 'British Airways', 'Scheduled flights from 14 UK airports.')}
${partner('https://www.vantagepointhotels.com/', 'vph.png', 'Vantage Point Hotels', 'Four-star hotels on our Alpine tours.')}
${partner('https://www.emirates.com/uk/english/', 'emirates.png', 'Emirates', 'Long-haul flights to Asia and Australia.')}
</div>
<div class="component container partner-list"><h2>Travel agents</h2>
${partner('https://www.travelcounsellors.co.uk/', 'tc.png', 'Travel Counsellors', 'Book Vantage tours with your personal travel counsellor.')}
${partner('https://www.hays-travel.co.uk/', 'hays.png', 'Hays Travel', 'In 480 high-street branches.')}
</div>`,
      ),
    },
  },
  technologies: ['sitecore', 'microsoft-asp-net'],
  partners: {
    'britishairways.com': 'generic',
    'vantagepointhotels.com': 'generic',
    'emirates.com': 'generic',
    'travelcounsellors.co.uk': 'channel',
    'hays-travel.co.uk': 'channel',
  },
};
