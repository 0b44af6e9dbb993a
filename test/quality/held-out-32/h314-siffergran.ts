import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f1a2b3c4d5e6f70-ARN',
  'cf-cache-status': 'HIT',
  'x-wf-region': 'eu-west-1',
  'surrogate-control': 'max-age=432000',
  'strict-transport-security': 'max-age=31536000',
  'content-language': 'sv',
};

const SITE = '64f0a1b2c3d4e5f6a7b8c9d0';

const head = (
  title: string,
  description: string,
  pageId: string,
) => `<html data-wf-domain="www.siffergran.se" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="sv">
<head>
<meta charset="utf-8"/>
<title>${title}</title>
<meta content="${description}" name="description"/>
<meta content="${title}" property="og:title"/>
<meta content="${description}" property="og:description"/>
<meta content="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee44_og-siffergran.jpg" property="og:image"/>
<meta property="og:type" content="website"/>
<meta content="summary_large_image" name="twitter:card"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<meta content="Webflow" name="generator"/>
<link href="https://cdn.prod.website-files.com/${SITE}/css/siffergran.webflow.shared.4e7c1d2a9.min.css" rel="stylesheet" type="text/css"/>
<link href="https://fonts.googleapis.com" rel="preconnect"/>
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/>
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({ google: { families: ["Inter:300,400,500,600,700","Fraunces:400,600"] }});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee45_favicon-32.png" rel="shortcut icon" type="image/x-icon"/>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3f2e1d0c-b9a8-4765-a432-10fedcba9876" data-blockingmode="auto" type="text/javascript"></script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5SFGRN8');</script>
</head>`;

const nav = `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav">
<div class="nav-container w-container">
<a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee46_siffergran-logo.svg" loading="lazy" alt="Siffergran" class="logo"/></a>
<nav role="navigation" class="nav-menu w-nav-menu">
<div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Funktioner</div></div>
<nav class="nav-dropdown-list w-dropdown-list"><a href="/bokforing" class="nav-dropdown-link w-dropdown-link">Bokföring</a><a href="/fakturering" class="nav-dropdown-link w-dropdown-link">Fakturering</a><a href="/lon" class="nav-dropdown-link w-dropdown-link">Lön</a><a href="/bokslut" class="nav-dropdown-link w-dropdown-link">Bokslut &amp; deklaration</a></nav></div>
<a href="/integrationer" class="nav-link w-nav-link">Integrationer</a>
<a href="/priser" class="nav-link w-nav-link">Priser</a>
<a href="/for-byraer" class="nav-link w-nav-link">För byråer</a>
<a href="/om-oss" class="nav-link w-nav-link">Om oss</a>
</nav>
<div class="nav-cta"><a href="https://app.siffergran.se/logga-in" class="nav-login">Logga in</a><a href="https://app.siffergran.se/skapa-konto" class="button is-small w-button">Testa gratis i 30 dagar</a></div>
<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
</div>
</div>`;

const footer = `<footer class="footer">
<div class="footer-container w-container">
<div class="w-layout-grid footer-grid">
<div class="footer-col"><img src="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee47_siffergran-logo-white.svg" loading="lazy" alt="Siffergran" class="footer-logo"/><p class="footer-text">Bokföring, fakturering och lön för småföretag och deras redovisningsbyråer. Utvecklat i Umeå sedan 2017.</p></div>
<div class="footer-col"><div class="footer-heading">Produkt</div><a href="/bokforing" class="footer-link">Bokföring</a><a href="/fakturering" class="footer-link">Fakturering</a><a href="/lon" class="footer-link">Lön</a><a href="/integrationer" class="footer-link">Integrationer</a><a href="https://developer.siffergran.se" class="footer-link">API för utvecklare</a></div>
<div class="footer-col"><div class="footer-heading">Partner</div><a href="/hitta-byra" class="footer-link">Hitta en redovisningsbyrå</a><a href="/partner" class="footer-link">Bli partner</a><a href="/for-byraer" class="footer-link">Siffergran för byråer</a></div>
<div class="footer-col"><div class="footer-heading">Företaget</div><a href="/om-oss" class="footer-link">Om oss</a><a href="https://karriar.siffergran.se" class="footer-link">Karriär</a><a href="/press" class="footer-link">Press</a><a href="https://www.siffergran.no" class="footer-link">Siffergran Norge</a><a href="/integritetspolicy" class="footer-link">Integritetspolicy</a></div>
</div>
<div class="footer-bottom">
<div class="footer-badges"><img src="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee48_iso27001.svg" loading="lazy" alt="ISO 27001-certifierad"/><img src="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee49_bankid.svg" loading="lazy" alt="Inloggning med BankID"/><a href="https://www.srfkonsult.se/" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${SITE}/6501aa00bb11cc22dd33ee4a_srf.svg" loading="lazy" alt="Medlem i Srf konsulterna"/></a></div>
<div class="footer-social"><a href="https://www.linkedin.com/company/siffergran" class="social-link w-inline-block">LinkedIn</a><a href="https://www.instagram.com/siffergran" class="social-link w-inline-block">Instagram</a><a href="https://www.youtube.com/@siffergran" class="social-link w-inline-block">YouTube</a></div>
<div class="footer-copy">© 2026 Siffergran AB, org.nr 559123-4567</div>
</div>
</div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/${SITE}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script>
<script src="https://cdn.prod.website-files.com/${SITE}/js/webflow.4b1e2c9d.a7f3e0b1c2d4.js" type="text/javascript"></script>`;

