import type { CorpusSite } from '../corpus/types.js';

/* Školní Kompas — česká vzdělávací platforma pro základní školy; Framer, GA4, Smartsupp. */

const origin = 'https://www.skolnikompas.cz';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Framer/a81c3f2',
  'x-framer-site-id': '6e1f0a9c3b2d4e58a7c1f0e2d3b4a596',
  'cache-control': 'max-age=0, must-revalidate',
  'strict-transport-security': 'max-age=31536000',
};

const siteId = '6e1f0a9c3b2d4e58a7c1f0e2d3b4a596';

function head(path: string, title: string, desc: string, extra: string): string {
  return `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Jan 24, 2025, 9:41 AM UTC -->
<html lang="cs">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">
    <meta name="generator" content="Framer 2d1f7c9">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <meta name="framer-search-index" content="https://framerusercontent.com/sites/3Qz8Lm2WkPq7Xy1/searchIndex-Vb9Lq2Wm.json">
    <link href="https://framerusercontent.com/images/kZ2qW8mLp3Xy7Vb1Nc4Rt6Qs.png" rel="icon" media="(prefers-color-scheme: light)">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${desc}">
    <meta property="og:image" content="https://framerusercontent.com/assets/Qm7Lp2Wz8Xk3Vb9Nc1Rt4Ys6.png">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="${origin}${path}">
    <meta property="og:url" content="${origin}${path}">
    <link rel="alternate" hreflang="sk" href="https://www.skolnikompas.sk${path}">
    <style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-72rtr7{display:none!important}}@media(min-width: 810px) and (max-width: 1199px){.hidden-1w1b7ta{display:none!important}}@media(max-width: 809px){.hidden-1jz2b9e{display:none!important}}</style>
    <style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-Kq2Lm framer-Wz8Pq PropertyOverrides">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}*{box-sizing:border-box;-webkit-font-smoothing:inherit}h1,h2,h3,h4,h5,h6,p,figure{margin:0}body,input,textarea,select,button{font-size:12px;font-family:sans-serif}body{--token-4c1f8a2e-0b3d-4f7e-9a1c-2e8d6b5f0a13:rgb(24, 40, 120);--token-9d2e7b1c-4a5f-4e8b-b3c0-7f1a2d9e6c54:rgb(255, 196, 0);--token-2b8f0e4a-6c1d-4a9e-8f3b-5d7c0a2e1f96:rgb(247, 246, 242)}.framer-Kq2Lm .framer-styles-preset-1ux2z1v:not(.rich-text-wrapper),.framer-Kq2Lm .framer-styles-preset-1ux2z1v.rich-text-wrapper h1{--framer-font-family:"Bricolage Grotesque", sans-serif;--framer-font-size:56px;--framer-font-weight:700;--framer-letter-spacing:-0.02em;--framer-line-height:1.1em;--framer-text-color:var(--token-4c1f8a2e-0b3d-4f7e-9a1c-2e8d6b5f0a13, rgb(24, 40, 120))}.framer-Wz8Pq .framer-styles-preset-8x1m0q:not(.rich-text-wrapper),.framer-Wz8Pq .framer-styles-preset-8x1m0q.rich-text-wrapper p{--framer-font-family:"Inter", sans-serif;--framer-font-size:18px;--framer-line-height:1.5em;--framer-text-color:rgb(60, 64, 80)}.framer-1c7b3xq{align-content:center;align-items:center;display:flex;flex-direction:column;flex-wrap:nowrap;gap:0px;height:min-content;justify-content:flex-start;overflow:visible;padding:0;position:relative;width:1200px}.framer-1c7b3xq .framer-9w2q1m{flex:none;height:auto;position:relative;white-space:pre-wrap;width:100%;word-break:break-word;word-wrap:break-word}.framer-partner-card{background-color:#fff;border-radius:16px;display:flex;flex-direction:column;gap:12px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.06)}</style>
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/3Qz8Lm2WkPq7Xy1/react.Bq8Wm2Lx.mjs">
    <link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/3Qz8Lm2WkPq7Xy1/motion.Xk3Lp9Qz.mjs">
    <link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/3Qz8Lm2WkPq7Xy1/framer.Vw2Nq7Lm.mjs">
    <link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/3Qz8Lm2WkPq7Xy1/script_main.Kp4Qx8Wz.mjs">
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-SK2QW7LM9P"></script>
    <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', {ad_storage: 'denied', analytics_storage: 'denied'}); gtag('js', new Date()); gtag('config', 'G-SK2QW7LM9P');</script>
    ${extra}
</head>`;
}

