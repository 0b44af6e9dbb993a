import type { CorpusSite } from '../corpus/types.js';

const headers = { 'content-type': 'text/html', 'surrogate-control': 'max-age=432000', 'x-cluster-name': 'eu-west-1-prod-hosting-red' };

const siteId = '64f1c2a9e8b7d60012a3f4c1';

const head = (
  title: string,
  description: string,
  pageId: string,
  path: string,
) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Apr 09 2024 08:14:52 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.saldoapp.se" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="sv"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="https://cdn.prod.website-files.com/${siteId}/6512a0c4f1e2d3b4a5c6d7e8_og-saldo.png" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/${siteId}/css/saldoapp.webflow.shared.7e1c2b9a4.min.css" rel="stylesheet" type="text/css"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4f0_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4f1_webclip.png" rel="apple-touch-icon"/><link href="https://www.saldoapp.se${path}" rel="canonical"/><link rel="alternate" hreflang="nb" href="https://www.saldoapp.no/"/><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="1c9e4f2a-6b3d-4e8a-9f71-2d5c0b8a7e13" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5SVQ8XH');</script>
<!-- End Google Tag Manager -->
<style>.w-webflow-badge{display:none!important}.integration-card:hover{transform:translateY(-2px)}</style></head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="container nav-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4d2_saldo-logo.svg" loading="lazy" width="112" alt="Saldo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Funktioner</div><div class="icon w-icon-dropdown-toggle"></div></div><nav class="dropdown-list w-dropdown-list"><a href="/funktioner/bokforing" class="dropdown-link w-dropdown-link">Bokföring</a><a href="/funktioner/fakturering" class="dropdown-link w-dropdown-link">Fakturering</a><a href="/funktioner/lon" class="dropdown-link w-dropdown-link">Lön</a><a href="/integrationer" class="dropdown-link w-dropdown-link">Integrationer</a></nav></div><a href="/priser" class="nav-link w-nav-link">Priser</a><a href="/byraer" class="nav-link w-nav-link">För byråer</a><a href="/kunder" class="nav-link w-nav-link">Kundberättelser</a><a href="/om-oss" class="nav-link w-nav-link">Om oss</a><a href="https://app.saldoapp.se/login" class="nav-link login w-nav-link">Logga in</a><a href="https://app.saldoapp.se/registrera" class="button nav-button w-button">Testa gratis</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="container"><div class="w-layout-grid footer-grid"><div id="w-node-_3f9a1c2e-footer-brand" class="footer-brand"><img src="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4d3_saldo-logo-white.svg" loading="lazy" width="96" alt="Saldo"/><p class="footer-text">Saldo Redovisning AB<br/>Org.nr 559318-4420<br/>Kungsgatan 37, 111 56 Stockholm</p></div><div class="footer-column"><div class="footer-title">Produkt</div><a href="/funktioner/bokforing" class="footer-link">Bokföring</a><a href="/funktioner/fakturering" class="footer-link">Fakturering</a><a href="/integrationer" class="footer-link">Integrationer</a><a href="/priser" class="footer-link">Priser</a></div><div class="footer-column"><div class="footer-title">Företaget</div><a href="/om-oss" class="footer-link">Om oss</a><a href="https://saldo.teamtailor.com" target="_blank" class="footer-link">Jobba hos oss</a><a href="/press" class="footer-link">Press</a><a href="/byraer" class="footer-link">Byråpartner</a></div><div class="footer-column"><div class="footer-title">Hjälp</div><a href="https://hjalp.saldoapp.se" target="_blank" class="footer-link">Hjälpcenter</a><a href="https://status.saldoapp.se" target="_blank" class="footer-link">Driftstatus</a><a href="mailto:hej@saldoapp.se" class="footer-link">hej@saldoapp.se</a></div></div><div class="footer-bottom"><div>© 2024 Saldo Redovisning AB</div><div class="social-links"><a href="https://www.linkedin.com/company/saldoapp" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4e1_linkedin.svg" loading="lazy" alt="LinkedIn"/></a><a href="https://www.instagram.com/saldoapp.se/" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4e2_instagram.svg" loading="lazy" alt="Instagram"/></a><a href="https://www.youtube.com/@saldoapp" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/64f1c2a9e8b7d60012a3f4e3_youtube.svg" loading="lazy" alt="YouTube"/></a></div><div><a href="/integritetspolicy" class="footer-link small">Integritetspolicy</a> · <a href="/villkor" class="footer-link small">Användarvillkor</a> · <a href="javascript:Cookiebot.renew()" class="footer-link small">Cookie-inställningar</a></div></div></div></footer>`;