const page = (
  title: string,
  description: string,
  pageId: string,
  main: string,
  extra = '',
) => `<!DOCTYPE html><!-- Last Published: Mon Jan 12 2026 08:14:22 GMT+0000 (Coordinated Universal Time) -->
${head(title, description, pageId)}
<body>
${nav}
${main}
${footer}
${extra}
</body>
</html>`;

const home = page(
  'Siffergran – Bokföringsprogram för småföretag',
  'Bokföring, fakturering och lön i ett enkelt program. Automatisk bankavstämning, kvittotolkning och bokslut. Testa gratis i 30 dagar.',
  '64f0a1b2c3d4e5f6a7b8c9d1',
  `<section class="section hero"><div class="container w-container">
<h1 class="hero-heading">Bokföringen som sköter sig själv</h1>
<p class="hero-paragraph">Siffergran hämtar dina banktransaktioner, läser dina kvitton och föreslår rätt konto. Du godkänner, vi gör resten – ända fram till bokslut och deklaration.</p>
<a href="https://app.siffergran.se/skapa-konto" class="button w-button">Testa gratis i 30 dagar</a>
</div></section>
<section class="section logos"><div class="container w-container">
<div class="logos-heading">Över 40 000 företag och 900 redovisningsbyråer använder Siffergran</div>
<div class="w-layout-grid logo-grid">
<img src="https://cdn.prod.website-files.com/${SITE}/6501ab01_kund-fjallbageriet.svg" loading="lazy" alt="Fjällbageriet"/>
<img src="https://cdn.prod.website-files.com/${SITE}/6501ab02_kund-nordvik-bygg.svg" loading="lazy" alt="Nordvik Bygg"/>
<img src="https://cdn.prod.website-files.com/${SITE}/6501ab03_kund-studio-ask.svg" loading="lazy" alt="Studio Ask"/>
<img src="https://cdn.prod.website-files.com/${SITE}/6501ab04_kund-lundqvist-el.svg" loading="lazy" alt="Lundqvist El"/>
</div></div></section>
<section class="section features"><div class="container w-container"><div class="w-layout-grid features-grid">
<div class="feature-card"><h3>Automatisk bankavstämning</h3><p>Koppla ditt företagskonto hos alla stora svenska banker. <a href="/integrationer" class="text-link">Se alla integrationer</a></p></div>
<div class="feature-card"><h3>Fakturor som blir betalda</h3><p>E-faktura, Swish-QR och automatiska påminnelser.</p></div>
<div class="feature-card"><h3>Lön med AGI</h3><p>Arbetsgivardeklaration direkt till Skatteverket.</p></div>
</div></div></section>
<section class="section testimonial"><div class="container w-container"><div class="testimonial-card"><p class="quote">”Jag lägger en timme i månaden på bokföringen i stället för en dag.”</p><div class="quote-author">Sara Lindqvist, grundare av <a href="https://www.studioask.se/" class="text-link">Studio Ask</a></div></div></div></section>`,
);