const nav = `
<nav class="framer-1n7xq2 framer-v-1n7xq2" data-framer-name="Navigace Desktop" style="width:100%">
  <a class="framer-logo" data-framer-name="Logo" href="./" data-framer-page-link-current="true"><img decoding="async" src="https://framerusercontent.com/images/Lq8Wm3Xz2Pk7Vb1Nc9Rt4Ys5.svg" alt="Školní Kompas" width="160" height="36"></a>
  <div class="framer-links" data-framer-name="Odkazy">
    <a class="framer-text framer-styles-preset-nav" href="./pro-skoly">Pro školy</a>
    <a class="framer-text framer-styles-preset-nav" href="./cenik">Ceník</a>
    <a class="framer-text framer-styles-preset-nav" href="./partneri">Partneři</a>
    <a class="framer-text framer-styles-preset-nav" href="./o-nas">O nás</a>
    <a class="framer-text framer-styles-preset-nav" href="./kariera">Kariéra</a>
  </div>
  <div class="framer-cta" data-framer-name="CTA"><a class="framer-button-secondary" href="https://app.skolnikompas.cz/prihlaseni">Přihlásit se</a><a class="framer-button-primary" href="./kontakt">Vyzkoušet zdarma</a></div>
</nav>`;

const footer = `
<footer class="framer-f0ot3r" data-framer-name="Patička">
  <div class="framer-footer-grid">
    <div><img decoding="async" loading="lazy" src="https://framerusercontent.com/images/Vb2Nc7Rt4Ys9Lq8Wm3Xz1Pk6.svg" alt="Školní Kompas" width="140" height="32">
      <p class="framer-text">Školní Kompas s.r.o., Karlovo náměstí 7, 120 00 Praha 2<br>IČO 09417852</p>
      <p class="framer-text"><a href="mailto:ahoj@skolnikompas.cz">ahoj@skolnikompas.cz</a> &middot; <a href="tel:+420225550183">+420 225 550 183</a></p></div>
    <div><p class="framer-text framer-footer-title">Produkt</p><a href="./pro-skoly">Pro školy</a><a href="./cenik">Ceník</a><a href="https://napoveda.skolnikompas.cz/">Nápověda</a></div>
    <div><p class="framer-text framer-footer-title">Firma</p><a href="./o-nas">O nás</a><a href="./partneri">Partneři</a><a href="./kariera">Kariéra</a><a href="./kontakt">Kontakt</a></div>
    <div><p class="framer-text framer-footer-title">Sledujte nás</p><a href="https://www.facebook.com/skolnikompas" target="_blank" rel="noopener">Facebook</a><a href="https://www.instagram.com/skolnikompas" target="_blank" rel="noopener">Instagram</a><a href="https://www.linkedin.com/company/skolni-kompas" target="_blank" rel="noopener">LinkedIn</a></div>
  </div>
  <div class="framer-footer-funding">
    <a href="https://www.planobnovycr.cz/" target="_blank" rel="noopener"><img decoding="async" loading="lazy" src="https://framerusercontent.com/images/Rt4Ys9Lq8Wm3Xz1Pk6Vb2Nc7.png" alt="Financováno Evropskou unií – NextGenerationEU, Národní plán obnovy" width="360" height="48"></a>
    <p class="framer-text">Vývoj modulu pro žáky se SVP byl podpořen z Národního plánu obnovy.</p>
  </div>
  <p class="framer-text framer-legal">&copy; 2025 Školní Kompas s.r.o. &middot; <a href="./ochrana-osobnich-udaju">Ochrana osobních údajů</a> &middot; <a href="./obchodni-podminky">Obchodní podmínky</a> &middot; Slovenská verze: <a href="https://www.skolnikompas.sk/">skolnikompas.sk</a></p>
</footer>`;

