import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1767451200.8412735510982741662',
  'x-wix-renderer-server': 'thunderbolt-ssr-eu-w1',
  server: 'Pepyaka',
  'strict-transport-security': 'max-age=86400',
  'set-cookie': 'XSRF-TOKEN=1767451200|Qf3kL0pZ8aYw; Path=/; Domain=smilekaeden.dk; Secure; SameSite=Lax',
};

const head = (title: string, description: string, path: string): string => `<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7c31d2_favicon~mv2.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/7c31d2_favicon~mv2.png" type="image/png"/>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://www.smilekaeden.dk${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:url" content="https://www.smilekaeden.dk${path}"/>
  <meta property="og:site_name" content="Smilekæden"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-7QZK2M4D1P"></script>
  <script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QZK2M4D1P',{anonymize_ip:true});</script>
  <script type="application/json" id="wix-viewer-model">{"siteFeatures":["cookieConsent","seo","tpaCommons"],"site":{"metaSiteId":"0c2f7e4a-55d1-4b7e-9a63-2f1d8c9b6e31","isResponsive":true,"language":"da"}}</script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.1c2e9f7a.bundle.min.js" async></script>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
  <link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.1c2e9f7a.min.css">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Smilekæden","url":"https://www.smilekaeden.dk","telephone":"+45 70 20 44 10","address":{"@type":"PostalAddress","streetAddress":"Vestergade 18","postalCode":"8000","addressLocality":"Aarhus C","addressCountry":"DK"},"sameAs":["https://www.facebook.com/smilekaeden","https://www.instagram.com/smilekaeden"]}</script>
</head>`;

const header = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div class="Ee9P2t"><a href="https://www.smilekaeden.dk" data-testid="linkElement" class="logo"><img src="https://static.wixstatic.com/media/7c31d2_logo~mv2.png/v1/fill/w_180,h_48,al_c,q_85/smilekaeden-logo.png" alt="Smilekæden tandklinikker" width="180" height="48"></a></div>
  <nav id="comp-lq8x1nav" aria-label="Websted" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu">
    <ul class="StylableHorizontalMenu3372578893__menu">
      <li><a href="https://www.smilekaeden.dk/behandlinger" data-testid="linkElement">Behandlinger</a></li>
      <li><a href="https://www.smilekaeden.dk/priser" data-testid="linkElement">Priser</a></li>
      <li><a href="https://www.smilekaeden.dk/klinikker" data-testid="linkElement">Find klinik</a></li>
      <li><a href="https://www.smilekaeden.dk/om-os" data-testid="linkElement">Om os</a></li>
    </ul>
  </nav>
  <a href="https://booking.smilekaeden.dk/" class="StylableButton2545352419__root wixui-button" data-testid="linkElement"><span>Book tid</span></a>
</header>`;

const footer = `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">
  <div class="footer-grid">
    <div data-testid="richTextElement" class="wixui-rich-text"><h4>Smilekæden ApS</h4><p>Vestergade 18, 8000 Aarhus C<br>CVR 39 82 11 40<br>Tlf. 70 20 44 10</p></div>
    <div data-testid="richTextElement" class="wixui-rich-text"><h4>Genveje</h4>
      <p><a href="https://www.smilekaeden.dk/akut-tandpine">Akut tandpine</a></p>
      <p><a href="https://www.smilekaeden.dk/priser">Priser og tilskud</a></p>
      <p><a href="https://www.smilekaeden.dk/samarbejdspartnere">Samarbejdspartnere</a></p>
      <p><a href="https://www.smilekaeden.dk/job">Job hos os</a></p>
    </div>
    <div data-testid="richTextElement" class="wixui-rich-text"><h4>Betaling</h4>
      <p>Vi modtager Dankort, Visa, Mastercard og MobilePay.</p>
      <ul class="payment-icons"><li><img src="https://static.wixstatic.com/media/7c31d2_dankort.png" alt="Dankort"></li><li><img src="https://static.wixstatic.com/media/7c31d2_mobilepay.png" alt="MobilePay"></li><li><img src="https://static.wixstatic.com/media/7c31d2_visa.png" alt="Visa"></li></ul>
    </div>
    <div data-testid="richTextElement" class="wixui-rich-text"><h4>Følg os</h4>
      <ul class="social-bar"><li><a href="https://www.facebook.com/smilekaeden" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/smilekaeden" aria-label="Instagram">Instagram</a></li></ul>
      <p>Medlem af <a href="https://www.tandlaegeforeningen.dk/">Tandlægeforeningen</a></p>
    </div>
  </div>
  <p class="copyright">© 2026 Smilekæden ApS &middot; <a href="https://www.smilekaeden.dk/privatlivspolitik">Privatlivspolitik</a> &middot; <a href="https://www.smilekaeden.dk/cookies">Cookies</a> &middot; Hjemmeside: <a href="https://pixelbureauet.dk/">Pixelbureauet</a></p>