const integrationer = page(
  'Integrationer – koppla Siffergran till banken, kassan och webbshopen',
  'Över 60 färdiga integrationer med banker, betallösningar, e-handel, kvittohantering och tidrapportering.',
  '64f0a1b2c3d4e5f6a7b8c9d2',
  `<section class="section page-hero"><div class="container w-container"><h1>Integrationer</h1><p class="lead">Siffergran pratar med de verktyg du redan använder. Alla integrationer nedan är färdiga att aktivera under Inställningar → Integrationer.</p></div></section>
<section class="section"><div class="container w-container">
<div fs-cmsfilter-element="filters" class="filter-bar">
<label class="filter-chip w-radio"><input type="radio" name="kategori" value="Alla" fs-cmsfilter-field="kategori" class="w-form-formradioinput w-radio-input" checked/><span class="w-form-label">Alla</span></label>
<label class="filter-chip w-radio"><input type="radio" name="kategori" value="Bank" fs-cmsfilter-field="kategori" class="w-form-formradioinput w-radio-input"/><span class="w-form-label">Bank</span></label>
<label class="filter-chip w-radio"><input type="radio" name="kategori" value="Betalningar" fs-cmsfilter-field="kategori" class="w-form-formradioinput w-radio-input"/><span class="w-form-label">Betalningar</span></label>
<label class="filter-chip w-radio"><input type="radio" name="kategori" value="E-handel" fs-cmsfilter-field="kategori" class="w-form-formradioinput w-radio-input"/><span class="w-form-label">E-handel</span></label>
<label class="filter-chip w-radio"><input type="radio" name="kategori" value="Utlägg" fs-cmsfilter-field="kategori" class="w-form-formradioinput w-radio-input"/><span class="w-form-label">Kvitton &amp; utlägg</span></label>
</div>
<div class="w-dyn-list"><div fs-cmsfilter-element="list" role="list" class="integration-grid w-dyn-items">
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650201_seb.svg" loading="lazy" alt="SEB"/><div fs-cmsfilter-field="kategori" class="tag">Bank</div><h3>SEB</h3><p>Kontoutdrag och betalfiler via Open Banking, uppdaterat varje timme.</p><a href="https://seb.se/foretag" target="_blank" class="card-link">seb.se</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650202_handelsbanken.svg" loading="lazy" alt="Handelsbanken"/><div fs-cmsfilter-field="kategori" class="tag">Bank</div><h3>Handelsbanken</h3><p>Automatisk bankavstämning och leverantörsbetalningar.</p><a href="https://www.handelsbanken.se/sv/foretag" target="_blank" class="card-link">handelsbanken.se</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650203_swedbank.svg" loading="lazy" alt="Swedbank"/><div fs-cmsfilter-field="kategori" class="tag">Bank</div><h3>Swedbank</h3><p>Transaktioner och saldon hämtas automatiskt.</p><a href="https://www.swedbank.se/foretag.html" target="_blank" class="card-link">swedbank.se</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650204_zettle.svg" loading="lazy" alt="Zettle"/><div fs-cmsfilter-field="kategori" class="tag">Betalningar</div><h3>Zettle</h3><p>Dagskassor bokförs automatiskt med moms per varugrupp.</p><a href="https://www.zettle.com/se" target="_blank" class="card-link">zettle.com</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650205_klarna.svg" loading="lazy" alt="Klarna"/><div fs-cmsfilter-field="kategori" class="tag">Betalningar</div><h3>Klarna</h3><p>Utbetalningar från Klarna delas upp på försäljning, avgifter och returer.</p><a href="https://www.klarna.com/se/foretag/" target="_blank" class="card-link">klarna.com</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650206_stripe.svg" loading="lazy" alt="Stripe"/><div fs-cmsfilter-field="kategori" class="tag">Betalningar</div><h3>Stripe</h3><p>Bokför kortbetalningar och Stripe-avgifter per utbetalning.</p><a href="https://stripe.com/se" target="_blank" class="card-link">stripe.com</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650207_shopify.svg" loading="lazy" alt="Shopify"/><div fs-cmsfilter-field="kategori" class="tag">E-handel</div><h3>Shopify</h3><p>Order, moms per land och OSS-rapportering.</p><a href="https://apps.shopify.com/siffergran" target="_blank" class="card-link">Shopify App Store</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650208_woocommerce.svg" loading="lazy" alt="WooCommerce"/><div fs-cmsfilter-field="kategori" class="tag">E-handel</div><h3>WooCommerce</h3><p>Plugin som skickar order och betalningar till Siffergran.</p><a href="https://woocommerce.com/products/siffergran/" target="_blank" class="card-link">woocommerce.com</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650209_pleo.svg" loading="lazy" alt="Pleo"/><div fs-cmsfilter-field="kategori" class="tag">Utlägg</div><h3>Pleo</h3><p>Företagskort med kvitton som bokförs direkt.</p><a href="https://www.pleo.io/sv" target="_blank" class="card-link">pleo.io</a></div>
<div role="listitem" class="integration-card w-dyn-item"><img src="https://cdn.prod.website-files.com/650200aa/650210_kvittra.svg" loading="lazy" alt="Kvittra"/><div fs-cmsfilter-field="kategori" class="tag">Utlägg</div><h3>Kvittra</h3><p>Fota kvittot i appen – Kvittra tolkar och skickar verifikationen.</p><a href="https://kvittra.se/" target="_blank" class="card-link">kvittra.se</a></div>
</div></div>
<div class="callout"><h2>Bygg din egen integration</h2><p>Vårt öppna REST-API används av över 120 integrationspartner. <a href="https://developer.siffergran.se" class="text-link">Läs dokumentationen</a> eller <a href="/partner" class="text-link">bli integrationspartner</a>.</p></div>
</div></section>`,
  `<script async src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script>`,
);