function page(path: string, title: string, desc: string, body: string, extraHead = ''): string {
  return `${head(path, title, desc, extraHead)}
<body>
    <script>try{if(localStorage.get("__framer_force_showing_editorbar_since")){const n=document.createElement("link");n.rel = "modulepreload";n.href="https://framer.com/edit/init.mjs";document.head.appendChild(n)}}catch(e){}</script>
    <div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;${path.length.toString(36)}Kq2Lm&quot;,&quot;localeId&quot;:&quot;default&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;72rtr7&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;},{&quot;hash&quot;:&quot;1w1b7ta&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 810px) and (max-width: 1199px)&quot;},{&quot;hash&quot;:&quot;1jz2b9e&quot;,&quot;mediaQuery&quot;:&quot;(max-width: 809px)&quot;}]}" data-framer-ssr-released-at="2025-01-22T14:07:31.118Z" data-framer-page-optimized-at="2025-01-24T09:41:12.406Z">
    <div class="framer-Kq2Lm framer-Wz8Pq framer-1c7b3xq" data-framer-name="Desktop" style="min-height:100vh;width:auto">
${nav}
<main class="framer-main" data-framer-name="Obsah">
${body}
</main>
${footer}
    </div>
    <div id="overlay"></div>
    </div>
    <script type="framer/appear" id="__framer__appearAnimationsContent">{"1k8q2w":{"initial":{"opacity":0.001,"y":24},"animate":{"opacity":1,"y":0,"transition":{"duration":0.6,"ease":[0.44,0,0.56,1]}}}}</script>
    <script type="framer/handover" id="__framer__handoverData">[{"siteId":"${siteId}","locale":"cs-CZ"}]</script>
    <script type="module" async data-framer-bundle="main" fetchpriority="low" src="https://framerusercontent.com/sites/3Qz8Lm2WkPq7Xy1/script_main.Kp4Qx8Wz.mjs"></script>
    <div id="svg-templates" style="position: absolute; overflow: hidden; bottom: 0; left: 0; width: 0; height: 0; z-index: 0; contain: strict" aria-hidden="true"></div>
    <script type="text/javascript">
    var _smartsupp = _smartsupp || {};
    _smartsupp.key = '8a1f3c9d2e7b4f06a5c1d8e2b3f4a9c7d6e1f0a2';
    window.smartsupp||(function(d) {
      var s,c,o=smartsupp=function(){ o._.push(arguments)};o._=[];
      s=d.getElementsByTagName('script')[0];c=d.createElement('script');
      c.type='text/javascript';c.charset='utf-8';c.async=true;
      c.src='https://www.smartsuppchat.com/loader.js?';s.parentNode.insertBefore(c,s);
    })(document);
    </script>
    <script src="https://www.smartsuppchat.com/loader.js?" async></script>
</body>
</html>`;
}

