import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  'x-lambda-id': '3c2e8a41-77b0-4f6d-a1c9-5e2b9d0f1a64',
  'x-cache': 'Hit from cloudfront',
  'cache-control': 'max-age=60',
};

const SITE = '64f1c2a9b7e3d50012ab9f21';
const CDN = `https://assets-global.website-files.com/${SITE}`;

const head = (
  page: string,
  title: string,
  description: string,
  path: string,
): string => `<!DOCTYPE html><!-- Last Published: Tue Nov 18 2026 09:41:12 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="kanaalzicht.nl" data-wf-page="${page}" data-wf-site="${SITE}" lang="nl"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/6501a7c3d2e4f5a6b7c8d9e0_og-kanaalzicht.png" property="og:image"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/kanaalzicht.webflow.4a7c1e9b2.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><link href="${CDN}/6501a7c3d2e4f5a6b7c8d9f1_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="https://kanaalzicht.nl${path}" rel="canonical"/><link rel="alternate" hreflang="nl-BE" href="https://www.kanaalzicht.be${path}"/><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="9b1f2c7e-4a3d-4e81-b6f0-2d5c8a7e1b93" data-blockingmode="auto" type="text/javascript"></script><!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NL4ZK8Q');</script>
<!-- End Google Tag Manager --></head>`;

const nav = `<body><!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NL4ZK8Q"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) --><div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/6501a7c3d2e4f5a6b7c8d9a2_kanaalzicht-logo.svg" loading="lazy" alt="Kanaalzicht" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Product</div></div><nav class="nav-dropdown-list w-dropdown-list"><a href="/product/roosterplanning" class="nav-dropdown-link w-dropdown-link">Roosterplanning</a><a href="/product/urenregistratie" class="nav-dropdown-link w-dropdown-link">Urenregistratie</a><a href="/product/verlof-en-verzuim" class="nav-dropdown-link w-dropdown-link">Verlof &amp; verzuim</a><a href="/product/app" class="nav-dropdown-link w-dropdown-link">Medewerkersapp</a></nav></div><a href="/branches" class="nav-link w-nav-link">Branches</a><a href="/prijzen" class="nav-link w-nav-link">Prijzen</a><a href="/klantverhalen" class="nav-link w-nav-link">Klantverhalen</a><a href="/partners-en-integraties" class="nav-link w-nav-link">Partners en integraties</a><a href="https://kennisbank.kanaalzicht.nl/" class="nav-link w-nav-link">Kennisbank</a><a href="https://app.kanaalzicht.nl/inloggen" class="nav-link login w-nav-link">Inloggen</a><a href="/demo-aanvragen" class="button nav-button w-button">Demo aanvragen</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="footer-container w-container"><div class="footer-grid"><div class="footer-col"><img src="${CDN}/6501a7c3d2e4f5a6b7c8d9a3_kanaalzicht-logo-wit.svg" loading="lazy" alt="Kanaalzicht" class="footer-logo"/><p class="footer-text">Kanaalzicht B.V.<br/>Oudegracht 214<br/>3511 NS Utrecht<br/>KvK 81234567</p><a href="https://www.bsigroup.com/nl-NL/" target="_blank" class="iso-badge w-inline-block"><img src="${CDN}/6501a7c3d2e4f5a6b7c8d9b4_iso27001.png" loading="lazy" alt="ISO 27001 gecertificeerd"/></a></div><div class="footer-col"><div class="footer-heading">Product</div><a href="/product/roosterplanning" class="footer-link">Roosterplanning</a><a href="/product/urenregistratie" class="footer-link">Urenregistratie</a><a href="/prijzen" class="footer-link">Prijzen</a><a href="/partners-en-integraties" class="footer-link">Koppelingen</a><a href="https://status.kanaalzicht.nl/" class="footer-link">Status</a></div><div class="footer-col"><div class="footer-heading">Bedrijf</div><a href="/over-ons" class="footer-link">Over ons</a><a href="https://kanaalzicht.recruitee.com/" target="_blank" class="footer-link">Werken bij</a><a href="/pers" class="footer-link">Pers</a><a href="/contact" class="footer-link">Contact</a></div><div class="footer-col"><div class="footer-heading">Volg ons</div><a href="https://www.linkedin.com/company/kanaalzicht/" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.instagram.com/kanaalzicht.nl/" target="_blank" class="footer-link">Instagram</a><a href="https://www.youtube.com/@kanaalzicht" target="_blank" class="footer-link">YouTube</a><a href="https://www.g2.com/products/kanaalzicht/reviews" target="_blank" class="g2-badge w-inline-block"><img src="${CDN}/6501a7c3d2e4f5a6b7c8d9c5_g2-leader.svg" loading="lazy" alt="G2 Leader Employee Scheduling"/></a></div></div><div class="footer-bottom"><div>© 2026 Kanaalzicht B.V.</div><a href="/privacy" class="footer-link small">Privacyverklaring</a><a href="/voorwaarden" class="footer-link small">Algemene voorwaarden</a><a href="javascript:Cookiebot.renew()" class="footer-link small">Cookie-instellingen</a><a href="https://www.kanaalzicht.be/" class="footer-link small">🇧🇪 kanaalzicht.be</a></div></div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.6b1c4e2a9.js" type="text/javascript"></script><script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/8812407.js"></script></body></html>`;

