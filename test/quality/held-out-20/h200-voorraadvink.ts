import type { CorpusSite } from '../corpus/types.js';

// Voorraadvink: Dutch inventory-management SaaS for webshops. Framer site (framerusercontent.com bundles, SSR CSS),
// Cookiebot, gtag, an unlabelled inline Leadinfo snippet. Only a handful of partners: an integrations logo row on
// the home page (two of them name-only) and implementation partners plus a membership in the About prose.
// Customer webshops, Mollie payments, Trustpilot, investor, press and careers subdomain as negatives.

const SITE = 'https://framerusercontent.com/sites/4kQxT2rZp9mVbN8cY1dE3f';
const IMG = 'https://framerusercontent.com/images';
const HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Framer/5b3e7d1',
  'cache-control': 'max-age=0, must-revalidate, public',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000',
  'alt-svc': 'h3=":443"; ma=86400',
  'x-framer-cache': 'HIT',
};

let k = 0x1a2b3c;
const fid = () => `framer-${(k = (k * 1103515245 + 12345) % 2147483648).toString(36).slice(0, 7)}`;
const frame = (inner: string, name: string, style = 'display:flex;flex-direction:column') =>
  `<div class="${fid()}" data-framer-name="${name}" style="${style}">${inner}</div>`;
const rich = (tag: string, html: string, preset = 'framer-styles-preset-1wicq5s') =>
  `<div class="${fid()}" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none"><${tag} class="framer-text ${preset}" data-styles-preset="${preset.slice(-9)}">${html}</${tag}></div>`;
const link = (href: string, label: string, ext = false) =>
  `<a class="${fid()} framer-${ext ? 'ext' : 'int'}-link" data-framer-name="Button" href="${href}"${ext ? ' target="_blank" rel="noopener"' : ''} tabindex="0"><div class="${fid()}" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:center;flex-shrink:0;transform:none"><p class="framer-text">${label}</p></div></a>`;
const pic = (src: string, alt: string, w = 600, h = 400) =>
  `<div class="${fid()}" data-framer-name="Image" style="position:relative"><div style="position:absolute;border-radius:inherit;top:0;right:0;bottom:0;left:0" data-framer-background-image-wrapper="true"><img decoding="async" width="${w}" height="${h}" sizes="(min-width: 1200px) ${w}px, 100vw" srcset="${IMG}/${src}?scale-down-to=512 512w,${IMG}/${src} ${w}w" src="${IMG}/${src}" alt="${alt}" style="display:block;width:100%;height:100%;border-radius:inherit;object-position:center;object-fit:cover"></div></div>`;