const home = page(
  '/',
  'Školní Kompas — procvičování matematiky a češtiny pro základní školy',
  'Adaptivní procvičování matematiky a českého jazyka pro 1. a 2. stupeň ZŠ. Napojení na Bakaláře a Edookit, přehledy pro učitele. Zdarma na zkoušku.',
  `
<section class="framer-hero" data-framer-name="Hero"><div class="framer-hero-inner" data-framer-appear-id="1k8q2w" style="opacity:0.001;transform:translateY(24px)">
  <h1 class="framer-text framer-styles-preset-1ux2z1v">Každý žák se učí svým tempem.</h1>
  <p class="framer-text framer-styles-preset-8x1m0q">Školní Kompas přizpůsobuje úlohy z matematiky a češtiny každému žákovi a učitelům ukazuje, kdo co potřebuje procvičit. Používá ho 1 140 škol a 212 000 žáků.</p>
  <div class="framer-hero-cta"><a class="framer-button-primary" href="./kontakt">Vyzkoušet zdarma na 60 dní</a><a class="framer-button-secondary" href="./pro-skoly">Jak to funguje</a></div>
</div><img decoding="async" src="https://framerusercontent.com/images/Nc9Rt4Ys5Lq8Wm3Xz2Pk7Vb1.webp" alt="Přehled třídy v aplikaci Školní Kompas" width="1100" height="640" fetchpriority="high"></section>
<section class="framer-stats" data-framer-name="Čísla"><div><p class="framer-text framer-stat">1 140</p><p class="framer-text">škol v ČR a na Slovensku</p></div><div><p class="framer-text framer-stat">38 mil.</p><p class="framer-text">vyřešených úloh za rok 2024</p></div><div><p class="framer-text framer-stat">+14 %</p><p class="framer-text">lepší výsledky v přijímačkách z matematiky u pravidelných uživatelů</p></div></section>
<section class="framer-features" data-framer-name="Funkce"><h2 class="framer-text">Proč Školní Kompas</h2>
  <div class="framer-feature-grid">
    <div class="framer-feature"><h3 class="framer-text">Adaptivní úlohy</h3><p class="framer-text">15 000 úloh podle RVP ZV, obtížnost se mění podle odpovědí žáka.</p></div>
    <div class="framer-feature"><h3 class="framer-text">Přehled pro učitele</h3><p class="framer-text">Mapa dovedností třídy a doporučení, co probrat znovu.</p></div>
    <div class="framer-feature"><h3 class="framer-text">Napojení na školní systém</h3><p class="framer-text">Třídy a žáky načteme z Bakalářů, Edookitu nebo Školy OnLine. Žádné ruční zakládání.</p></div>
    <div class="framer-feature"><h3 class="framer-text">Podpora žáků se SVP</h3><p class="framer-text">Čtení nahlas, větší písmo a úlohy bez časového limitu.</p></div>
  </div></section>
<section class="framer-schools" data-framer-name="Školy"><h2 class="framer-text">Školy, které nás používají</h2>
  <div class="framer-ticker"><img loading="lazy" decoding="async" src="https://framerusercontent.com/images/Sch1Lq8Wm3Xz2.png" alt="ZŠ Londýnská, Praha 2" width="140" height="56"><img loading="lazy" decoding="async" src="https://framerusercontent.com/images/Sch2Pk7Vb1Nc9.png" alt="ZŠ a MŠ Brno, Horácké náměstí" width="140" height="56"><img loading="lazy" decoding="async" src="https://framerusercontent.com/images/Sch3Rt4Ys5Lq8.png" alt="ZŠ Komenského, Třebíč" width="140" height="56"><img loading="lazy" decoding="async" src="https://framerusercontent.com/images/Sch4Wm3Xz2Pk7.png" alt="ZŠ T. G. Masaryka, Ostrava-Zábřeh" width="140" height="56"></div>
  <blockquote class="framer-quote"><p class="framer-text">&bdquo;Za půl roku jsme v šesté třídě dohnali zlomky, které nám utekly během distanční výuky.&ldquo;</p><p class="framer-text">Mgr. Jana Dvořáková, učitelka matematiky, ZŠ Komenského Třebíč</p></blockquote></section>
<section class="framer-press" data-framer-name="Média"><p class="framer-text">Psali o nás: <a href="https://www.seznamzpravy.cz/clanek/domaci-skolstvi-adaptivni-ucebnice-skolni-kompas" target="_blank" rel="noopener">Seznam Zprávy</a>, <a href="https://archiv.hn.cz/c1-67284310-skolni-kompas-edtech" target="_blank" rel="noopener">Hospodářské noviny</a> a Česká televize.</p>
  <p class="framer-text">Doporučeno Ministerstvem školství jako digitální vzdělávací zdroj &mdash; <a href="https://www.msmt.cz/vzdelavani/zakladni-vzdelavani/digitalni-vzdelavaci-zdroje" target="_blank" rel="noopener">seznam MŠMT</a>.</p></section>`,
);