const home = `${head(
  '64f1c2a9b7e3d50012ab9f22',
  'Kanaalzicht | Roosterplanning en urenregistratie voor zorg, horeca en retail',
  'Plan diensten, registreer uren en regel verlof in één overzicht. Kanaalzicht koppelt met je salarisadministratie. Probeer 30 dagen gratis.',
  '/',
)}${nav}<main class="main"><section class="hero"><div class="container w-container"><h1 class="hero-heading">Het rooster rond in tien minuten per week</h1><p class="hero-paragraph">Kanaalzicht is dé planningssoftware voor teams met wisselende diensten. Medewerkers ruilen zelf diensten in de app, jij houdt overzicht over uren, budget en cao-regels.</p><div class="hero-buttons"><a href="/demo-aanvragen" class="button w-button">Plan een demo</a><a href="https://app.kanaalzicht.nl/registreren" class="button secondary w-button">30 dagen gratis proberen</a></div></div></section><section class="section logos"><div class="container w-container"><div class="logos-heading">Zij gingen je voor – ruim 1.800 organisaties plannen met Kanaalzicht</div><div class="logo-grid"><a href="https://www.zorggroepdeberken.nl/" target="_blank" class="logo-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9d01_de-berken.svg" loading="lazy" alt="Zorggroep De Berken"/></a><a href="https://bakkerijvandam.nl/" target="_blank" class="logo-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9d02_van-dam.svg" loading="lazy" alt="Bakkerij Van Dam"/></a><a href="https://www.hotelaandegracht.nl/" target="_blank" class="logo-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9d03_hotel-gracht.svg" loading="lazy" alt="Hotel aan de Gracht"/></a><a href="https://www.fietsenmakerijdewit.nl/" target="_blank" class="logo-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9d04_de-wit.svg" loading="lazy" alt="Fietsenmakerij De Wit"/></a><a href="https://www.kinderopvangzonnestraal.nl/" target="_blank" class="logo-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9d05_zonnestraal.svg" loading="lazy" alt="Kinderopvang Zonnestraal"/></a></div></div></section><section class="section features"><div class="container w-container"><h2>Alles voor je planning, niets te veel</h2><div class="w-layout-grid feature-grid"><div class="feature"><h3>Slim roosteren</h3><p>Sjablonen, beschikbaarheid en cao-checks voor Horeca, VVT en Retail Non-Food.</p></div><div class="feature"><h3>Uren kloppen altijd</h3><p>Inklokken met de app of terminal, automatisch toeslagen berekenen.</p></div><div class="feature"><h3>Direct naar salaris</h3><p>Goedgekeurde uren gaan met één klik naar je salarispakket. Bekijk alle <a href="/partners-en-integraties">koppelingen</a>.</p></div></div></div></section><section class="section quote"><div class="container w-container"><blockquote>“Sinds Kanaalzicht besteden onze teamleiders de helft minder tijd aan het rooster.”</blockquote><div class="quote-author">Marieke de Groot, HR-manager bij <a href="https://www.zorggroepdeberken.nl/">Zorggroep De Berken</a></div><a href="/klantverhalen/zorggroep-de-berken" class="text-link">Lees het klantverhaal →</a></div></section><section class="section press"><div class="container w-container"><div class="press-heading">Bekend van</div><div class="press-grid"><a href="https://www.emerce.nl/nieuws/utrechtse-kanaalzicht-haalt-miljoenen-op" target="_blank" class="press-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9e01_emerce.svg" loading="lazy" alt="Emerce"/></a><a href="https://fd.nl/ondernemen/planningssoftware-zorg" target="_blank" class="press-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9e02_fd.svg" loading="lazy" alt="Het Financieele Dagblad"/></a><a href="https://www.sprout.nl/artikel/kanaalzicht-scale-up" target="_blank" class="press-link w-inline-block"><img src="${CDN}/650a1b2c3d4e5f6a7b8c9e03_sprout.svg" loading="lazy" alt="Sprout"/></a></div></div></section></main>${footer}`;

const logo = (href: string, file: string, alt: string): string =>
  `<a href="${href}" target="_blank" class="integratie-logo w-inline-block"><img src="${CDN}/65123abc4d5e6f7a8b9c0d${file}.svg" loading="lazy" alt="${alt}"/></a>`;

