import type { CorpusSite } from '../corpus/types.js';

const CDN = 'https://cdn.shopify.com/oxygen-v2/30512/18847/39021/682914';
const FILES = 'https://cdn.shopify.com/s/files/1/0612/3456/7890/files';

const hydrogenHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'powered-by': 'Shopify-Hydrogen',
  'oxygen-full-page-cache': 'uncacheable',
  'x-request-id': '4f1c9a2e-7b3d-4e8f-a1c5-9d2e6f0b3a71',
  'cache-control': 'public, max-age=1, stale-while-revalidate=9',
  vary: 'Accept-Encoding',
};

const shell = (opts: { title: string; description: string; route: string; body: string; loaderData: string }) =>
  `<!DOCTYPE html><html lang="fr-CA"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>${opts.title}</title><meta name="description" content="${opts.description}"/><meta property="og:title" content="${opts.title}"/><meta property="og:type" content="website"/><meta property="og:image" content="${FILES}/nordet-og.jpg?v=1709312245"/><link rel="stylesheet" href="${CDN}/assets/reset-Bx8YvC2q.css"/><link rel="stylesheet" href="${CDN}/assets/app-Cq3m7LzA.css"/><link rel="preconnect" href="https://cdn.shopify.com"/><link rel="preconnect" href="https://shop.app"/><link rel="icon" type="image/svg+xml" href="${CDN}/assets/favicon-DfS1k9Qe.svg"/><link rel="modulepreload" href="${CDN}/assets/manifest-3f7a9c1e.js"/><link rel="modulepreload" href="${CDN}/assets/entry.client-DkV4ZQ2m.js"/><link rel="modulepreload" href="${CDN}/assets/components-Ba9xT3wQ.js"/><link rel="modulepreload" href="${CDN}/assets/root-CwL8mH1s.js"/><script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XkR7pQ"></script></head><body><div class="announcement-bar">Livraison gratuite au Canada dès 150 $ · Retours faciles 60 jours</div><header class="header"><a class="header-logo" href="/" aria-label="Nordet – accueil"><img src="${FILES}/nordet-logo.svg?v=1698431200" alt="Nordet" width="132" height="36"/></a><nav class="header-menu-desktop" role="navigation"><a class="header-menu-item" href="/collections/femmes">Femmes</a><a class="header-menu-item" href="/collections/hommes">Hommes</a><a class="header-menu-item" href="/collections/enfants">Enfants</a><a class="header-menu-item" href="/pages/detaillants">Trouver un détaillant</a><a class="header-menu-item" href="/pages/a-propos">Notre histoire</a><a class="header-menu-item" href="/blogs/journal">Journal</a></nav><div class="header-ctas"><a href="/en${opts.route === '/' ? '' : opts.route}" hreflang="en-CA">EN</a><a href="/account">Compte</a><a href="/cart">Panier (0)</a></div></header><main>${opts.body}</main><footer class="footer"><div class="footer-menu"><section><h3>Aide</h3><a href="/pages/livraison">Livraison et retours</a><a href="/pages/guide-des-tailles">Guide des tailles</a><a href="/pages/garantie">Garantie</a><a href="/pages/contact">Nous joindre</a></section><section><h3>Nordet</h3><a href="/pages/a-propos">Notre histoire</a><a href="/pages/ambassadeurs">Ambassadeurs</a><a href="/pages/entreprises">Programme corporatif</a><a href="/pages/carrieres">Carrières</a><a href="/pages/detaillants">Détaillants</a></section><section><h3>Suivez-nous</h3><a href="https://www.instagram.com/nordet.bottes/" target="_blank" rel="noopener noreferrer">Instagram</a><a href="https://www.facebook.com/nordetbottes" target="_blank" rel="noopener noreferrer">Facebook</a><a href="https://www.tiktok.com/@nordet.bottes" target="_blank" rel="noopener noreferrer">TikTok</a></section></div><p class="footer-legal">© 2024 Chaussures Nordet inc. · 855, boulevard Charest Ouest, Québec (Québec) G1N 2C9 · Expédition par <a href="https://www.canadapost-postescanada.ca/" target="_blank" rel="noopener noreferrer">Postes Canada</a></p></footer><script>window.__remixContext = {"basename":"/","future":{"v3_fetcherPersist":true,"v3_relativeSplatPath":true,"v3_throwAbortReason":true,"v3_lazyRouteDiscovery":true,"v3_singleFetch":false,"unstable_optimizeDeps":false},"isSpaMode":false,"state":{"loaderData":{"root":{"publicStoreDomain":"nordet-chaussures.myshopify.com","shop":{"shopId":"gid://shopify/Shop/61234567890","acceptedLanguage":"FR","currency":"CAD","hydrogenSubchannelId":"1000012345"},"consent":{"checkoutDomain":"checkout.nordet.ca","storefrontAccessToken":"9f2c1e7a4b8d3f6a0c5e2b9d7a1f4c8e","withPrivacyBanner":true,"country":"CA","language":"FR"},"header":{"shop":{"name":"Nordet","primaryDomain":{"url":"https://nordet.ca"}}}},"${opts.route === '/' ? 'routes/($locale)._index' : 'routes/($locale).pages.$handle'}":${opts.loaderData}},"actionData":null,"errors":null}};__remixContext.p = function(v,e,p,x) {
  if (typeof e !== 'undefined') {
    x=new Error("Unexpected Server Error");
    x.stack=undefined;
    p=Promise.reject(x);
  } else {
    p=Promise.resolve(v);
  }
  return p;
};</script><script type="module" async="">import "${CDN}/assets/manifest-3f7a9c1e.js";
import * as route0 from "${CDN}/assets/root-CwL8mH1s.js";
window.__remixRouteModules = {"root":route0};

import("${CDN}/assets/entry.client-DkV4ZQ2m.js");</script></body></html>`;