const proSkoly = page(
  '/pro-skoly',
  'Pro školy — Školní Kompas',
  'Jak Školní Kompas funguje ve škole: zavedení za jeden den, napojení na školní systém, školení učitelů a podpora.',
  `
<section class="framer-page-hero"><h1 class="framer-text framer-styles-preset-1ux2z1v">Pro školy</h1><p class="framer-text framer-styles-preset-8x1m0q">Zavedení za jeden den, školení v ceně a podpora v češtině každý pracovní den.</p></section>
<section class="framer-steps"><ol>
  <li><h2 class="framer-text">1. Propojení se školním systémem</h2><p class="framer-text">Správce školy jedním kliknutím povolí synchronizaci tříd a žáků z Bakalářů, Edookitu nebo Školy OnLine. Přihlášení funguje přes účty Microsoft 365 nebo Google Workspace for Education.</p></li>
  <li><h2 class="framer-text">2. Úvodní školení</h2><p class="framer-text">90minutový webinář pro sborovnu a metodické materiály pro předmětové komise.</p></li>
  <li><h2 class="framer-text">3. První úkoly</h2><p class="framer-text">Učitel zadá diagnostický test a Kompas připraví individuální plán pro každého žáka.</p></li>
</ol></section>
<section class="framer-subjects"><h2 class="framer-text">Předměty a ročníky</h2>
<table><thead><tr><th>Předmět</th><th>1. stupeň</th><th>2. stupeň</th></tr></thead><tbody><tr><td>Matematika</td><td>1.&ndash;5. ročník</td><td>6.&ndash;9. ročník, příprava na přijímačky</td></tr><tr><td>Český jazyk</td><td>2.&ndash;5. ročník</td><td>6.&ndash;9. ročník</td></tr><tr><td>Informatika (nově 2025)</td><td>4.&ndash;5. ročník</td><td>6.&ndash;7. ročník</td></tr></tbody></table></section>
<section class="framer-gdpr"><h2 class="framer-text">Bezpečnost a GDPR</h2><p class="framer-text">Data ukládáme v EU, jsme zpracovatelem podle čl. 28 GDPR a škole dodáme zpracovatelskou smlouvu i posouzení vlivu. Aplikace prošla penetračním testem v roce 2024.</p></section>
<section class="framer-cta-band"><h2 class="framer-text">Chcete ukázku pro vaši sborovnu?</h2><a class="framer-button-primary" href="./kontakt">Domluvit ukázku</a></section>`,
);

const cenik = page(
  '/cenik',
  'Ceník — Školní Kompas',
  'Cena za žáka a rok, školní licence a individuální nabídky pro zřizovatele.',
  `
<section class="framer-page-hero"><h1 class="framer-text framer-styles-preset-1ux2z1v">Ceník</h1><p class="framer-text framer-styles-preset-8x1m0q">Platí škola, ne rodiče. Ceny jsou uvedeny bez DPH za školní rok.</p></section>
<section class="framer-pricing"><div class="framer-pricing-grid">
  <div class="framer-plan"><h2 class="framer-text">Třída</h2><p class="framer-text framer-price">190 Kč / žák</p><ul><li>1 předmět</li><li>Přehled pro učitele</li><li>E-mailová podpora</li></ul></div>
  <div class="framer-plan framer-plan-featured"><h2 class="framer-text">Škola</h2><p class="framer-text framer-price">29 900 Kč</p><ul><li>Neomezený počet žáků</li><li>Všechny předměty</li><li>Napojení na školní systém</li><li>Školení sborovny</li></ul></div>
  <div class="framer-plan"><h2 class="framer-text">Zřizovatel</h2><p class="framer-text framer-price">Individuálně</p><ul><li>Licence pro všechny školy obce či kraje</li><li>Souhrnné přehledy</li><li>Dedikovaný konzultant</li></ul></div>
</div>
<p class="framer-text">Licenci lze zakoupit přímo u nás, nebo prostřednictvím našich distribučních partnerů &mdash; viz <a href="./partneri">Partneři</a>. Školy mohou licenci hradit ze šablon OP JAK.</p></section>
<section class="framer-faq"><h2 class="framer-text">Časté dotazy</h2>
  <details><summary>Je možné platit fakturou?</summary><p class="framer-text">Ano, fakturujeme se splatností 30 dní.</p></details>
  <details><summary>Co když máme méně než 100 žáků?</summary><p class="framer-text">Malotřídní školy mají 50% slevu na školní licenci.</p></details></section>`,
);