const scripts = `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/${siteId}/js/webflow.4f2a9c1e.js" type="text/javascript"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/26418830.js"></script>
<!-- End of HubSpot Embed Code -->`;

const page = (title: string, description: string, pageId: string, path: string, body: string) =>
  `${head(title, description, pageId, path)}<body><!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5SVQ8XH" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) -->${nav}${body}${footer}${scripts}</body></html>`;

const card = (name: string, cat: string, text: string, url: string, linkText: string, logo: string) =>
  `<div role="listitem" class="integration-item w-dyn-item"><div class="integration-card"><img src="https://cdn.prod.website-files.com/64f1c2a9e8b7d60012a3f4c5/${logo}" loading="lazy" alt="" class="integration-logo"/><div class="integration-category">${cat}</div><h3 class="integration-name">${name}</h3><p class="integration-text">${text}</p><a href="${url}" target="_blank" class="text-link arrow w-inline-block"><div>${linkText}</div><div class="arrow-icon">↗</div></a></div></div>`;

const integrationsTop = `<section class="section hero-small"><div class="container"><div class="eyebrow">Integrationer</div><h1 class="heading-xl">Koppla ihop Saldo med resten av ditt företag</h1><p class="lead">Banker, betallösningar, e-handel och schemaläggning – transaktionerna bokförs automatiskt.</p></div></section><section class="section"><div class="container"><div class="filter-bar" fs-cmsfilter-element="filters"><a href="#" class="filter-button is-active w-inline-block"><div>Alla</div></a><a href="#" class="filter-button w-inline-block"><div>Bank</div></a><a href="#" class="filter-button w-inline-block"><div>Betalningar</div></a><a href="#" class="filter-button w-inline-block"><div>E-handel</div></a><a href="#" class="filter-button w-inline-block"><div>Lön &amp; schema</div></a></div>`;