const retailers = `[
{"id":"gid://shopify/Metaobject/1101","nom":"Sports Experts","region":"Québec","ville":"Plusieurs succursales","siteWeb":"https://www.sportsexperts.ca/fr-CA/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1102","nom":"SAIL","region":"Québec","ville":"Plusieurs succursales","siteWeb":"https://www.sail.ca/fr/?utm_source=nordet&utm_medium=referral","type":"magasin"},
{"id":"gid://shopify/Metaobject/1103","nom":"La Cordée","region":"Québec","ville":"Montréal, Laval, Québec","siteWeb":"https://www.lacordee.com/fr/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1104","nom":"Boutique Le Pied Nordique","region":"Québec","ville":"Sherbrooke","adresse":"2150, rue King Ouest","siteWeb":"https://piednordique.ca","type":"magasin"},
{"id":"gid://shopify/Metaobject/1105","nom":"Chaussures Pierre-Yves","region":"Québec","ville":"Rimouski","adresse":"419, boulevard Jessop","siteWeb":"https://www.chaussurespy.com/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1106","nom":"Atmosphere","region":"Québec","ville":"Plusieurs succursales","siteWeb":"https://www.atmosphere.ca/fr/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1201","nom":"Sporting Life","region":"Ontario","ville":"Toronto, Ottawa","siteWeb":"https://www.sportinglife.ca/en-CA/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1202","nom":"Nordic Sole Footwear","region":"Ontario","ville":"Ottawa","adresse":"1180 Bank Street","siteWeb":"https://nordicsole.ca/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1301","nom":"Chaussures Boudreau","region":"Nouveau-Brunswick","ville":"Moncton","adresse":"560, rue Main","siteWeb":null,"type":"magasin"},
{"id":"gid://shopify/Metaobject/1401","nom":"Mountain Boot Co.","region":"États-Unis","ville":"Burlington (Vermont)","adresse":"96 Church Street","siteWeb":"https://mountainbootco.com/","type":"magasin"},
{"id":"gid://shopify/Metaobject/1501","nom":"Altitude Sports","region":"En ligne","ville":"Livraison partout au Canada","siteWeb":"https://www.altitude-sports.com/fr/brands/nordet","type":"en-ligne"},
{"id":"gid://shopify/Metaobject/1502","nom":"Simons","region":"En ligne","ville":"simons.ca et magasins","siteWeb":"https://www.simons.ca/fr/","type":"en-ligne"}
]`;