type Partner = { name: string; url: string; kind: string; text: string };
const partnerData: Partner[] = [
  {
    name: 'Microsoft',
    url: 'https://www.microsoft.com/cs-cz/education',
    kind: 'Technologický partner',
    text: 'Partner programu Microsoft Education; přihlášení přes Microsoft 365 a integrace s Teams.',
  },
  {
    name: 'Google for Education',
    url: 'https://edu.google.com/intl/ALL_cz/',
    kind: 'Technologický partner',
    text: 'Partner Google for Education; přihlášení Google účtem a zadávání úkolů přes Google Classroom.',
  },
  {
    name: 'Bakaláři',
    url: 'https://www.bakalari.cz/',
    kind: 'Technologický partner',
    text: 'Oficiální integrace se školním informačním systémem Bakaláři.',
  },
  {
    name: 'Edookit',
    url: 'https://www.edookit.com/',
    kind: 'Technologický partner',
    text: 'Synchronizace tříd, žáků a známek s Edookitem.',
  },
  {
    name: 'Škola OnLine',
    url: 'https://www.skolaonline.cz/',
    kind: 'Technologický partner',
    text: 'Napojení na Školu OnLine pro třídy a rozvrh.',
  },
  {
    name: 'AV MEDIA',
    url: 'https://www.avmedia.cz/',
    kind: 'Distribuční partner',
    text: 'Prodává licence Školního Kompasu spolu s vybavením učeben a interaktivními panely.',
  },
  {
    name: 'Nakladatelství Fraus',
    url: 'https://www.fraus.cz/',
    kind: 'Distribuční partner',
    text: 'Nabízí Kompas jako doplněk ke svým učebnicím matematiky.',
  },
  {
    name: 'Pedagogická fakulta Univerzity Karlovy',
    url: 'https://pedf.cuni.cz/',
    kind: 'Odborný partner',
    text: 'Spolupráce na didaktice matematiky a ověřování úloh.',
  },
  {
    name: 'Masarykova univerzita',
    url: 'https://www.muni.cz/',
    kind: 'Odborný partner',
    text: 'Výzkum účinnosti adaptivního procvičování na 40 školách.',
  },
  { name: 'EDUin', url: 'https://www.eduin.cz/', kind: 'Neziskový partner', text: 'Společné webináře o formativním hodnocení.' },
  {
    name: 'Učitel naživo',
    url: 'https://www.ucitelnazivo.cz/',
    kind: 'Neziskový partner',
    text: 'Studenti programu Učitel naživo používají Kompas na praxích.',
  },
];

const ld = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Partneři Školního Kompasu',
  itemListElement: partnerData.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: p.name, url: p.url, description: p.kind },
  })),
});

const partneri = page(
  '/partneri',
  'Partneři — Školní Kompas',
  'Technologičtí, distribuční, odborní a neziskoví partneři Školního Kompasu.',
  `
<section class="framer-page-hero"><h1 class="framer-text framer-styles-preset-1ux2z1v">Partneři</h1><p class="framer-text framer-styles-preset-8x1m0q">Se školními systémy se propojujeme, s univerzitami ověřujeme, že Kompas opravdu pomáhá, a s distributory se dostáváme do škol po celé republice.</p></section>
<section class="framer-partner-filter" data-framer-name="Filtr"><div class="framer-chips" role="group" aria-label="Typ partnera"><button class="framer-chip framer-chip-active" type="button">Všichni</button><button class="framer-chip" type="button">Technologičtí</button><button class="framer-chip" type="button">Distribuční</button><button class="framer-chip" type="button">Odborní</button><button class="framer-chip" type="button">Neziskoví</button></div></section>
<section class="framer-partners" data-framer-name="Partneři CMS">
  <div class="framer-partner-grid" data-framer-cms-collection="Partneri">
  ${partnerData
    .map(
      (p, i) =>
        `<a class="framer-partner-card" data-framer-name="Karta" href="${p.url}" target="_blank" rel="noopener"><img decoding="async" loading="lazy" src="https://framerusercontent.com/images/Prt${i}Lq8Wm3Xz2Pk7Vb1.png" alt="${p.name}" width="120" height="48"><p class="framer-text framer-partner-kind">${p.kind}</p><h2 class="framer-text framer-partner-name">${p.name}</h2><p class="framer-text">${p.text}</p></a>`,
    )
    .join('\n  ')}
  </div>
</section>
<section class="framer-investors" data-framer-name="Investoři"><h2 class="framer-text">Investoři</h2><p class="framer-text">Školní Kompas financují <a href="https://depo.ventures/" target="_blank" rel="noopener">Depo Ventures</a> a skupina andělských investorů z české edtech komunity. Investoři nejsou obchodními partnery.</p></section>
<section class="framer-become" data-framer-name="Staňte se partnerem"><h2 class="framer-text">Staňte se partnerem</h2><p class="framer-text">Vyvíjíte školní systém nebo distribuujete vybavení do škol? Napište na <a href="mailto:partneri@skolnikompas.cz">partneri@skolnikompas.cz</a>.</p></section>`,
  `<script type="application/ld+json">${ld}</script>`,
);