const hittaByra = page(
  'Hitta en redovisningsbyrå som arbetar i Siffergran',
  'Certifierade Siffergran-byråer över hela Sverige hjälper dig med bokföring, lön och bokslut.',
  '64f0a1b2c3d4e5f6a7b8c9d3',
  `<section class="section page-hero"><div class="container w-container"><h1>Hitta en redovisningsbyrå</h1><p class="lead">Vill du ha hjälp med bokföringen? De här byråerna är certifierade Siffergran-partner och kan ta över hela ekonomin eller hjälpa dig komma igång.</p></div></section>
<section class="section"><div class="container w-container">
<div class="w-dyn-list"><div role="list" class="byra-list w-dyn-items">
<div role="listitem" class="byra-card w-dyn-item"><div class="badge is-gold">Guldpartner</div><h3>Ekonomikompaniet Norr</h3><div class="byra-meta">Umeå · Skellefteå</div><p>Bokföring, lön och bokslut för 300 småföretag i Västerbotten.</p><a href="https://www.ekonomikompanietnorr.se/" target="_blank" class="card-link">Besök webbplats</a></div>
<div role="listitem" class="byra-card w-dyn-item"><div class="badge is-gold">Guldpartner</div><h3>Redovisa Syd</h3><div class="byra-meta">Malmö · Lund</div><p>Specialister på e-handel och restaurang.</p><a href="https://redovisasyd.se/" target="_blank" class="card-link">Besök webbplats</a></div>
<div role="listitem" class="byra-card w-dyn-item"><div class="badge">Certifierad</div><h3>Balans &amp; Bok i Göteborg</h3><div class="byra-meta">Göteborg</div><p>Byrå för konsulter, kreatörer och enskilda firmor.</p><a href="https://www.balansbok.se/" target="_blank" class="card-link">Besök webbplats</a></div>
<div role="listitem" class="byra-card w-dyn-item"><div class="badge">Certifierad</div><h3>Mälardalens Räkenskapsbyrå</h3><div class="byra-meta">Västerås · Eskilstuna</div><p>Lön och HR-administration för bygg- och hantverksföretag.</p><a href="https://www.malardalens-rakenskap.se/" target="_blank" class="card-link">Besök webbplats</a></div>
<div role="listitem" class="byra-card w-dyn-item"><div class="badge">Certifierad</div><h3>Siffror i Stan</h3><div class="byra-meta">Stockholm</div><p>Ring 08-410 220 30 för en kostnadsfri genomgång.</p></div>
</div></div>
<div class="callout"><h2>Är du redovisningskonsult?</h2><p>Bli Siffergran-partner och få byråpris, utbildning och kunder via vår byråkatalog. <a href="/partner" class="text-link">Läs om partnerprogrammet</a></p></div>
</div></section>`,
);

const partner = page(
  'Bli partner med Siffergran',
  'Partnerprogram för redovisningsbyråer och integrationspartner.',
  '64f0a1b2c3d4e5f6a7b8c9d4',
  `<section class="section page-hero"><div class="container w-container"><h1>Bli partner</h1><p class="lead">Två sätt att växa tillsammans med Siffergran.</p></div></section>
<section class="section"><div class="container w-container"><div class="w-layout-grid two-col">
<div class="program-card"><h2>Byråpartner</h2><p>För redovisnings- och lönebyråer. Byråpris på licenser, certifieringsutbildning och plats i vår katalog <a href="/hitta-byra" class="text-link">Hitta en redovisningsbyrå</a>. Nivåer: Certifierad, Silver och Guld.</p></div>
<div class="program-card"><h2>Integrationspartner</h2><p>För programvaruföretag som vill koppla sin tjänst till Siffergran. Gratis sandlåda, teknisk support och listning på sidan <a href="/integrationer" class="text-link">Integrationer</a>.</p></div>
</div>
<div class="w-form"><form id="partner-form" name="wf-form-Partneransokan" data-name="Partneransökan" method="get" class="partner-form" aria-label="Partneransökan">
<label for="Foretag">Företag</label><input class="text-field w-input" maxlength="256" name="Foretag" data-name="Företag" type="text" id="Foretag" required=""/>
<label for="Typ">Typ av partner</label><select id="Typ" name="Typ" data-name="Typ" class="select-field w-select"><option value="byra">Byråpartner</option><option value="integration">Integrationspartner</option></select>
<label for="Epost">E-post</label><input class="text-field w-input" maxlength="256" name="Epost" data-name="Epost" type="email" id="Epost" required=""/>
<input type="submit" data-wait="Skickar..." class="button w-button" value="Skicka ansökan"/>
</form><div class="w-form-done" tabindex="-1" role="region" aria-label="Partneransökan success"><div>Tack! Vi hör av oss inom två arbetsdagar.</div></div></div>
</div></section>`,
);