const CSS_PARTS = [
  'html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}*{box-sizing:border-box;-webkit-font-smoothing:inherit}h1,h2,h3,h4,h5,h6,p,figure{margin:0}body,input,textarea,select,button{font-size:12px;font-family:sans-serif}body{--token-0f1a2b3c-4d5e-6f70-8192-a3b4c5d6e7f8:#0f3d2e;--token-1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809:#f6f3ec;--token-2b3c4d5e-6f70-8192-a3b4-c5d6e7f8091a:#ffb020;--token-3c4d5e6f-7081-92a3-b4c5-d6e7f8091a2b:#5c6b64}',
  '#__framer-badge-container{position:fixed;bottom:0;padding:20px;width:100%;display:flex;justify-content:right;pointer-events:none;z-index:314159}.__framer-badge{pointer-events:auto}',
  '@font-face{font-family:Inter;font-style:normal;font-weight:400;font-display:swap;src:url(https://framerusercontent.com/assets/5vvr9Vy74if2I6bQbJvbw7SY1pQ.woff2) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
  '@font-face{font-family:Inter;font-style:normal;font-weight:600;font-display:swap;src:url(https://framerusercontent.com/assets/hyOgCu0Xnghbimh0pE8QTvtt2AU.woff2) format("woff2")}',
  '@font-face{font-family:"Bricolage Grotesque";font-style:normal;font-weight:700;font-display:swap;src:url(https://framerusercontent.com/assets/Xq2bLkP9ZrT4vN1mC8eY0a3sW.woff2) format("woff2")}',
  '.framer-styles-preset-1wicq5s:not(.rich-text-wrapper),.framer-styles-preset-1wicq5s.rich-text-wrapper p{--framer-font-family:"Inter",sans-serif;--framer-font-size:18px;--framer-font-weight:400;--framer-letter-spacing:0em;--framer-line-height:1.6em;--framer-paragraph-spacing:20px;--framer-text-alignment:start;--framer-text-color:var(--token-3c4d5e6f-7081-92a3-b4c5-d6e7f8091a2b,#5c6b64);--framer-text-decoration:none;--framer-text-transform:none}',
  '.framer-styles-preset-h1x9k2a:not(.rich-text-wrapper),.framer-styles-preset-h1x9k2a.rich-text-wrapper h1{--framer-font-family:"Bricolage Grotesque",sans-serif;--framer-font-size:64px;--framer-font-weight:700;--framer-letter-spacing:-0.03em;--framer-line-height:1.05em;--framer-text-color:var(--token-0f1a2b3c-4d5e-6f70-8192-a3b4c5d6e7f8,#0f3d2e)}',
  '@media (max-width:1199px) and (min-width:810px){.framer-styles-preset-h1x9k2a:not(.rich-text-wrapper),.framer-styles-preset-h1x9k2a.rich-text-wrapper h1{--framer-font-size:52px}}@media (max-width:809px) and (min-width:0px){.framer-styles-preset-h1x9k2a:not(.rich-text-wrapper),.framer-styles-preset-h1x9k2a.rich-text-wrapper h1{--framer-font-size:40px}}',
  '.framer-styles-preset-h2m3n4b:not(.rich-text-wrapper),.framer-styles-preset-h2m3n4b.rich-text-wrapper h2{--framer-font-family:"Bricolage Grotesque",sans-serif;--framer-font-size:42px;--framer-font-weight:700;--framer-letter-spacing:-0.02em;--framer-line-height:1.1em;--framer-text-color:var(--token-0f1a2b3c-4d5e-6f70-8192-a3b4c5d6e7f8,#0f3d2e)}',
  '.framer-styles-preset-h3p5q6c:not(.rich-text-wrapper),.framer-styles-preset-h3p5q6c.rich-text-wrapper h3{--framer-font-family:"Inter",sans-serif;--framer-font-size:22px;--framer-font-weight:600;--framer-line-height:1.3em;--framer-text-color:var(--token-0f1a2b3c-4d5e-6f70-8192-a3b4c5d6e7f8,#0f3d2e)}',
  '.framer-text{font-family:var(--framer-font-family,Inter,sans-serif);font-size:var(--framer-font-size,16px);font-weight:var(--framer-font-weight,400);letter-spacing:var(--framer-letter-spacing,0);line-height:var(--framer-line-height,1.2em);color:var(--framer-text-color,#000);text-align:var(--framer-text-alignment,start)}',
  'a.framer-int-link,a.framer-ext-link{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:48px;padding:0 22px;border-radius:999px;background:var(--token-0f1a2b3c-4d5e-6f70-8192-a3b4c5d6e7f8,#0f3d2e);text-decoration:none;will-change:transform}a.framer-int-link p,a.framer-ext-link p{--framer-text-color:#fff;font-weight:600}',
  '[data-framer-name="Section"]{width:100%;max-width:1200px;margin:0 auto;padding:100px 40px;gap:40px;position:relative;overflow:visible}[data-framer-name="Grid"]{display:grid!important;grid-template-columns:repeat(3,minmax(50px,1fr));gap:24px}[data-framer-name="Card"]{background:#fff;border-radius:20px;padding:32px;gap:12px;box-shadow:0 1px 2px rgba(15,61,46,.06),0 8px 24px rgba(15,61,46,.06)}',
  '[data-framer-name="Logos"]{display:flex!important;flex-direction:row!important;flex-wrap:wrap;align-items:center;justify-content:center;gap:48px}[data-framer-name="Logos"] img{height:36px;width:auto;filter:grayscale(1);opacity:.8}',
  '@media (max-width:809px){[data-framer-name="Grid"]{grid-template-columns:1fr}[data-framer-name="Section"]{padding:64px 20px}}',
  '.framer-nav{position:sticky;top:0;z-index:10;display:flex;align-items:center;justify-content:space-between;height:72px;padding:0 40px;background:rgba(246,243,236,.85);backdrop-filter:blur(10px)}.framer-nav nav{display:flex;gap:28px}.framer-nav nav a{text-decoration:none;color:#0f3d2e;font:500 15px Inter,sans-serif}',
  '.framer-footer{background:#0f3d2e;color:#d9e6df;padding:72px 40px 32px}.framer-footer a{color:#fff;text-decoration:none}.framer-footer [data-framer-name="Columns"]{display:grid!important;grid-template-columns:2fr 1fr 1fr 1fr;gap:32px;max-width:1200px;margin:0 auto}',
];