const oNas = page(
  '/o-nas',
  'O nás — Školní Kompas',
  'Školní Kompas založili v roce 2020 učitelka matematiky a vývojář. Dnes je nás 34.',
  `
<section class="framer-page-hero"><h1 class="framer-text framer-styles-preset-1ux2z1v">O nás</h1><p class="framer-text framer-styles-preset-8x1m0q">Učitelé a vývojáři, kteří chtějí, aby technologie ve škole šetřila čas.</p></section>
<section class="framer-story"><h2 class="framer-text">Příběh</h2><p class="framer-text">Kompas vznikl na jaře 2020, kdy učitelka matematiky Petra Horáková a vývojář Ondřej Beneš hledali, jak během distanční výuky poznat, kterým žákům utíká látka. Z tabulky v Google Sheets je dnes platforma, kterou používá přes tisíc škol.</p>
<h2 class="framer-text">Tým</h2><ul><li>Petra Horáková &mdash; spoluzakladatelka, obsah a didaktika</li><li>Ondřej Beneš &mdash; spoluzakladatel, CTO</li><li>Lucie Marková &mdash; vedoucí podpory škol</li><li>Jakub Procházka &mdash; obchod a partnerství</li></ul>
<h2 class="framer-text">Ocenění</h2><p class="framer-text">Vítěz soutěže Czech EdTech Awards 2023 v kategorii Základní vzdělávání a finalista <a href="https://www.hundred.org/en/innovations/skolni-kompas" target="_blank" rel="noopener">HundrED Global Collection 2025</a>.</p>
<h2 class="framer-text">Členství</h2><p class="framer-text">Jsme členy asociace <a href="https://www.edtechcz.cz/" target="_blank" rel="noopener">EdTech CZ</a> a Czech Startups.</p></section>`,
);

const kariera = page(
  '/kariera',
  'Kariéra — Školní Kompas',
  'Volná místa ve Školním Kompasu: vývoj, obsah a podpora škol. Praha a remote.',
  `
<section class="framer-page-hero"><h1 class="framer-text framer-styles-preset-1ux2z1v">Kariéra</h1><p class="framer-text framer-styles-preset-8x1m0q">Pomozte nám změnit, jak se v Česku učí matematika.</p></section>
<section class="framer-jobs"><h2 class="framer-text">Volná místa</h2>
  <div class="framer-job"><h3 class="framer-text">Senior Frontend Developer (React)</h3><p class="framer-text">Praha / remote &middot; HPP nebo IČO</p><a href="https://www.startupjobs.cz/nabidka/81234/senior-frontend-developer-react-skolni-kompas" target="_blank" rel="noopener">Detail nabídky</a></div>
  <div class="framer-job"><h3 class="framer-text">Autor/ka úloh z češtiny (2. stupeň)</h3><p class="framer-text">remote &middot; DPP</p><a href="https://www.jobs.cz/rpd/2000381245/" target="_blank" rel="noopener">Detail nabídky</a></div>
  <div class="framer-job"><h3 class="framer-text">Konzultant/ka pro školy &mdash; Morava</h3><p class="framer-text">Brno &middot; HPP</p><a href="https://www.jobs.cz/rpd/2000381377/" target="_blank" rel="noopener">Detail nabídky</a></div>
</section>
<section class="framer-benefits"><h2 class="framer-text">Co nabízíme</h2><ul><li>5 týdnů dovolené</li><li>Flexibilní pracovní doba</li><li>Multisport karta</li><li>Jeden den v měsíci na vlastní projekt</li><li>Zaměstnanecké opce</li></ul></section>`,
);