</footer>
<div id="consent-banner-root" class="cookie-banner" role="dialog" aria-label="Cookies"><p>Vi bruger cookies til statistik og til at forbedre hjemmesiden. <a href="https://www.smilekaeden.dk/cookies">Læs mere</a></p><button>Accepter alle</button><button>Kun nødvendige</button></div>`;

const doc = (title: string, description: string, path: string, main: string): string => `<!DOCTYPE html>
<html lang="da" dir="ltr">
${head(title, description, path)}
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root">
${header}
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES">
${main}
</div></main>
${footer}
</div></div></div>
</body>
</html>`;

const home = doc(
  'Tandlæge i Aarhus, Aalborg og Odense | Smilekæden',
  'Smilekæden er 9 moderne tandklinikker i Jylland og på Fyn. Book tid online – også akut.',
  '/',
  `<section class="wixui-section hero"><div data-testid="richTextElement"><h1 class="font_0">Tandpleje uden ventetid</h1><p class="font_8">9 klinikker, åbent til kl. 20 på hverdage og online booking døgnet rundt.</p></div>
<a href="https://booking.smilekaeden.dk/" class="StylableButton2545352419__root wixui-button"><span>Book tid nu</span></a></section>
<section class="wixui-section"><h2 class="font_2">Vores behandlinger</h2>
<div class="repeater" role="list">
  <div role="listitem"><h3>Undersøgelse og rens</h3><p>Fra 595 kr. efter tilskud</p></div>
  <div role="listitem"><h3>Tandblegning</h3><p>Skånsom blegning med skinne</p></div>
  <div role="listitem"><h3>Implantater</h3><p>Fast pris inkl. krone</p></div>
  <div role="listitem"><h3>Usynlig tandretning</h3><p>Gratis konsultation</p></div>
</div></section>
<section class="wixui-section reviews"><h2 class="font_2">Det siger vores patienter</h2>
<div class="trustpilot-widget" data-locale="da-DK" data-template-id="53aa8912dec7e10d38f59f36" data-businessunit-id="5f2a8c1e9b0d7a0001c4e3b2" data-style-height="140px" data-style-width="100%"><a href="https://dk.trustpilot.com/review/smilekaeden.dk" target="_blank" rel="noopener">Trustpilot</a></div>
<script src="https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
<blockquote>"Super venligt personale og ingen ventetid. Min søn var tryg hele vejen." – Mette, Aalborg</blockquote></section>
<section class="wixui-section press"><h2 class="font_6">Kendt fra</h2><ul class="logo-row"><li><img src="https://static.wixstatic.com/media/7c31d2_tv2.png" alt="TV 2 Østjylland"></li><li><a href="https://www.jp.dk/indland/art8012345/kaede-af-tandlaeger-vil-fjerne-ventelister"><img src="https://static.wixstatic.com/media/7c31d2_jp.png" alt="Jyllands-Posten"></a></li></ul></section>`,
);

const partners = doc(
  'Samarbejdspartnere | Smilekæden',
  'Smilekæden samarbejder med forsikringer, dentallaboratorier og leverandører af digitale løsninger.',
  '/samarbejdspartnere',
  `<section class="wixui-section"><div data-testid="richTextElement"><h1 class="font_0">Vores samarbejdspartnere</h1>
<p class="font_8">Gode behandlinger kræver gode samarbejdspartnere. Her kan du se, hvem vi arbejder sammen med – og hvad det betyder for dig som patient.</p></div></section>
<section class="wixui-section"><h2 class="font_2">Forsikring og finansiering</h2>
<div class="repeater" role="list">
  <div role="listitem" class="partner-item"><a href="https://www.sundnorden.dk/" target="_blank"><img src="https://static.wixstatic.com/media/7c31d2_sundnorden.png" alt="Sundhedsforsikring Norden"></a><h3>Sundhedsforsikring Norden</h3><p>Har du en sundhedsforsikring hos Sundhedsforsikring Norden, trækker vi tilskuddet direkte ved betalingen.</p></div>
  <div role="listitem" class="partner-item"><a href="https://tandkredit.dk/" target="_blank"><img src="https://static.wixstatic.com/media/7c31d2_tandkredit.png" alt="TandKredit"></a><h3>TandKredit</h3><p>Del større behandlinger op i rater. Ansøg direkte i klinikken.</p></div>
