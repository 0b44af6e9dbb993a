import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  via: '1.1 varnish',
  'x-varnish': '98127344 97731201',
  'cache-control': 'max-age=900, public',
  'content-language': 'nl',
};

const head = (title: string, description: string): string => `<head>
<meta charset="utf-8" />
<script src="https://consent.cookiebot.com/uc.js" id="Cookiebot" data-cbid="3f6d1a2e-8b4c-4f0e-9a7d-2c5b1e0f9d84" data-blockingmode="auto"></script>
<meta name="description" content="${description}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/sff/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${title}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Vq3kX0bT8rLwN2hPz5mYc1eJ7aGf4dS9uK6oR0iE_Hs.css?delta=0&amp;language=nl&amp;theme=sff&amp;include=eJx1j0EKwzAMBD_k4Cfp" />
<link rel="stylesheet" media="all" href="/themes/custom/sff/dist/css/main.css?sb2k1q" />
</head>`;

const nav = `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
<a href="/" rel="home" class="site-logo"><img src="/themes/custom/sff/logo.svg" alt="Home – Scheldefilmfestival" /></a>
<nav role="navigation" aria-labelledby="block-sff-main-menu-menu" id="block-sff-main-menu">
<h2 class="visually-hidden" id="block-sff-main-menu-menu">Hoofdnavigatie</h2>
<ul class="menu menu--main">
<li class="menu-item"><a href="/programma">Programma</a></li>
<li class="menu-item"><a href="/tickets">Tickets &amp; passen</a></li>
<li class="menu-item"><a href="/locaties">Locaties</a></li>
<li class="menu-item"><a href="/pers">Pers</a></li>
<li class="menu-item"><a href="/over-ons">Over het festival</a></li>
</ul>
</nav>
<div class="language-switcher"><a href="/" hreflang="nl" class="is-active">NL</a> <a href="/fr" hreflang="fr">FR</a> <a href="/en" hreflang="en">EN</a></div>
</header>`;

const footer = `<footer role="contentinfo" class="site-footer">
<nav aria-label="Footer"><ul class="menu menu--footer">
<li><a href="/partners">Partners</a></li>
<li><a href="/sponsors">Sponsors</a></li>
<li><a href="/vacatures">Vacatures &amp; vrijwilligers</a></li>
<li><a href="/contact">Contact</a></li>
<li><a href="/privacy">Privacy</a></li>
</ul></nav>
<div class="social"><a href="https://www.facebook.com/scheldefilmfestival">Facebook</a> <a href="https://www.instagram.com/scheldefilmfestival/">Instagram</a> <a href="https://vimeo.com/scheldefilmfestival">Vimeo</a></div>
<div class="steun"><p>Met de steun van</p>
<a href="https://www.vlaanderen.be/cjm"><img src="/sites/default/files/2024-02/vlaanderen-verbeelding-werkt.png" alt="Vlaanderen verbeelding werkt" /></a>
<a href="https://www.vaf.be/"><img src="/sites/default/files/2024-02/vaf.png" alt="Vlaams Audiovisueel Fonds" /></a>
<a href="https://www.antwerpen.be/"><img src="/sites/default/files/2024-02/stad-antwerpen.png" alt="Stad Antwerpen" /></a>
</div>
<p class="copyright">© 2024 vzw Scheldefilmfestival · Kaaistraat 14, 2000 Antwerpen · ondernemingsnummer 0452.118.907</p>
</footer>
</div>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5XRB2PL');</script>
<!-- End Google Tag Manager -->
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"nl"},"pluralDelimiter":"\\u0003","user":{"uid":0,"permissionsHash":"a1f0c9e2b7d4"}}</script>
<script src="/sites/default/files/js/js_Pq9tR2wY7uI0oP3aS6dF1gH4jK8lZ0xC5vB2nM7qW1e.js?scope=footer&amp;delta=0&amp;language=nl&amp;theme=sff&amp;include=eJx1j0EKwzAMBD_k4Cfp"></script>`;