export const site: CorpusSite = {
  domain: 'saldoapp.se',
  otherDomains: ['saldoapp.no'],
  covers:
    'Swedish accounting SaaS on Webflow: integrations as a CMS collection list split over Webflow-style ?xxxx_page=2 pagination, accounting-firm partners in a second collection under the label "För byråer" with a tabbed region filter, and an integration agency named in a sentence; traps are customer stories, investors, a membership, an award, press links, Skatteverket, Teamtailor careers, social links and own app/help/status subdomains and the Norwegian domain.',
  pages: {
    '/': {
      headers,
      html: page(
        'Saldo – Bokföring och fakturering för småföretag',
        'Enkel bokföring, fakturering och lön för enskilda firmor och aktiebolag. Bankkopplingar till alla stora svenska banker.',
        '64f1c2a9e8b7d60012a3f4c2',
        '/',
        `<section class="section hero"><div class="container"><div class="w-layout-grid hero-grid"><div class="hero-content"><h1 class="heading-xxl">Bokföringen som sköter sig själv</h1><p class="lead">Saldo hämtar dina banktransaktioner, föreslår konton och skickar momsdeklarationen direkt till <a href="https://www.skatteverket.se" target="_blank">Skatteverket</a>. Över 22 000 företagare har redan bytt.</p><a href="https://app.saldoapp.se/registrera" class="button w-button">Prova gratis i 30 dagar</a></div><img src="https://cdn.prod.website-files.com/${siteId}/6512a0c4f1e2d3b4a5c6d7f0_hero-app.webp" loading="eager" sizes="(max-width: 767px) 100vw, 560px" alt="Saldo-appen" class="hero-image"/></div></div></section><section class="section logos"><div class="container"><div class="logos-title">Företag som bokför med Saldo</div><div class="w-layout-grid logo-grid"><img src="https://cdn.prod.website-files.com/${siteId}/6512a1_kafferosteriet.svg" loading="lazy" alt="Kafferosteriet Norr"/><img src="https://cdn.prod.website-files.com/${siteId}/6512a2_snickarboden.svg" loading="lazy" alt="Snickarboden"/><img src="https://cdn.prod.website-files.com/${siteId}/6512a3_fjallsport.svg" loading="lazy" alt="Fjällsport Åre"/><img src="https://cdn.prod.website-files.com/${siteId}/6512a4_studiolinnea.svg" loading="lazy" alt="Studio Linnea"/></div></div></section><section class="section"><div class="container"><div class="w-layout-grid feature-grid"><div class="feature"><h3>Automatisk bankavstämning</h3><p>Kopplat till Swedbank, SEB, Handelsbanken, Nordea och 20 andra banker.</p></div><div class="feature"><h3>Fakturor som blir betalda</h3><p>Skicka fakturor via e-post, e-faktura eller direkt till kundens Kivra.</p></div><div class="feature"><h3>Lön på fem minuter</h3><p>Arbetsgivardeklaration och lönebesked med ett klick.</p></div></div><a href="/integrationer" class="text-link">Se alla integrationer →</a></div></section><section class="section award"><div class="container"><p class="award-text">Vinnare av Årets Fintech 2023 – <a href="https://www.fintechawards.se" target="_blank">Swedish Fintech Awards</a></p></div></section><div class="cookie-fallback w-embed"></div>`,
      ),
    },
    '/integrationer': {
      headers,
      html: page(
        'Integrationer | Saldo',
        'Koppla Saldo till din bank, Klarna, Stripe, Shopify, Zettle och fler.',
        '64f1c2a9e8b7d60012a3f4c6',
        '/integrationer',
        `${integrationsTop}<div class="w-dyn-list"><div fs-cmsfilter-element="list" role="list" class="integration-grid w-dyn-items">${card('Swedbank', 'Bank', 'Transaktioner hämtas automatiskt varje natt via PSD2.', 'https://www.swedbank.se/foretag', 'Swedbank.se', '6530b1_swedbank.svg')}${card('SEB', 'Bank', 'Bankkoppling och betalfiler för leverantörsbetalningar.', 'https://seb.se/foretag', 'Läs mer hos SEB', '6530b2_seb.svg')}${card('Handelsbanken', 'Bank', 'Automatisk avstämning av företagskonto och kort.', 'https://www.handelsbanken.se/sv/foretag', 'Handelsbanken.se', '6530b3_handelsbanken.svg')}${card('Nordea', 'Bank', 'Hämta kontoutdrag och skicka betalningar från Saldo.', 'https://www.nordea.se/foretag/', 'Nordea.se', '6530b4_nordea.svg')}${card('Tink', 'Bank', 'Open banking-plattformen bakom våra kopplingar till 20+ banker.', 'https://tink.com/', 'tink.com', '6530b5_tink.svg')}${card('Klarna', 'Betalningar', 'Klarnas utbetalningar bokförs med avgifter och moms uppdelat.', 'https://www.klarna.com/se/foretag/', 'Klarna för företag', '6530b6_klarna.svg')}${card('Stripe', 'Betalningar', 'Utbetalningar, avgifter och återbetalningar från Stripe.', 'https://stripe.com/se', 'stripe.com', '6530b7_stripe.svg')}${card('Zettle by PayPal', 'Betalningar', 'Kassaförsäljning bokförs per dag och betalsätt.', 'https://www.zettle.com/se', 'zettle.com', '6530b8_zettle.svg')}</div><div role="navigation" aria-label="List" class="w-pagination-wrapper pagination"><a href="?c4e1a7f2_page=2" aria-label="Next Page" class="w-pagination-next next-button"><div class="w-inline-block">Nästa</div><svg class="w-pagination-next-icon" height="12px" width="12px" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 12" transform="translate(0, 0)"><path fill="none" stroke="currentColor" fill-rule="evenodd" d="M4 2l4 4-4 4"></path></svg></a><link rel="prerender" href="?c4e1a7f2_page=2"/><div aria-label="Page 1 of 2" role="heading" class="w-page-count page-count">1 / 2</div></div></div><div class="integration-cta"><h3>Saknar du en integration?</h3><p>Vår integrationspartner Kodkraft bygger skräddarsydda kopplingar mot Saldos API – läs mer på <a href="https://kodkraft.se/saldo" target="_blank">kodkraft.se</a>.</p></div></div></section>`,
      ),
    },
    '/integrationer?c4e1a7f2_page=2': {
      headers,
      html: page(
        'Integrationer | Saldo',
        'Koppla Saldo till din bank, Klarna, Stripe, Shopify, Zettle och fler.',
        '64f1c2a9e8b7d60012a3f4c6',
        '/integrationer',
        `${integrationsTop}<div class="w-dyn-list"><div fs-cmsfilter-element="list" role="list" class="integration-grid w-dyn-items">${card('Shopify', 'E-handel', 'Ordrar, moms per land och utbetalningar från Shopify Payments.', 'https://apps.shopify.com/saldo-bokforing', 'Installera i Shopify App Store', '6530c1_shopify.svg')}${card('WooCommerce', 'E-handel', 'Plugin som skickar ordrar och återbetalningar till Saldo.', 'https://woocommerce.com/products/saldo-accounting/', 'WooCommerce.com', '6530c2_woo.svg')}${card('Kivra', 'Betalningar', 'Skicka fakturor direkt till mottagarens digitala brevlåda.', 'https://kivra.com/sv/foretag', 'kivra.com', '6530c3_kivra.svg')}${card('Pleo', 'Betalningar', 'Kvitton och utlägg från Pleo-kort bokförs automatiskt.', 'https://www.pleo.io/sv', 'pleo.io', '6530c4_pleo.svg')}${card('Planday', 'Lön &amp; schema', 'Arbetade timmar från schemat blir underlag för lönen.', 'https://www.planday.com/sv/', 'planday.com', '6530c5_planday.svg')}</div><div role="navigation" aria-label="List" class="w-pagination-wrapper pagination"><a href="?c4e1a7f2_page=1" aria-label="Previous Page" class="w-pagination-previous previous-button"><svg class="w-pagination-previous-icon" height="12px" width="12px" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 12" transform="translate(0, 0)"><path fill="none" stroke="currentColor" fill-rule="evenodd" d="M8 10L4 6l4-4"></path></svg><div class="w-inline-block">Föregående</div></a><div aria-label="Page 2 of 2" role="heading" class="w-page-count page-count">2 / 2</div></div></div></div></section>`,
      ),
    },
    '/byraer': {
      headers,
      html: page(
        'För redovisningsbyråer | Saldo',
        'Bli Saldo Byråpartner eller hitta en certifierad redovisningsbyrå nära dig.',
        '64f1c2a9e8b7d60012a3f4c7',
        '/byraer',
        `<section class="section hero-small"><div class="container"><div class="eyebrow">För byråer</div><h1 class="heading-xl">Byråpartner</h1><p class="lead">Som certifierad Byråpartner får du gratis byrålicens, egen partnerkontakt och kunder som söker hjälp via vår byråkatalog.</p><a href="#bli-partner" class="button w-button">Bli Byråpartner</a></div></section><section class="section"><div class="container"><h2 class="heading-l">Hitta en certifierad byrå</h2><div data-current="Tab 1" data-easing="ease" data-duration-in="300" data-duration-out="100" class="region-tabs w-tabs"><div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Tab 1" class="tab-link w-inline-block w-tab-link w--current" id="w-tabs-0-data-w-tab-0" href="#w-tabs-0-data-w-pane-0" role="tab" aria-controls="w-tabs-0-data-w-pane-0" aria-selected="true"><div>Norrland</div></a><a data-w-tab="Tab 2" class="tab-link w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-1" href="#w-tabs-0-data-w-pane-1" role="tab" aria-controls="w-tabs-0-data-w-pane-1" aria-selected="false" tabindex="-1"><div>Svealand</div></a><a data-w-tab="Tab 3" class="tab-link w-inline-block w-tab-link" id="w-tabs-0-data-w-tab-2" href="#w-tabs-0-data-w-pane-2" role="tab" aria-controls="w-tabs-0-data-w-pane-2" aria-selected="false" tabindex="-1"><div>Götaland</div></a></div><div class="w-tab-content"><div data-w-tab="Tab 1" class="w-tab-pane w--tab-active" id="w-tabs-0-data-w-pane-0" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-0"><div class="w-dyn-list"><div role="list" class="firm-list w-dyn-items"><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Ekonomihuset i Umeå AB</div><div class="firm-city">Umeå</div><a href="https://www.ekonomihuset-umea.se" target="_blank" class="firm-link">ekonomihuset-umea.se</a></div><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Siffergänget Redovisning</div><div class="firm-city">Luleå</div><a href="https://siffergaenget.se/" target="_blank" class="firm-link">Besök webbplats</a></div></div></div></div><div data-w-tab="Tab 2" class="w-tab-pane" id="w-tabs-0-data-w-pane-1" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-1"><div class="w-dyn-list"><div role="list" class="firm-list w-dyn-items"><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Bokföringsbyrån Kvadrat</div><div class="firm-city">Stockholm</div><a href="https://kvadratbyra.se" target="_blank" class="firm-link">kvadratbyra.se</a></div><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Tallberg &amp; Co Revision</div><div class="firm-city">Uppsala</div><a href="https://www.tallbergrevision.se/kontakt" target="_blank" class="firm-link">Besök webbplats</a></div><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Lilla Byrån i Visby</div><div class="firm-city">Visby</div><a href="https://lillabyranvisby.se" target="_blank" class="firm-link">lillabyranvisby.se</a></div><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Karin Ek Redovisning</div><div class="firm-city">Västerås</div><a href="#" class="firm-link w-dyn-bind-empty"></a></div></div></div></div><div data-w-tab="Tab 3" class="w-tab-pane" id="w-tabs-0-data-w-pane-2" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-2"><div class="w-dyn-list"><div role="list" class="firm-list w-dyn-items"><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Malmö Räkenskap AB</div><div class="firm-city">Malmö</div><a href="https://malmorakenskap.se" target="_blank" class="firm-link">malmorakenskap.se</a></div><div role="listitem" class="firm-item w-dyn-item"><div class="firm-name">Redo Ekonomi</div><div class="firm-city">Göteborg</div><a href="https://www.redoekonomi.se/" target="_blank" class="firm-link">redoekonomi.se</a></div></div></div></div></div></div></div></section><section id="bli-partner" class="section grey"><div class="container"><h2 class="heading-l">Bli Byråpartner</h2><div class="w-form"><form id="wf-form-Byrapartner" name="wf-form-Byrapartner" data-name="Byrapartner" method="get" class="partner-form" aria-label="Byrapartner"><input class="text-field w-input" maxlength="256" name="Byra" data-name="Byrå" placeholder="Byråns namn" type="text" id="Byra" required=""/><input class="text-field w-input" maxlength="256" name="Epost" data-name="Epost" placeholder="E-post" type="email" id="Epost" required=""/><input type="submit" data-wait="Skickar..." class="button w-button" value="Skicka"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Byrapartner success"><div>Tack! Vi hör av oss inom två arbetsdagar.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Byrapartner failure"><div>Något gick fel. Försök igen.</div></div></div><p class="small-text">Saldo är medlem i <a href="https://www.srfkonsult.se" target="_blank">Srf konsulterna</a>s leverantörsnätverk.</p></div></section>`,
      ),
    },
    '/kunder': {
      headers,
      html: page(
        'Kundberättelser | Saldo',
        'Småföretagare som bokför med Saldo.',
        '64f1c2a9e8b7d60012a3f4c8',
        '/kunder',
        `<section class="section"><div class="container"><h1 class="heading-xl">Kundberättelser</h1><div class="w-dyn-list"><div role="list" class="story-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/kunder/kafferosteriet-norr" class="story-card w-inline-block"><div class="story-company">Kafferosteriet Norr</div><p>”Vi sparar två dagar i månaden på bokslutet.”</p></a><a href="https://kafferosterietnorr.se" target="_blank" class="story-web">kafferosterietnorr.se</a></div><div role="listitem" class="w-dyn-item"><a href="/kunder/fjallsport-are" class="story-card w-inline-block"><div class="story-company">Fjällsport Åre</div><p>”Shopify och kassan i butiken bokförs på samma ställe.”</p></a><a href="https://www.fjallsportare.se" target="_blank" class="story-web">fjallsportare.se</a></div></div></div></div></section>`,
      ),
    },
    '/om-oss': {
      headers,
      html: page(
        'Om oss | Saldo',
        'Saldo grundades 2020 i Stockholm.',
        '64f1c2a9e8b7d60012a3f4c9',
        '/om-oss',
        `<section class="section"><div class="container narrow"><h1 class="heading-xl">Om Saldo</h1><div class="rich-text w-richtext"><p>Saldo grundades 2020 av två revisorer och en utvecklare som tröttnat på krångliga bokföringsprogram. Idag är vi 38 personer på Kungsgatan i Stockholm.</p><h3>Ägare och investerare</h3><p>Bakom oss står <a href="https://industrifonden.com" target="_blank">Industrifonden</a>, <a href="https://www.almi.se/invest/" target="_blank">Almi Invest</a> och ett tjugotal änglainvesterare.</p><h3>Medlemskap</h3><p>Vi är medlemmar i <a href="https://www.foretagarna.se" target="_blank">Företagarna</a> och Swedish Fintech Association.</p><h3>I media</h3><ul role="list"><li><a href="https://www.breakit.se/artikel/41882/saldo-tar-in-60-miljoner" target="_blank">Breakit: Saldo tar in 60 miljoner</a></li><li><a href="https://www.di.se/digital/bokforingsappen-som-utmanar-jattarna/" target="_blank">Dagens industri: Bokföringsappen som utmanar jättarna</a></li></ul></div></div></section>`,
      ),
    },
  },
  sitemap: ['/', '/integrationer', '/byraer', '/kunder', '/om-oss'],
  technologies: ['webflow', 'jquery', 'cookiebot', 'hubspot', 'google-tag-manager'],
  partners: {
    'swedbank.se': 'technology',
    'seb.se': 'technology',
    'handelsbanken.se': 'technology',
    'nordea.se': 'technology',
    'tink.com': 'technology',
    'klarna.com': 'technology',
    'stripe.com': 'technology',
    'zettle.com': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'kivra.com': 'technology',
    'pleo.io': 'technology',
    'planday.com': 'technology',
    'kodkraft.se': 'channel',
    'ekonomihuset-umea.se': 'channel',
    'siffergaenget.se': 'channel',
    'kvadratbyra.se': 'channel',
    'tallbergrevision.se': 'channel',
    'lillabyranvisby.se': 'channel',
    'malmorakenskap.se': 'channel',
    'redoekonomi.se': 'channel',
  },
};