const omOss = page(
  'Om oss – Siffergran',
  'Siffergran grundades 2017 i Umeå och har i dag 85 medarbetare.',
  '64f0a1b2c3d4e5f6a7b8c9d5',
  `<section class="section page-hero"><div class="container w-container"><h1>Om Siffergran</h1><p class="lead">Vi grundade Siffergran 2017 efter tio år som redovisningskonsulter. I dag är vi 85 personer i Umeå och Stockholm.</p></div></section>
<section class="section"><div class="container w-container">
<h2>Ägare och investerare</h2>
<p>Siffergran ägs av grundarna och personalen tillsammans med <a href="https://creandum.com/" class="text-link">Creandum</a> och <a href="https://www.almi.se/almi-invest/" class="text-link">Almi Invest</a>.</p>
<h2>I media</h2>
<div class="w-layout-grid press-grid">
<a href="https://www.di.se/digital/siffergran-tar-in-120-miljoner/" target="_blank" class="press-card w-inline-block"><img src="https://cdn.prod.website-files.com/${SITE}/6501ac01_di.svg" loading="lazy" alt="Dagens industri"/></a>
<a href="https://www.breakit.se/artikel/41234/umeabolaget-siffergran-vaxer" target="_blank" class="press-card w-inline-block"><img src="https://cdn.prod.website-files.com/${SITE}/6501ac02_breakit.svg" loading="lazy" alt="Breakit"/></a>
</div>
<h2>Utmärkelser</h2>
<p>Gasellföretag 2024 och 2025 enligt Dagens industri. Årets nykomling på <a href="https://www.ekonomidagarna.se/" class="text-link">Ekonomidagarna</a> 2023.</p>
<div class="video-wrapper"><iframe src="https://player.vimeo.com/video/912345678?h=ab12cd34ef&amp;title=0&amp;byline=0" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="Möt teamet i Umeå"></iframe></div>
</div></section>`,
);

export const site: CorpusSite = {
  domain: 'siffergran.se',
  otherDomains: ['siffergran.no'],
  covers:
    'Swedish accounting SaaS on Webflow behind Cloudflare: Webflow CMS integrations directory with Finsweet filters (banks, payments, e-commerce, expense apps as technology), accounting-firm directory with Guld/Certifierad levels linked only from the footer at a Swedish path (channel, one firm without a link), partner-program page with Webflow form; negatives: customer logos and a customer link in a testimonial, ISO/BankID badges, Srf membership, investors, press, awards, Norwegian sister domain, social links',
  pages: {
    '/': { headers, html: home },
    '/integrationer': { headers, html: integrationer },
    '/hitta-byra': { headers, html: hittaByra },
    '/partner': { headers, html: partner },
    '/om-oss': { headers, html: omOss },
  },
  sitemap: [
    '/',
    '/bokforing',
    '/fakturering',
    '/lon',
    '/priser',
    '/integrationer',
    '/for-byraer',
    '/hitta-byra',
    '/partner',
    '/om-oss',
    '/press',
  ],
  technologies: [
    'webflow',
    'cloudflare',
    'hsts',
    'open-graph',
    'cookiebot',
    'google-font-api',
    'google-hosted-libraries',
    'jquery',
    'jsdelivr',
    'vimeo',
  ],
  partners: {
    'seb.se': 'technology',
    'handelsbanken.se': 'technology',
    'swedbank.se': 'technology',
    'zettle.com': 'technology',
    'klarna.com': 'technology',
    'stripe.com': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'pleo.io': 'technology',
    'kvittra.se': 'technology',
    'ekonomikompanietnorr.se': 'channel',
    'redovisasyd.se': 'channel',
    'balansbok.se': 'channel',
    'malardalens-rakenskap.se': 'channel',
  },
};