const NAV = `<div class="framer-nav" data-framer-name="Navigation"><a href="./" class="${fid()}" aria-label="Voorraadvink"><img src="${IMG}/vK9xQm2bL7pT3rZ0aW5yN1cE.svg" alt="Voorraadvink" width="150" height="32"></a><nav><a href="./functies">Functies</a><a href="./prijzen">Prijzen</a><a href="./klantverhalen">Klantverhalen</a><a href="./over-ons">Over ons</a><a href="./contact">Contact</a></nav>${link('https://app.voorraadvink.nl/aanmelden', '14 dagen gratis proberen', true)}</div>`;

const FOOTER = `<footer class="framer-footer" data-framer-name="Footer">${frame(
  frame(
    `<img src="${IMG}/Wq3mT8kZ1pR6vN0bX4yC2eA7.svg" alt="Voorraadvink" width="150" height="32" loading="lazy">` +
      rich('p', 'Voorraadbeheer voor webshops die willen groeien zonder Excel. Gemaakt in Utrecht.'),
    'Brand',
  ) +
    frame(
      rich('p', '<strong>Product</strong>') +
        rich('p', '<a class="framer-text" href="./functies">Functies</a>') +
        rich('p', '<a class="framer-text" href="./prijzen">Prijzen</a>') +
        rich('p', '<a class="framer-text" href="https://help.voorraadvink.nl">Helpcentrum</a>') +
        rich('p', '<a class="framer-text" href="https://status.voorraadvink.nl">Status</a>'),
      'Col',
    ) +
    frame(
      rich('p', '<strong>Bedrijf</strong>') +
        rich('p', '<a class="framer-text" href="./over-ons">Over ons</a>') +
        rich('p', '<a class="framer-text" href="./klantverhalen">Klantverhalen</a>') +
        rich('p', '<a class="framer-text" href="https://werkenbij.voorraadvink.nl">Werken bij</a>') +
        rich('p', '<a class="framer-text" href="./contact">Contact</a>'),
      'Col',
    ) +
    frame(
      rich('p', '<strong>Contact</strong>') +
        rich('p', '<a class="framer-text" href="mailto:hallo@voorraadvink.nl">hallo@voorraadvink.nl</a>') +
        rich('p', '<a class="framer-text" href="tel:+31302041188">030 204 11 88</a>') +
        rich(
          'p',
          '<a class="framer-text" href="https://www.linkedin.com/company/voorraadvink" target="_blank" rel="noopener">LinkedIn</a> · <a class="framer-text" href="https://www.instagram.com/voorraadvink" target="_blank" rel="noopener">Instagram</a>',
        ),
      'Col',
    ),
  'Columns',
)}${frame(rich('p', '© 2024 Voorraadvink B.V. · KvK 84412907 · Oudegracht 212, 3511 NR Utrecht · <a class="framer-text" href="./privacy">Privacyverklaring</a> · <a class="framer-text" href="./voorwaarden">Algemene voorwaarden</a> · <a class="framer-text" href="./verwerkersovereenkomst">Verwerkersovereenkomst</a>'), 'Bottom')}</footer>`;