const page = (title: string, description: string, bodyClass: string, content: string): string =>
  `<!DOCTYPE html>
<html lang="nl" dir="ltr">
${head(title, description)}
<body class="${bodyClass}">
<a href="#main-content" class="visually-hidden focusable skip-link">Overslaan en naar de inhoud gaan</a>
${nav}
<main role="main"><a id="main-content" tabindex="-1"></a>
${content}
</main>
${footer}
</body>
</html>`;

const logo = (name: string, url: string, img: string): string =>
  `<div class="views-row"><div class="partner-logo"><a href="${url}" title="${name}" target="_blank" rel="noopener"><img loading="lazy" src="/sites/default/files/styles/partner_logo/public/partners/${img}" alt="${name}" /></a></div></div>`;

export const site: CorpusSite = {
  domain: 'scheldefilmfestival.be',
  covers:
    'Belgian-Dutch film festival on Drupal 10 behind Varnish (nginx, Cookiebot, GTM); partners page as Drupal views logo grids with title attributes under headings (festivalpartners, mediapartners, cultural partners = generic), one partner as name only; separate sponsors page (sponsors not partners); negatives: public funders (Vlaanderen, VAF, Stad Antwerpen) in footer, ticketing subdomain, volunteer/jobs page, Vimeo/Facebook/Instagram profiles, press articles',
  pages: {
    '/': {
      headers,
      html: page(
        'Scheldefilmfestival 2024 | 10-20 oktober, Antwerpen',
        'Het Scheldefilmfestival brengt elk najaar tien dagen lang nieuwe Europese film naar Antwerpen.',
        'path-frontpage page-node-type-landing',
        `<section class="hero"><h1>Scheldefilmfestival 2024</h1><p class="hero__dates">10 – 20 oktober · Antwerpen</p><p>Tien dagen nieuwe Europese film, kortfilms, gesprekken met makers en openluchtvertoningen aan het water.</p><a class="button" href="https://tickets.scheldefilmfestival.be/">Koop je festivalpas</a></section>
<section class="teasers"><h2>Uitgelicht</h2>
<article class="node--type-film"><h3><a href="/programma/de-laatste-veerboot">De laatste veerboot</a></h3><p>Openingsfilm · Wereldpremière</p></article>
<article class="node--type-film"><h3><a href="/programma/zoutvlakte">Zoutvlakte</a></h3><p>Competitie Europese debuten</p></article>
</section>
<section class="partners-teaser"><p>Het festival wordt mee mogelijk gemaakt door onze <a href="/partners">partners</a> en <a href="/sponsors">sponsors</a>.</p></section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners | Scheldefilmfestival',
        'De partners van het Scheldefilmfestival.',
        'page-node-type-page path-node-42',
        `<h1 class="page-title">Partners</h1>
<div class="field--name-body"><p>Zonder onze partners geen festival. Zij delen hun zalen, hun kanalen en hun expertise met ons. Bedankt!</p></div>
<section class="paragraph paragraph--type-partner-group"><h2>Festivalpartners</h2>
<div class="view view-partners view-display-id-festival"><div class="view-content">
${logo('Cinema Zuiderlicht', 'https://www.cinemazuiderlicht.be/', 'zuiderlicht.png')}
${logo('Hotel Kaaizicht', 'https://hotelkaaizicht.be/', 'kaaizicht.png')}
${logo('Brouwerij De Stroming', 'https://www.destroming.be/', 'destroming.png')}
</div></div></section>
<section class="paragraph paragraph--type-partner-group"><h2>Mediapartners</h2>
<div class="view view-partners view-display-id-media"><div class="view-content">
${logo('Radio Polder', 'https://radiopolder.be/', 'radiopolder.png')}
${logo('Het Scheldeblad', 'https://www.scheldeblad.be/', 'scheldeblad.png')}
</div></div></section>
<section class="paragraph paragraph--type-partner-group"><h2>Culturele partners</h2>
<div class="view view-partners view-display-id-cultuur"><div class="view-content">
${logo('Filmhuis Mechelen', 'https://www.filmhuismechelen.be/', 'filmhuismechelen.png')}
${logo('Kunsthogeschool Sint-Lucas Film', 'https://www.sintlucasfilm.be/', 'sintlucas.png')}
<div class="views-row"><div class="partner-logo"><img loading="lazy" src="/sites/default/files/styles/partner_logo/public/partners/vriendenkring.png" alt="Vriendenkring Scheldefilm" /></div></div>
</div></div></section>
<div class="field--name-body"><p>Wil je partner worden? Neem contact op met <a href="mailto:partners@scheldefilmfestival.be">partners@scheldefilmfestival.be</a>. Op zoek naar onze sponsors? Die vind je op de <a href="/sponsors">sponsorpagina</a>.</p></div>`,
      ),
    },
    '/sponsors': {
      headers,
      html: page(
        'Sponsors | Scheldefilmfestival',
        'De sponsors van het Scheldefilmfestival.',
        'page-node-type-page path-node-43',
        `<h1 class="page-title">Sponsors</h1>
<div class="field--name-body"><p>Onze sponsors steunen het festival financieel. Interesse in een sponsorpakket? Download de <a href="/sites/default/files/2024-03/sponsorbrochure-2024.pdf">sponsorbrochure</a>.</p></div>
<h2>Hoofdsponsor</h2>
<div class="view view-sponsors"><div class="view-content">
<div class="views-row"><a href="https://www.havenbank.be/" title="Havenbank"><img src="/sites/default/files/sponsors/havenbank.png" alt="Havenbank" /></a></div>
</div></div>
<h2>Sponsors</h2>
<div class="view view-sponsors"><div class="view-content">
<div class="views-row"><a href="https://www.autohuis-verbeke.be/" title="Autohuis Verbeke"><img src="/sites/default/files/sponsors/verbeke.png" alt="Autohuis Verbeke" /></a></div>
<div class="views-row"><a href="https://www.notariaat-descheemaeker.be/" title="Notariaat De Scheemaeker"><img src="/sites/default/files/sponsors/descheemaeker.png" alt="Notariaat De Scheemaeker" /></a></div>
<div class="views-row"><a href="https://www.koffiebranderij-ankers.be/" title="Koffiebranderij Ankers"><img src="/sites/default/files/sponsors/ankers.png" alt="Koffiebranderij Ankers" /></a></div>
</div></div>`,
      ),
    },
    '/over-ons': {
      headers,
      html: page(
        'Over het festival | Scheldefilmfestival',
        'Geschiedenis en team van het Scheldefilmfestival.',
        'page-node-type-page path-node-7',
        `<h1 class="page-title">Over het festival</h1>
<p>Het Scheldefilmfestival werd in 2009 opgericht door een groep filmliefhebbers uit het Eilandje. Vandaag trekt het festival meer dan 28.000 bezoekers.</p>
<p>Het festival is lid van <a href="https://www.europeanfilmfestivals-network.eu/">het European Film Festivals Network</a> en ontving in 2022 de Cultuurprijs van de Stad Antwerpen.</p>
<h2>In de pers</h2>
<ul><li><a href="https://www.dekrantvanantwerpen.be/cultuur/scheldefilmfestival-record">De Krant van Antwerpen: recordeditie voor het Scheldefilmfestival</a></li></ul>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact | Scheldefilmfestival',
        'Contacteer het Scheldefilmfestival.',
        'page-node-type-page path-node-9',
        `<h1 class="page-title">Contact</h1>
<p>vzw Scheldefilmfestival, Kaaistraat 14, 2000 Antwerpen</p>
<p>Algemeen: <a href="mailto:info@scheldefilmfestival.be">info@scheldefilmfestival.be</a> · Pers: <a href="mailto:pers@scheldefilmfestival.be">pers@scheldefilmfestival.be</a></p>`,
      ),
    },
  },
  sitemap: ['/', '/partners', '/sponsors', '/over-ons', '/contact'],
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'cookiebot', 'google-tag-manager'],
  partners: {
    'cinemazuiderlicht.be': 'generic',
    'hotelkaaizicht.be': 'generic',
    'destroming.be': 'generic',
    'radiopolder.be': 'generic',
    'scheldeblad.be': 'generic',
    'filmhuismechelen.be': 'generic',
    'sintlucasfilm.be': 'generic',
  },
};