const card = (name: string, city: string, url: string) =>
  `<li class="retailer-card"><h3>${name}</h3><p>${city}</p><a href="${url}" target="_blank" rel="noopener noreferrer" class="button-secondary">Visiter le site</a></li>`;

export const site: CorpusSite = {
  domain: 'nordet.ca',
  otherDomains: ['nordet-chaussures.myshopify.com'],
  covers:
    'Canadian-French Shopify Hydrogen (Remix) winter-boot store: a retailer locator whose server HTML renders only the Québec retailers while the full list (other provinces, USA, online, one without website) lives in the inline __remixContext loader JSON; traps in ambassadors, corporate customers, suppliers and B Corp, a blog post naming a care-product brand, shipping carrier, job board and social links.',
  pages: {
    '/': {
      headers: hydrogenHeaders,
      html: shell({
        title: 'Nordet – Bottes d’hiver fabriquées au Québec',
        description: 'Bottes d’hiver imperméables conçues et fabriquées à Québec. Confort jusqu’à -40 °C.',
        route: '/',
        body: `<section class="hero"><img src="${FILES}/hero-tempete.jpg?v=1709312245&amp;width=1600" alt="Botte Tempête dans la neige" width="1600" height="800"/><div class="hero-copy"><h1>Faites face à l’hiver</h1><p>Conçues à Québec, testées au Saguenay, fabriquées pour durer.</p><a class="button" href="/collections/femmes">Magasiner femmes</a><a class="button" href="/collections/hommes">Magasiner hommes</a></div></section><section class="featured-collection"><h2>Les incontournables</h2><div class="products-grid"><a class="product-item" href="/products/tempete-femme"><img src="${FILES}/tempete-femme.jpg?v=1709310000&amp;width=600" alt="Tempête – femme" loading="lazy"/><h4>Tempête – femme</h4><small>279,00 $</small></a><a class="product-item" href="/products/boreal-homme"><img src="${FILES}/boreal-homme.jpg?v=1709310000&amp;width=600" alt="Boréal – homme" loading="lazy"/><h4>Boréal – homme</h4><small>299,00 $</small></a><a class="product-item" href="/products/frimas-enfant"><img src="${FILES}/frimas-enfant.jpg?v=1709310000&amp;width=600" alt="Frimas – enfant" loading="lazy"/><h4>Frimas – enfant</h4><small>139,00 $</small></a></div></section><section class="promo"><h2>Essayez-les en boutique</h2><p>Plus de 40 détaillants au Canada offrent nos bottes.</p><a href="/pages/detaillants">Trouver un détaillant</a></section>`,
        loaderData: `{"featuredCollection":{"id":"gid://shopify/Collection/412345678901","handle":"incontournables","title":"Les incontournables"},"recommendedProducts":null}`,
      }),
    },
    '/pages/detaillants': {
      html: shell({
        title: 'Trouver un détaillant – Nordet',
        description: 'Essayez nos bottes chez un détaillant autorisé près de chez vous.',
        route: '/pages/detaillants',
        body: `<div class="page page-retailers"><header><h1>Trouver un détaillant</h1><p>Nos bottes sont offertes chez des détaillants autorisés au Canada et aux États-Unis, ainsi que chez deux boutiques en ligne partenaires. Choisissez votre région.</p></header><form class="retailer-filter" method="get"><label for="region">Région</label><select id="region" name="region"><option value="Québec" selected="">Québec</option><option value="Ontario">Ontario</option><option value="Nouveau-Brunswick">Nouveau-Brunswick</option><option value="États-Unis">États-Unis</option><option value="En ligne">En ligne</option></select></form><h2>Québec (6)</h2><ul class="retailer-list">${card('Sports Experts', 'Plusieurs succursales', 'https://www.sportsexperts.ca/fr-CA/')}${card('SAIL', 'Plusieurs succursales', 'https://www.sail.ca/fr/?utm_source=nordet&amp;utm_medium=referral')}${card('La Cordée', 'Montréal, Laval, Québec', 'https://www.lacordee.com/fr/')}${card('Boutique Le Pied Nordique', 'Sherbrooke – 2150, rue King Ouest', 'https://piednordique.ca')}${card('Chaussures Pierre-Yves', 'Rimouski – 419, boulevard Jessop', 'https://www.chaussurespy.com/')}${card('Atmosphere', 'Plusieurs succursales', 'https://www.atmosphere.ca/fr/')}</ul><p class="retailer-note">Vous êtes détaillant? Écrivez-nous à <a href="mailto:ventes@nordet.ca">ventes@nordet.ca</a>.</p></div>`,
        loaderData: `{"page":{"id":"gid://shopify/Page/98765432101","title":"Trouver un détaillant","handle":"detaillants","seo":{"title":"Trouver un détaillant","description":null}},"retailers":${retailers},"selectedRegion":"Québec"}`,
      }),
    },
    '/pages/a-propos': {
      html: shell({
        title: 'Notre histoire – Nordet',
        description: 'Une entreprise familiale de Québec qui fabrique des bottes d’hiver depuis 1979.',
        route: '/pages/a-propos',
        body: `<div class="page"><h1>Notre histoire</h1><div class="page-body"><p>Fondée en 1979 par Réjean Tremblay dans un petit atelier de Limoilou, Nordet fabrique aujourd’hui 60 000 paires par année dans son usine de Québec.</p><h2>Des matériaux choisis avec soin</h2><p>Nos semelles sont fabriquées par <a href="https://www.vibram.com/" target="_blank" rel="noopener noreferrer">Vibram</a>, nos cuirs proviennent de tanneries certifiées Leather Working Group et nos doublures en feutre sont tissées en Beauce.</p><h2>Certifiée B Corp</h2><p>Depuis 2022, Nordet est une entreprise <a href="https://www.bcorporation.net/fr-fr/find-a-b-corp/company/nordet" target="_blank" rel="noopener noreferrer">certifiée B Corp</a>.</p></div></div>`,
        loaderData: `{"page":{"id":"gid://shopify/Page/98765432102","title":"Notre histoire","handle":"a-propos"}}`,
      }),
    },
    '/pages/ambassadeurs': {
      html: shell({
        title: 'Ambassadeurs – Nordet',
        description: 'Ils portent Nordet dans les conditions les plus extrêmes.',
        route: '/pages/ambassadeurs',
        body: `<div class="page"><h1>Nos ambassadeurs</h1><div class="page-body"><ul class="ambassadors"><li><img src="${FILES}/amb-genevieve.jpg?v=1701" alt="Geneviève Lalonde" loading="lazy"/><h3>Geneviève Lalonde</h3><p>Musher, Yukon Quest 2024</p><a href="https://www.instagram.com/gen.lalonde.mush/" target="_blank" rel="noopener noreferrer">@gen.lalonde.mush</a></li><li><img src="${FILES}/amb-olivier.jpg?v=1701" alt="Olivier Côté" loading="lazy"/><h3>Olivier Côté</h3><p>Guide d’expédition au Nunavik</p><a href="https://www.youtube.com/@oliviercote.nord" target="_blank" rel="noopener noreferrer">Sa chaîne YouTube</a></li></ul><p>Nordet est aussi fière commanditaire de la <a href="https://www.classiqueinternationaledecanots.com/" target="_blank" rel="noopener noreferrer">course en canot à glace du Carnaval de Québec</a>.</p></div></div>`,
        loaderData: `{"page":{"id":"gid://shopify/Page/98765432103","title":"Nos ambassadeurs","handle":"ambassadeurs"}}`,
      }),
    },
    '/pages/entreprises': {
      html: shell({
        title: 'Programme corporatif – Nordet',
        description: 'Bottes de travail hivernales pour vos équipes.',
        route: '/pages/entreprises',
        body: `<div class="page"><h1>Programme corporatif</h1><div class="page-body"><p>Équipez vos employés extérieurs avec des bottes certifiées CSA. Ils nous font confiance :</p><div class="logo-row"><img src="${FILES}/client-hydroquebec.svg?v=1" alt="Hydro-Québec"/><img src="${FILES}/client-ville-quebec.svg?v=1" alt="Ville de Québec"/><img src="${FILES}/client-stm.svg?v=1" alt="STM"/></div><p>Demandez une soumission : <a href="mailto:corporatif@nordet.ca">corporatif@nordet.ca</a></p></div></div>`,
        loaderData: `{"page":{"id":"gid://shopify/Page/98765432104","title":"Programme corporatif","handle":"entreprises"}}`,
      }),
    },
    '/blogs/journal/entretien-du-cuir': {
      html: shell({
        title: 'Comment entretenir vos bottes en cuir – Journal Nordet',
        description: 'Nos conseils pour garder vos bottes imperméables tout l’hiver.',
        route: '/blogs/journal/entretien-du-cuir',
        body: `<article class="article"><h1>Comment entretenir vos bottes en cuir</h1><span>Publié le 14 novembre 2023</span><div class="article-body"><p>Le calcium est l’ennemi numéro un du cuir. Rincez vos bottes à l’eau tiède après chaque sortie en ville.</p><p>Pour réimperméabiliser, nous recommandons la cire <a href="https://www.nikwax.com/fr-ca/" target="_blank" rel="noopener noreferrer">Nikwax</a> ou tout produit à base de cire d’abeille. Évitez les sources de chaleur directe.</p></div></article>`,
        loaderData: `{"blog":{"articleByHandle":{"title":"Comment entretenir vos bottes en cuir","handle":"entretien-du-cuir","publishedAt":"2023-11-14T14:00:00Z"}}}`,
      }),
    },
    '/pages/carrieres': {
      html: shell({
        title: 'Carrières – Nordet',
        description: 'Joignez-vous à l’équipe Nordet à Québec.',
        route: '/pages/carrieres',
        body: `<div class="page"><h1>Carrières</h1><div class="page-body"><p>Nous recrutons des piqueuses et piqueurs, des opérateurs de production et un coordonnateur logistique.</p><p>Consultez nos offres sur <a href="https://www.jobillico.com/fr/entreprise/chaussures-nordet" target="_blank" rel="noopener noreferrer">Jobillico</a>.</p></div></div>`,
        loaderData: `{"page":{"id":"gid://shopify/Page/98765432105","title":"Carrières","handle":"carrieres"}}`,
      }),
    },
  },
  sitemap: [
    '/',
    '/pages/detaillants',
    '/pages/a-propos',
    '/pages/ambassadeurs',
    '/pages/entreprises',
    '/pages/carrieres',
    '/blogs/journal/entretien-du-cuir',
  ],
  technologies: ['hydrogen', 'shopify', 'react', 'vite', 'klaviyo', 'cart-functionality', 'open-graph'],
  partners: {
    'sportsexperts.ca': 'channel',
    'sail.ca': 'channel',
    'lacordee.com': 'channel',
    'piednordique.ca': 'channel',
    'chaussurespy.com': 'channel',
    'atmosphere.ca': 'channel',
    'sportinglife.ca': 'channel',
    'nordicsole.ca': 'channel',
    'mountainbootco.com': 'channel',
    'altitude-sports.com': 'channel',
    'simons.ca': 'channel',
  },
};