function layout(path: string, title: string, desc: string, body: string): string {
  const hydrate = JSON.stringify({
    routeId: `r${path.length}Xk${title.length}`,
    localeId: 'default',
    breakpoints: [
      { hash: '1ab2cd3', mediaQuery: '(min-width: 1200px)' },
      { hash: '9xk2m1q', mediaQuery: '(min-width: 810px) and (max-width: 1199px)' },
      { hash: 'p0z7w4e', mediaQuery: '(max-width: 809px)' },
    ],
  }).replace(/"/g, '&quot;');
  return `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Jun 10, 2024, 14:22 (UTC) -->
<html lang="nl">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">
    <meta name="generator" content="Framer 8c0e2f4">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <meta name="framer-search-index" content="${SITE}/searchIndex-Jf3kL0pQ.json">
    <link href="${IMG}/Tn4pX8qW2mK6vB0cZ3yR7eL1.png" rel="icon" media="(prefers-color-scheme: light)">
    <link href="${IMG}/Hs5kQ1wN9bV3mC7xZ0pL2tY4.png" rel="icon" media="(prefers-color-scheme: dark)">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${desc}">
    <meta property="og:image" content="${IMG}/Og7Voorraadvink1200x630Xk2.png">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://voorraadvink.nl${path === '/' ? '/' : path}">
    <meta name="robots" content="max-image-preview:large">
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3f7a1c2e-9b0d-4e6a-8c5f-1d2b3a4e5f60" data-blockingmode="auto" type="text/javascript"></script>
    <script>(function(l,e,a,d,i,n,f,o){if(!l[i]){l.GlobalLeadinfoNamespace=l.GlobalLeadinfoNamespace||[];l.GlobalLeadinfoNamespace.push(i);l[i]=function(){(l[i].q=l[i].q||[]).push(arguments)};l[i].t=l[i].t||n;l[i].q=l[i].q||[];o=e.createElement(a);f=e.getElementsByTagName(a)[0];o.async=1;o.src=d;f.parentNode.insertBefore(o,f);}}(window,document,'script','https://cdn.leadinfo.net/ping.js','leadinfo','LI-6641F0A2B3C4D'));</script>
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/react.BmwB7LHP.mjs">
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/rolldown-runtime.CXd3Qm1y.mjs">
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/framer.Cq2v0kRt.mjs">
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/motion.D5nT2pWq.mjs">
    <link rel="modulepreload" fetchpriority="low" href="${SITE}/shared-lib.Ba8xL0vZ.mjs">
    <style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-1ab2cd3{display:none!important}}@media(min-width: 810px) and (max-width: 1199px){.hidden-9xk2m1q{display:none!important}}@media(max-width: 809px){.hidden-p0z7w4e{display:none!important}}</style>
    <style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-nav framer-footer PropertyOverrides">${CSS_PARTS.join('')}</style>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-QW4V7NZ2KD"></script>
    <script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-QW4V7NZ2KD', { 'anonymize_ip': true });</script>
</head>
<body>
    <div id="main" data-framer-hydrate-v2="${hydrate}" data-framer-ssr-released-at="2024-06-10T12:01:22.531Z" data-framer-page-optimized-at="2024-06-10T14:22:40.118Z" data-framer-generated-page><div class="framer-${path === '/' ? 'home' : path.slice(1)}-page framer-1k3a9x" style="min-height:100vh;width:auto;display:contents">${NAV}${body}${FOOTER}</div><div id="template-overlay"></div></div>
    <script type="module" async data-framer-bundle="main" fetchpriority="low" src="${SITE}/script_main.Bv7xQk2L.mjs"></script>
    <div id="svg-templates" style="position: absolute; overflow: hidden; bottom: 0; left: 0; width: 0; height: 0; z-index: 0; contain: strict" aria-hidden="true"></div>
</body>
</html>`;
}

const section = (inner: string, name = 'Section') => frame(inner, name, 'display:flex;flex-direction:column;align-items:center');
const card = (title: string, text: string) => frame(rich('h3', title, 'framer-styles-preset-h3p5q6c') + rich('p', text), 'Card');

const home = layout(
  '/',
  'Voorraadvink – Voorraadbeheer voor webshops',
  'Voorraadvink synchroniseert je voorraad tussen je webshop, bol.com en je magazijn. Nooit meer uitverkocht verkopen. Probeer 14 dagen gratis.',
  section(
    rich('p', 'Voorraadbeheer voor webshops', 'framer-styles-preset-1wicq5s') +
      rich('h1', 'Nooit meer “sorry, toch uitverkocht”.', 'framer-styles-preset-h1x9k2a') +
      rich(
        'p',
        'Voorraadvink houdt je voorraad automatisch gelijk tussen je webshop, bol.com en je magazijn. Met inkoopadviezen, locatiebeheer en een scanner-app voor je magazijnteam.',
      ) +
      frame(
        link('https://app.voorraadvink.nl/aanmelden', 'Probeer 14 dagen gratis', true) + link('./contact', 'Plan een demo'),
        'Buttons',
        'display:flex;flex-direction:row;gap:12px',
      ) +
      pic('Hx8Qn3vT1mZ5pK9bW2cY7eR4.png', 'Voorraadvink dashboard met voorraadniveaus per kanaal', 1200, 760),
    'Hero',
  ) +
    section(
      rich('p', 'Meer dan 1.100 webshops gebruiken Voorraadvink') +
        frame(
          ['detheefabriek', 'fietsonderdelendirect', 'kaasboerderij-de-vlist', 'lampenlab', 'studio-stoer', 'kattenbrokjes']
            .map((c) => `<img src="${IMG}/cust-${c}-Xk2.svg" alt="${c}" width="140" height="36" loading="lazy">`)
            .join(''),
          'Logos',
        ),
      'Customers',
    ) +
    section(
      rich('h2', 'Alles wat je voorraad nodig heeft', 'framer-styles-preset-h2m3n4b') +
        frame(
          card('Realtime synchronisatie', 'Verkocht via bol.com? Binnen 30 seconden is je webshopvoorraad bijgewerkt.') +
            card('Inkoopadvies', 'Op basis van verkoopsnelheid en levertijden weet je precies wat je wanneer moet bestellen.') +
            card('Magazijnapp', 'Ontvangsten, tellingen en picklijsten scannen met elke Android- of iOS-telefoon.') +
            card('Meerdere locaties', 'Beheer voorraad over winkel, magazijn en fulfilmentpartner.') +
            card('Bundels & sets', 'Verkoop cadeaupakketten zonder dubbel te tellen.') +
            card('Rapportages', 'Voorraadwaarde, omloopsnelheid en dode voorraad in één overzicht.'),
          'Grid',
        ),
    ) +
    section(
      rich('h2', 'Werkt samen met je favoriete tools', 'framer-styles-preset-h2m3n4b') +
        rich('p', 'Koppel Voorraadvink in een paar klikken aan je webshop, marktplaats, boekhouding en verzendsoftware.') +
        frame(
          [
            ['bol.com', 'https://partnerplatform.bol.com/koppelingen/voorraadvink/', 'bol'],
            ['Shopify', 'https://apps.shopify.com/voorraadvink', 'shopify'],
            ['WooCommerce', 'https://woocommerce.com/products/voorraadvink/', 'woocommerce'],
            ['Lightspeed eCom', 'https://www.lightspeedhq.nl/ecommerce/', 'lightspeed'],
            ['Exact Online', 'https://apps.exactonline.com/nl/nl-NL/V2/Apps/Voorraadvink', 'exact'],
            ['Sendcloud', 'https://www.sendcloud.com/nl/integraties/', 'sendcloud'],
          ]
            .map(
              ([n, h, f]) =>
                `<a class="${fid()}" data-framer-name="Logo" href="${h}" target="_blank" rel="noopener"><img src="${IMG}/int-${f}-Lq7.svg" alt="${n}" width="120" height="36" loading="lazy"></a>`,
            )
            .join('') +
            `<div class="${fid()}" data-framer-name="Logo"><img src="${IMG}/int-moneybird-Lq7.svg" alt="Moneybird" width="120" height="36" loading="lazy"></div><div class="${fid()}" data-framer-name="Logo"><img src="${IMG}/int-postnl-Lq7.svg" alt="PostNL (binnenkort)" width="120" height="36" loading="lazy"></div>`,
          'Logos',
        ),
      'Integrations',
    ) +
    section(
      frame(
        rich(
          'p',
          '“Sinds Voorraadvink verkopen we niets meer wat we niet hebben. Dat scheelt ons tientallen annuleringen per maand op bol.com.”',
        ) + rich('p', '<strong>Marloes de Wit</strong> · eigenaar, De Theefabriek'),
        'Quote',
      ) +
        rich(
          'p',
          'Beoordeeld met een 4,8 op <a class="framer-text" href="https://nl.trustpilot.com/review/voorraadvink.nl" target="_blank" rel="noopener">Trustpilot</a> · Bekend van <a class="framer-text" href="https://www.emerce.nl/nieuws/voorraadvink-haalt-groeikapitaal-op" target="_blank" rel="noopener">Emerce</a> en <a class="framer-text" href="https://www.twinklemagazine.nl/2024/03/voorraadvink-bol-koppeling/" target="_blank" rel="noopener">Twinkle</a>',
        ),
      'Testimonial',
    ),
);

const functies = layout(
  '/functies',
  'Functies – Voorraadvink',
  'Realtime voorraadsynchronisatie, inkoopadvies, magazijnapp, locaties, bundels en rapportages. Ontdek alle functies van Voorraadvink.',
  section(
    rich('h1', 'Alle functies', 'framer-styles-preset-h1x9k2a') +
      rich('p', 'Van één webshop met een schuurtje vol dozen tot vijf verkoopkanalen en een fulfilmentpartner: Voorraadvink groeit mee.'),
    'Hero',
  ) +
    section(
      frame(
        card(
          'Kanaalsynchronisatie',
          'Voorraad wordt bij iedere verkoop, retour of telling direct naar al je kanalen gestuurd. Stel per kanaal een buffer in.',
        ) +
          card(
            'Inkoopadvies & inkooporders',
            'Voorspellingen op basis van seizoen, verkoopsnelheid en levertijd. Maak inkooporders en mail ze direct naar je leverancier.',
          ) +
          card('Ontvangsten scannen', 'Scan binnenkomende dozen met de app, verwerk afwijkingen en zet producten meteen op locatie.') +
          card('Tellingen', 'Cyclische tellingen per gang of productgroep, zonder je webshop te sluiten.') +
          card('Picklijsten', 'Optimale looproute door je magazijn, gesorteerd op locatie.') +
          card('Bundels, sets & varianten', 'Samengestelde producten en varianten met automatisch berekende beschikbaarheid.') +
          card('Meerdere magazijnen', 'Winkel, magazijn en externe fulfilment in één overzicht.') +
          card('Rapportages', 'Voorraadwaarde (FIFO), omloopsnelheid, dode voorraad en marge per product.') +
          card('API & webhooks', 'Bouw je eigen koppelingen met onze REST-API.'),
        'Grid',
      ),
    ) +
    section(
      rich('h2', 'Veilig en betrouwbaar', 'framer-styles-preset-h2m3n4b') +
        rich(
          'p',
          'Je gegevens staan op servers in Nederland, versleuteld opgeslagen en dagelijks geback-upt. We werken volgens de AVG en sluiten standaard een verwerkersovereenkomst met je af.',
        ),
    ),
);

const prijzen = layout(
  '/prijzen',
  'Prijzen – Voorraadvink',
  'Voorraadvink kost vanaf € 29 per maand. Geen opstartkosten, maandelijks opzegbaar. Probeer 14 dagen gratis.',
  section(
    rich('h1', 'Eerlijke prijzen, maandelijks opzegbaar', 'framer-styles-preset-h1x9k2a') +
      rich('p', 'Alle prijzen zijn exclusief btw. Geen opstartkosten, geen kosten per order.'),
    'Hero',
  ) +
    section(
      frame(
        card('Start – € 29 p/m', 'Tot 500 producten · 1 verkoopkanaal · 1 locatie · e-mailsupport') +
          card('Groei – € 69 p/m', 'Tot 5.000 producten · 4 verkoopkanalen · 3 locaties · inkoopadvies · magazijnapp') +
          card('Pro – € 149 p/m', 'Onbeperkt producten en kanalen · API-toegang · persoonlijke onboarding · telefonische support'),
        'Grid',
      ),
    ) +
    section(
      rich('h2', 'Veelgestelde vragen', 'framer-styles-preset-h2m3n4b') +
        frame(
          card('Kan ik maandelijks opzeggen?', 'Ja, je abonnement loopt per maand en is altijd opzegbaar.') +
            card('Hoe betaal ik?', 'Via iDEAL, creditcard of automatische incasso. Betalingen worden veilig verwerkt door Mollie.') +
            card('Helpen jullie met overstappen?', 'Ja, we importeren je producten en voorraad gratis vanuit Excel of je huidige systeem.'),
          'Grid',
        ) +
        frame(
          `<img src="${IMG}/pay-ideal-Kp1.svg" alt="iDEAL" width="48" height="32" loading="lazy"><img src="${IMG}/pay-visa-Kp1.svg" alt="Visa" width="48" height="32" loading="lazy"><img src="${IMG}/pay-mastercard-Kp1.svg" alt="Mastercard" width="48" height="32" loading="lazy"><img src="${IMG}/pay-sepa-Kp1.svg" alt="SEPA incasso" width="48" height="32" loading="lazy">`,
          'Logos',
        ),
    ),
);

const overOns = layout(
  '/over-ons',
  'Over ons – Voorraadvink',
  'Voorraadvink is in 2019 in Utrecht opgericht door twee ex-webshopeigenaren. Maak kennis met ons team en onze partners.',
  section(
    rich('h1', 'Wij zijn Voorraadvink', 'framer-styles-preset-h1x9k2a') +
      rich(
        'p',
        'Opgericht in 2019 door Sanne Verhoeven en Joost Bakker, die allebei een webshop hadden en allebei de fout ingingen met een Excel-lijst die net niet klopte.',
      ),
    'Hero',
  ) +
    section(
      frame(
        rich('h2', 'Ons verhaal', 'framer-styles-preset-h2m3n4b') +
          rich(
            'p',
            'Wat begon als een script dat de voorraad van Sannes theewebshop synchroniseerde met bol.com, is nu software voor meer dan 1.100 webshops in Nederland en België. We zijn met 16 mensen, werken vanuit een grachtenpand aan de Oudegracht en zijn nog altijd zelf webshopnerds.',
          ) +
          rich(
            'p',
            'Grotere webshops die hulp willen bij de inrichting van hun magazijn en koppelingen verwijzen we door naar onze implementatiepartners. We werken nauw samen met <a class="framer-text" href="https://www.webwinkelwerk.nl" target="_blank" rel="noopener">Webwinkelwerk</a> voor magazijninrichting en procesadvies, en met e-commercebureau <a class="framer-text" href="https://stroomlijndigital.nl" target="_blank" rel="noopener">Stroomlijn Digital</a> voor maatwerkkoppelingen en migraties van Lightspeed en WooCommerce.',
          ) +
          rich(
            'p',
            'Voorraadvink is lid van <a class="framer-text" href="https://www.nederlandict.nl" target="_blank" rel="noopener">Nederland ICT</a> en onderschrijft de Nederland ICT Voorwaarden. In 2023 haalden we groeikapitaal op bij <a class="framer-text" href="https://www.romutrechtregion.nl" target="_blank" rel="noopener">ROM Utrecht Region</a>.',
          ),
        'Story',
      ) + pic('Tm2Voorraadvink7Kq9Xb3.jpg', 'Het Voorraadvink-team op kantoor in Utrecht', 1000, 640),
    ) +
    section(
      rich('h2', 'Het team', 'framer-styles-preset-h2m3n4b') +
        frame(
          [
            ['Sanne Verhoeven', 'Medeoprichter & CEO'],
            ['Joost Bakker', 'Medeoprichter & CTO'],
            ['Fatima El Amrani', 'Head of Customer Success'],
            ['Thijs de Groot', 'Lead developer'],
            ['Lotte Jansen', 'Marketing'],
            ['Ravi Ramdin', 'Support'],
          ]
            .map(([n, r]) => card(n!, r!))
            .join(''),
          'Grid',
        ) +
        rich(
          'p',
          'Zin om ons team te versterken? Bekijk de vacatures op <a class="framer-text" href="https://werkenbij.voorraadvink.nl">werkenbij.voorraadvink.nl</a>.',
        ),
    ),
);

const klantverhalen = layout(
  '/klantverhalen',
  'Klantverhalen – Voorraadvink',
  'Lees hoe webshops als De Theefabriek, Fietsonderdelen Direct en Lampenlab hun voorraad onder controle kregen met Voorraadvink.',
  section(
    rich('h1', 'Klantverhalen', 'framer-styles-preset-h1x9k2a') +
      rich('p', 'Webshops vertellen hoe ze met Voorraadvink tijd besparen en minder nee hoeven te verkopen.'),
    'Hero',
  ) +
    section(
      frame(
        [
          [
            'De Theefabriek',
            'https://www.detheefabriek-webshop.nl',
            'Van 40 annuleringen per maand naar nul, dankzij realtime synchronisatie met bol.com.',
          ],
          [
            'Fietsonderdelen Direct',
            'https://www.fietsonderdelendirect.nl',
            '12.000 artikelen op drie locaties, inkoop volledig op basis van inkoopadvies.',
          ],
          [
            'Kaasboerderij De Vlist',
            'https://www.kaasboerderijdevlist.nl',
            'Winkel, webshop en markt met één voorraad, inclusief cadeaupakketten als bundels.',
          ],
          ['Lampenlab', 'https://lampenlab.nl', 'Overstap van Excel in één weekend; picktijd per order 35% korter.'],
          ['Studio Stoer', 'https://studiostoer.nl', 'Voorraad gedeeld met fulfilmentpartner en eigen showroom.'],
          ['Kattenbrokjes.nl', 'https://www.kattenbrokjes.nl', 'Abonnementen en losse verkoop zonder dubbeltellingen.'],
        ]
          .map(([n, u, t]) =>
            frame(
              rich('h3', n!, 'framer-styles-preset-h3p5q6c') +
                rich('p', t!) +
                rich('p', `<a class="framer-text" href="${u}" target="_blank" rel="noopener">Bekijk de webshop</a>`),
              'Card',
            ),
          )
          .join(''),
        'Grid',
      ),
    ),
);

const contact = layout(
  '/contact',
  'Contact – Voorraadvink',
  'Vragen over Voorraadvink? Plan een demo of neem contact op met ons team in Utrecht.',
  section(
    rich('h1', 'Contact', 'framer-styles-preset-h1x9k2a') +
      rich('p', 'We reageren op werkdagen binnen vier uur. Liever direct bellen? Dat kan ook.'),
    'Hero',
  ) +
    section(
      frame(
        card(
          'Demo plannen',
          'In 30 minuten laten we zien hoe Voorraadvink werkt met jouw kanalen. <a class="framer-text" href="https://calendly.com/voorraadvink/demo" target="_blank" rel="noopener">Kies een moment</a>.',
        ) +
          card(
            'Support',
            'Mail <a class="framer-text" href="mailto:support@voorraadvink.nl">support@voorraadvink.nl</a> of bekijk het <a class="framer-text" href="https://help.voorraadvink.nl">helpcentrum</a>.',
          ) +
          card('Bezoekadres', 'Oudegracht 212, 3511 NR Utrecht. Bel 030 204 11 88.'),
        'Grid',
      ) +
        `<form class="${fid()}" data-framer-name="Form" action="https://api.framer.com/forms/v1/forms/8f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b/submit" method="POST"><label class="${fid()}"><p class="framer-text">Naam</p><input type="text" name="Naam" required class="framer-form-text-input"></label><label class="${fid()}"><p class="framer-text">E-mail</p><input type="email" name="Email" required class="framer-form-text-input"></label><label class="${fid()}"><p class="framer-text">Webshop-URL</p><input type="url" name="Webshop" class="framer-form-text-input"></label><label class="${fid()}"><p class="framer-text">Bericht</p><textarea name="Bericht" class="framer-form-text-input"></textarea></label><button type="submit" class="framer-int-link"><p class="framer-text">Versturen</p></button></form>`,
    ),
);

export const site: CorpusSite = {
  domain: 'voorraadvink.nl',
  covers:
    'Framer (framerusercontent.com bundles, generator comment/meta, SSR CSS), Cookiebot, gtag.js, fetchpriority hints, HTTP/3 alt-svc, inline Leadinfo snippet (not fingerprinted); Dutch SaaS with a handful of partners only: integration logo row on the home page (Moneybird and PostNL name-only) and implementation partners plus Nederland ICT membership in About prose; customer webshop links, Mollie/iDEAL, Trustpilot, press, ROM investor, Calendly, careers subdomain as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/functies': { headers: HEADERS, html: functies },
    '/prijzen': { headers: HEADERS, html: prijzen },
    '/over-ons': { headers: HEADERS, html: overOns },
    '/klantverhalen': { headers: HEADERS, html: klantverhalen },
    '/contact': { headers: HEADERS, html: contact },
  },
  technologies: [
    'framer-sites',
    'react',
    'cookiebot',
    'google-analytics',
    'google-tag-manager',
    'calendly',
    'priority-hints',
    'http-3',
    'hsts',
    'open-graph',
  ],
  partners: {
    'bol.com': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'lightspeedhq.nl': 'technology',
    'exactonline.com': 'technology',
    'sendcloud.com': 'technology',
    'webwinkelwerk.nl': 'channel',
    'stroomlijndigital.nl': 'channel',
    'nederlandict.nl': 'generic',
  },
};