const kontakt = page(
  '/kontakt',
  'Kontakt — Školní Kompas',
  'Napište nám nebo si domluvte ukázku Školního Kompasu pro vaši školu.',
  `
<section class="framer-page-hero"><h1 class="framer-text framer-styles-preset-1ux2z1v">Kontakt</h1><p class="framer-text framer-styles-preset-8x1m0q">Ozveme se do jednoho pracovního dne.</p></section>
<section class="framer-contact"><form class="framer-form" action="https://api.framer.com/forms/v1/forms/b2d8f1a0-7c3e-4b9a-a5d2-1f0e9c8b7a63/submit" method="POST">
  <label><span class="framer-text">Jméno a příjmení</span><input type="text" name="Jméno" required></label>
  <label><span class="framer-text">Škola</span><input type="text" name="Škola"></label>
  <label><span class="framer-text">E-mail</span><input type="email" name="E-mail" required></label>
  <label><span class="framer-text">Počet žáků</span><select name="Počet žáků"><option>do 100</option><option>100–400</option><option>přes 400</option></select></label>
  <label><span class="framer-text">Zpráva</span><textarea name="Zpráva" rows="5"></textarea></label>
  <button type="submit" class="framer-button-primary">Odeslat</button>
</form>
<div class="framer-contact-info"><p class="framer-text"><strong>Školní Kompas s.r.o.</strong><br>Karlovo náměstí 7, 120 00 Praha 2</p><p class="framer-text"><a href="mailto:ahoj@skolnikompas.cz">ahoj@skolnikompas.cz</a><br><a href="tel:+420225550183">+420 225 550 183</a></p><p class="framer-text">Podpora pro školy: po&ndash;pá 7:30&ndash;16:00</p></div></section>`,
);

export const site: CorpusSite = {
  domain: 'www.skolnikompas.cz',
  otherDomains: ['skolnikompas.sk'],
  covers:
    'Czech edtech platform on Framer with relative ./ links: a CMS-style partner grid of whole-card links with kind labels (technology, distribution, academic, nonprofit) mirrored in a JSON-LD ItemList; negatives are client schools as unlinked logos and a testimonial, MŠMT recommendation, NextGenerationEU/Národní plán obnovy funding badge, investors on the partner page, HundrED award, EdTech CZ membership, press, jobs.cz/StartupJobs links, the Slovak sister domain, app subdomain and socials.',
  pages: {
    '/': { headers, html: home },
    '/pro-skoly': { headers, html: proSkoly },
    '/cenik': { headers, html: cenik },
    '/partneri': { headers, html: partneri },
    '/o-nas': { headers, html: oNas },
    '/kariera': { headers, html: kariera },
    '/kontakt': { headers, html: kontakt },
  },
  sitemap: ['/', '/pro-skoly', '/cenik', '/partneri', '/o-nas', '/kariera', '/kontakt'],
  technologies: [
    'framer-sites',
    'google-analytics',
    'google-font-api',
    'google-tag-manager',
    'hsts',
    'open-graph',
    'priority-hints',
    'react',
    'smartsupp',
  ],
  partners: {
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'bakalari.cz': 'technology',
    'edookit.com': 'technology',
    'skolaonline.cz': 'technology',
    'avmedia.cz': 'channel',
    'fraus.cz': 'channel',
    'cuni.cz': 'generic',
    'muni.cz': 'generic',
    'eduin.cz': 'generic',
    'ucitelnazivo.cz': 'generic',
  },
};