const card = (name: string, region: string, text: string, href: string): string =>
  `<div role="listitem" class="w-dyn-item"><div class="partner-card"><div class="partner-region">${region}</div><h3 class="partner-name">${name}</h3><p class="partner-text">${text}</p><a href="${href}" target="_blank" class="text-link">Meer informatie →</a></div></div>`;

const partners = `${head(
  '64f1c2a9b7e3d50012ab9f35',
  'Partners en integraties | Kanaalzicht',
  'Kanaalzicht koppelt met Nmbrs, AFAS, Exact, Loket.nl en meer. Laat je implementatie begeleiden door een van onze gecertificeerde partners.',
  '/partners-en-integraties',
)}${nav}<main class="main"><section class="page-hero"><div class="container w-container"><h1>Partners en integraties</h1><p class="page-hero-paragraph">Kanaalzicht werkt samen met de software die je al gebruikt en met adviesbureaus die je helpen het maximale uit je planning te halen.</p></div></section><section class="section"><div class="container w-container"><h2>Integraties</h2><p>Goedgekeurde uren, toeslagen en verlof stromen automatisch door naar je salaris- en boekhoudpakket. Koppelen doe je zelf in een paar minuten via <em>Instellingen → Koppelingen</em>.</p><div class="w-layout-grid integratie-grid">${logo(
  'https://www.nmbrs.com/nl',
  '01_nmbrs',
  'Nmbrs',
)}${logo('https://www.afas.nl/', '02_afas', 'AFAS Software')}${logo('https://www.exact.com/nl', '03_exact', 'Exact Online')}${logo(
  'https://www.loket.nl/',
  '04_loket',
  'Loket.nl',
)}${logo('https://www.microsoft.com/nl-nl/microsoft-teams/group-chat-software', '05_teams', 'Microsoft Teams')}${logo(
  'https://klokwerk.io/',
  '06_klokwerk',
  'Klokwerk tijdregistratie',
)}</div><p class="small-text">Mis je een koppeling? Via onze <a href="https://developers.kanaalzicht.nl/">open API</a> kun je zelf alles koppelen.</p></div></section><section class="section grey"><div class="container w-container"><h2>Implementatiepartners</h2><p>Onze gecertificeerde implementatiepartners richten Kanaalzicht voor je in, zetten je cao-regels op en trainen je planners.</p><div role="list" class="partner-list w-dyn-items">${card(
  'Verhoeven HR-advies',
  'Noord-Brabant',
  'HR-adviesbureau voor de zorg en kinderopvang. Begeleidt al meer dan veertig Kanaalzicht-implementaties.',
  'https://www.verhoevenhr.nl/',
)}${card(
  'Planwijs Consultancy',
  'Randstad',
  'Specialist in workforce management voor retail en logistiek, van roosterbeleid tot inrichting.',
  'https://planwijs-consultancy.nl/',
)}${card(
  'De Roosteraars',
  'Landelijk',
  'Interim-planners en trainers die je team leren plannen met Kanaalzicht.',
  'https://www.deroosteraars.nl/',
)}${card('Flexio Partners', 'Vlaanderen', 'Implementatie en support voor Belgische klanten, inclusief koppeling met SD Worx en Securex.', 'https://www.flexiopartners.be/')}</div></div></section><section class="section cta"><div class="container w-container"><h2>Partner worden?</h2><p>Ben je adviseur of softwareleverancier en wil je samenwerken? Mail naar <a href="mailto:partners@kanaalzicht.nl">partners@kanaalzicht.nl</a>.</p></div></section></main>${footer}`;

export const site: CorpusSite = {
  domain: 'kanaalzicht.nl',
  otherDomains: ['kanaalzicht.be'],
  covers:
    'Dutch Webflow scheduling SaaS: the header link "Partners en integraties" (and footer "Koppelingen") leads to a Dutch page with a logo grid of integrations (<a><img alt>) and Webflow CMS cards of implementation partners with "Meer informatie →" links; traps: "Zij gingen je voor" customer logo wall and quote with links, "Bekend van" press logos, ISO 27001 certifier badge, G2 badge, Recruitee careers, Belgian sister domain, own app/kennisbank/developers/status subdomains, SD Worx and Securex named without links.',
  pages: {
    '/': { headers, html: home },
    '/partners-en-integraties': { headers, html: partners },
  },
  sitemap: ['/', '/partners-en-integraties'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['webflow', 'jquery', 'google-tag-manager', 'hubspot', 'cookiebot', 'google-font-api', 'open-graph', 'recruitee'],
  partners: {
    'nmbrs.com': 'technology',
    'afas.nl': 'technology',
    'exact.com': 'technology',
    'loket.nl': 'technology',
    'microsoft.com': 'technology',
    'klokwerk.io': 'technology',
    'verhoevenhr.nl': 'channel',
    'planwijs-consultancy.nl': 'channel',
    'deroosteraars.nl': 'channel',
    'flexiopartners.be': 'channel',
  },
};