</div></section>
<section class="wixui-section"><h2 class="font_2">Dentallaboratorier</h2>
<p>Kroner, broer og skinner fremstilles af danske laboratorier, vi har arbejdet sammen med i mange år:</p>
<ul class="font_8"><li><a href="https://www.aarhusdentallab.dk/" target="_blank">Aarhus Dentallaboratorium</a> – kroner, broer og implantatopbygninger</li><li><a href="https://fynsktandteknik.dk/" target="_blank">Fynsk Tandteknik</a> – skinner og aftagelige proteser</li></ul></section>
<section class="wixui-section"><h2 class="font_2">Digitale løsninger</h2>
<p>Vores teknologipartnere gør det nemt at booke tid og giver præcise digitale aftryk uden ubehagelige aftryksmasser.</p>
<div class="gallery" role="list">
  <div role="listitem"><a href="https://tandbook.dk/" target="_blank"><img src="https://static.wixstatic.com/media/7c31d2_tandbook.png" alt="Tandbook – online booking"></a></div>
  <div role="listitem"><a href="https://www.scandent3d.com/" target="_blank"><img src="https://static.wixstatic.com/media/7c31d2_scandent.png" alt="ScanDent 3D intraorale scannere"></a></div>
</div></section>
<section class="wixui-section"><h2 class="font_6">Vil du samarbejde med os?</h2><p>Skriv til <a href="mailto:samarbejde@smilekaeden.dk">samarbejde@smilekaeden.dk</a>.</p></section>`,
);

const about = doc(
  'Om Smilekæden | Tandlæger med fokus på tryghed',
  'Smilekæden blev grundlagt i 2011 af to tandlæger i Aarhus og har i dag 9 klinikker.',
  '/om-os',
  `<section class="wixui-section"><h1 class="font_0">Om os</h1>
<p class="font_8">Smilekæden blev grundlagt i 2011 af tandlægerne Jonas Bech og Sara Lindholm. I dag er vi 140 medarbejdere fordelt på 9 klinikker i Aarhus, Aalborg, Randers, Vejle og Odense.</p>
<p class="font_8">Alle vores tandlæger er autoriserede af Styrelsen for Patientsikkerhed, og vi følger Tandlægeforeningens kliniske retningslinjer.</p>
<h2 class="font_2">Uddannelse</h2><p class="font_8">Vi tager hvert år imod tandlægestuderende i praktik og er godkendt praktiksted for klinikassistentelever.</p></section>`,
);

const klinikker = doc(
  'Find din klinik | Smilekæden',
  'Adresser og åbningstider for Smilekædens 9 tandklinikker.',
  '/klinikker',
  `<section class="wixui-section"><h1 class="font_0">Find din klinik</h1>
<table class="font_8"><thead><tr><th>Klinik</th><th>Adresse</th><th>Telefon</th></tr></thead><tbody>
<tr><td>Aarhus C</td><td>Vestergade 18, 8000 Aarhus C</td><td>70 20 44 10</td></tr>
<tr><td>Aarhus N</td><td>Randersvej 220, 8200 Aarhus N</td><td>70 20 44 11</td></tr>
<tr><td>Aalborg</td><td>Boulevarden 7, 9000 Aalborg</td><td>70 20 44 12</td></tr>
<tr><td>Odense</td><td>Vestergade 60, 5000 Odense C</td><td>70 20 44 15</td></tr>
</tbody></table></section>`,
);

export const site: CorpusSite = {
  domain: 'smilekaeden.dk',
  otherDomains: [],
  covers:
    'Danish Wix site (www host, absolute links); partner page /samarbejdspartnere linked only from the footer, with insurance/finance and dental-lab partners (generic) and digital partners as a logo gallery (technology); negatives: Trustpilot review widget, press logos, Tandlægeforeningen membership, payment logos, web-agency credit, booking subdomain, social links',
  pages: {
    '/': { redirect: 'https://www.smilekaeden.dk/' },
    'https://www.smilekaeden.dk/': { headers, html: home },
    'https://www.smilekaeden.dk/samarbejdspartnere': { headers, html: partners },
    'https://www.smilekaeden.dk/om-os': { headers, html: about },
    'https://www.smilekaeden.dk/klinikker': { headers, html: klinikker },
    'https://www.smilekaeden.dk/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: '# By Wix\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\n\nSitemap: https://www.smilekaeden.dk/sitemap.xml\n',
    },
  },
  sitemap: [
    'https://www.smilekaeden.dk/',
    'https://www.smilekaeden.dk/om-os',
    'https://www.smilekaeden.dk/klinikker',
    'https://www.smilekaeden.dk/samarbejdspartnere',
  ],
  technologies: ['wix', 'websitebuilder', 'react', 'hsts', 'open-graph', 'google-analytics', 'google-tag-manager', 'trustpilot'],
  partners: {
    'sundnorden.dk': 'generic',
    'tandkredit.dk': 'generic',
    'aarhusdentallab.dk': 'generic',
    'fynsktandteknik.dk': 'generic',
    'tandbook.dk': 'technology',
    'scandent3d.com': 'technology',
  },
};
