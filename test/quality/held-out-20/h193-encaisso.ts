import type { CorpusSite } from '../corpus/types.js';

// Encaisso: French payment institution (paiement en ligne, TPE, paiement fractionné). Gatsby 5 on Netlify with
// inlined global CSS, Didomi, HubSpot, Crisp, GTM. Partner page as tabs (e-commerce modules, POS, accounting,
// agencies, institutional), a longer integrator table on a second page, one integration detail page. Card-brand
// badges, regulator, investors, press, customer websites as negatives.

const HEADERS: Record<string, string> = {
  server: 'Netlify',
  'x-nf-request-id': '01HZK3QW8TB5N2V7XJ4C9RMD6F',
  'content-type': 'text/html; charset=UTF-8',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '913',
};

const CSS = `:root{--c-ink:#10172a;--c-ink-2:#3b4763;--c-brand:#0b6e4f;--c-brand-2:#0f8a63;--c-accent:#ffb547;--c-bg:#fff;--c-bg-2:#f4f7f5;--c-line:#e1e7e4;--radius:14px;--shadow:0 6px 24px rgba(16,23,42,.08)}*,:after,:before{box-sizing:border-box}html{-webkit-text-size-adjust:100%;font-family:Manrope,system-ui,-apple-system,Segoe UI,Roboto,sans-serif;line-height:1.55}body{margin:0;color:var(--c-ink);background:var(--c-bg)}img{max-width:100%;height:auto;display:block}a{color:var(--c-brand);text-decoration:none}a:hover{text-decoration:underline}h1,h2,h3{line-height:1.2;font-weight:800;letter-spacing:-.01em}h1{font-size:clamp(2rem,4vw,3.2rem)}h2{font-size:clamp(1.5rem,2.6vw,2.2rem)}.layout-module--container--1c0Zq{max-width:1200px;margin:0 auto;padding:0 24px}.header-module--header--3XqLm{position:sticky;top:0;z-index:20;background:#fff;border-bottom:1px solid var(--c-line)}.header-module--inner--2Pz7d{display:flex;align-items:center;justify-content:space-between;height:72px}.header-module--menu--1wZkA{display:flex;gap:28px;list-style:none;margin:0;padding:0}.header-module--menu--1wZkA a{color:var(--c-ink);font-weight:600}.header-module--actions--3nKdE{display:flex;gap:12px}.button-module--btn--2vCxT{display:inline-flex;align-items:center;gap:8px;padding:12px 20px;border-radius:999px;font-weight:700;border:2px solid transparent;transition:background .2s}.button-module--primary--1mQxN{background:var(--c-brand);color:#fff}.button-module--primary--1mQxN:hover{background:var(--c-brand-2);text-decoration:none}.button-module--ghost--3Tn8B{border-color:var(--c-ink);color:var(--c-ink)}.hero-module--hero--2aRk0{padding:96px 0 72px;background:linear-gradient(180deg,var(--c-bg-2),#fff)}.hero-module--grid--1uV7w{display:grid;grid-template-columns:1.1fr .9fr;gap:48px;align-items:center}.hero-module--lede--3bH2s{font-size:1.2rem;color:var(--c-ink-2)}.tabs-module--list--2hQeP{display:flex;flex-wrap:wrap;gap:8px;border-bottom:1px solid var(--c-line);margin:0 0 32px;padding:0;list-style:none}.tabs-module--tab--1Zq9c{padding:12px 18px;border:0;background:none;font:inherit;font-weight:700;color:var(--c-ink-2);border-bottom:3px solid transparent;cursor:pointer}.tabs-module--tab--1Zq9c[aria-selected=true]{color:var(--c-brand);border-color:var(--c-brand)}.tabs-module--panel--3sXvL[hidden]{display:none}.partenaires-module--grid--2kF3a{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:20px;list-style:none;margin:0;padding:0}.partenaires-module--card--1bVdR{border:1px solid var(--c-line);border-radius:var(--radius);padding:24px;display:flex;flex-direction:column;gap:10px;background:#fff;box-shadow:var(--shadow)}.partenaires-module--logo--3Kp0s{height:40px;width:auto;object-fit:contain}.partenaires-module--badge--2tLcW{align-self:flex-start;font-size:.75rem;font-weight:700;padding:3px 10px;border-radius:999px;background:#e6f4ee;color:var(--c-brand)}.partenaires-module--city--1xG6n{color:var(--c-ink-2);font-size:.9rem}.table-module--table--3eJkB{width:100%;border-collapse:collapse}.table-module--table--3eJkB td,.table-module--table--3eJkB th{padding:14px 12px;border-bottom:1px solid var(--c-line);text-align:left;vertical-align:top}.table-module--table--3eJkB th{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;color:var(--c-ink-2)}.section-module--section--2mBtR{padding:80px 0}.section-module--tint--1Hc4e{background:var(--c-bg-2)}.footer-module--footer--1Yt7s{background:var(--c-ink);color:#c9d2e3;padding:64px 0 32px;font-size:.95rem}.footer-module--footer--1Yt7s a{color:#fff}.footer-module--cols--2Wm0p{display:grid;grid-template-columns:2fr repeat(4,1fr);gap:32px}.footer-module--cards--3fZ2a{display:flex;gap:10px;margin-top:20px;align-items:center}.footer-module--cards--3fZ2a img{height:24px;width:auto;background:#fff;border-radius:4px;padding:3px}.footer-module--legal--1b0Ke{display:flex;flex-wrap:wrap;gap:18px;margin-top:40px;padding-top:24px;border-top:1px solid #2a3550;font-size:.85rem}.pricing-module--grid--2Nq4x{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}.pricing-module--card--3Lp8v{border:1px solid var(--c-line);border-radius:var(--radius);padding:32px}.pricing-module--rate--1Gx5m{font-size:2.4rem;font-weight:800}.faq-module--item--2tV9c{border-bottom:1px solid var(--c-line);padding:18px 0}.faq-module--item--2tV9c summary{font-weight:700;cursor:pointer}@media (max-width:900px){.hero-module--grid--1uV7w,.footer-module--cols--2Wm0p,.pricing-module--grid--2Nq4x{grid-template-columns:1fr}.header-module--menu--1wZkA{display:none}}`;

const STATIC = '/static';
const img = (name: string, w = 240, h = 80) =>
  `<picture><source type="image/webp" srcSet="${STATIC}/${name.length}c7a${name.charCodeAt(1).toString(16)}1f0e/${name}.webp"/><img src="${STATIC}/${name.length}c7a${name.charCodeAt(1).toString(16)}1f0e/${name}.png" alt="" width="${w}" height="${h}" loading="lazy" decoding="async"/></picture>`;

function layout(path: string, title: string, description: string, body: string): string {
  return `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><meta name="generator" content="Gatsby 5.13.3"/><meta data-react-helmet="true" name="description" content="${description}"/><meta data-react-helmet="true" property="og:title" content="${title}"/><meta data-react-helmet="true" property="og:description" content="${description}"/><meta data-react-helmet="true" property="og:type" content="website"/><meta data-react-helmet="true" property="og:url" content="https://encaisso.fr${path}"/><meta data-react-helmet="true" property="og:image" content="https://encaisso.fr/static/og-encaisso-1200x630.png"/><meta data-react-helmet="true" name="twitter:card" content="summary_large_image"/><style data-href="/styles.2f6c1a0e8b3d47a9c512.css" data-identity="gatsby-global-css">${CSS}</style><link rel="preload" href="/fonts/manrope-v15-latin-700.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/fonts/manrope-v15-latin-regular.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="icon" href="/favicon-32x32.png?v=4f1a0b2c9e8d7f6a5b4c3d2e1f0a9b8c" type="image/png"/><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/><meta name="theme-color" content="#0b6e4f"/><link rel="canonical" href="https://encaisso.fr${path}" data-baseprotocol="https:" data-basehost="encaisso.fr"/><title data-react-helmet="true">${title}</title><script src="https://sdk.privacy-center.org/6a8c2f31-0d4e-4b7b-9a52-1e3f7c0d9b44/loader.js?target=encaisso.fr" async=""></script><!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N4R8XQ2');</script><!-- End Google Tag Manager --></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N4R8XQ2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
<header class="header-module--header--3XqLm"><div class="layout-module--container--1c0Zq header-module--inner--2Pz7d"><a href="/" aria-label="Encaisso, retour à l'accueil"><svg width="140" height="30" viewBox="0 0 140 30" aria-hidden="true"><rect width="30" height="30" rx="8" fill="#0b6e4f"/><path d="M9 15h12M9 10h12M9 20h8" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><text x="38" y="21" font-size="18" font-weight="800" fill="#10172a">encaisso</text></svg></a><nav aria-label="Navigation principale"><ul class="header-module--menu--1wZkA"><li><a href="/paiement-en-ligne/">Paiement en ligne</a></li><li><a href="/terminal-de-paiement/">Terminaux</a></li><li><a href="/paiement-fractionne/">Paiement fractionné</a></li><li><a href="/tarifs/">Tarifs</a></li><li><a href="/partenaires/">Partenaires</a></li><li><a href="https://docs.encaisso.fr">Développeurs</a></li></ul></nav><div class="header-module--actions--3nKdE"><a class="button-module--btn--2vCxT button-module--ghost--3Tn8B" href="https://dashboard.encaisso.fr/connexion">Se connecter</a><a class="button-module--btn--2vCxT button-module--primary--1mQxN" href="/ouvrir-un-compte/">Ouvrir un compte</a></div></div></header>
<main>${body}</main>
<footer class="footer-module--footer--1Yt7s"><div class="layout-module--container--1c0Zq"><div class="footer-module--cols--2Wm0p"><div><p><strong>Encaisso</strong> – la solution d'encaissement des commerçants indépendants, en boutique et en ligne.</p><p>Encaisso SAS est un établissement de paiement agréé par l'ACPR sous le n° 17438, consultable sur le <a href="https://www.regafi.fr" target="_blank" rel="noopener noreferrer">registre REGAFI</a>.</p><div class="footer-module--cards--3fZ2a"><img src="/static/cards/cb.svg" alt="CB" width="38" height="24"/><img src="/static/cards/visa.svg" alt="Visa" width="38" height="24"/><img src="/static/cards/mastercard.svg" alt="Mastercard" width="38" height="24"/><img src="/static/cards/amex.svg" alt="American Express" width="38" height="24"/><img src="/static/cards/apple-pay.svg" alt="Apple Pay" width="38" height="24"/><img src="/static/cards/google-pay.svg" alt="Google Pay" width="38" height="24"/></div><p><img src="/static/pci-dss-level1.svg" alt="Certifié PCI DSS niveau 1" width="90" height="36" loading="lazy"/></p></div>
<div><h3>Produits</h3><ul><li><a href="/paiement-en-ligne/">Paiement en ligne</a></li><li><a href="/lien-de-paiement/">Lien de paiement</a></li><li><a href="/terminal-de-paiement/">Terminal de paiement</a></li><li><a href="/paiement-fractionne/">Paiement en 3x et 4x</a></li><li><a href="/tarifs/">Tarifs</a></li></ul></div>
<div><h3>Ressources</h3><ul><li><a href="https://docs.encaisso.fr">Documentation API</a></li><li><a href="/integrations/prestashop/">Module PrestaShop</a></li><li><a href="/blog/">Blog</a></li><li><a href="https://aide.encaisso.fr">Centre d'aide</a></li><li><a href="https://status.encaisso.fr">Statut des services</a></li></ul></div>
<div><h3>Entreprise</h3><ul><li><a href="/a-propos/">À propos</a></li><li><a href="/clients/">Nos clients</a></li><li><a href="/partenaires/">Partenaires</a></li><li><a href="/recrutement/">Recrutement</a></li><li><a href="/presse/">Presse</a></li></ul></div>
<div><h3>Contact</h3><ul><li><a href="/contact/">Nous contacter</a></li><li><a href="mailto:bonjour@encaisso.fr">bonjour@encaisso.fr</a></li><li><a href="tel:+33240987654">02 40 98 76 54</a></li><li>12 quai de la Fosse, 44000 Nantes</li></ul><ul><li><a href="https://www.linkedin.com/company/encaisso" target="_blank" rel="noopener noreferrer">LinkedIn</a></li><li><a href="https://twitter.com/encaisso_fr" target="_blank" rel="noopener noreferrer">Twitter</a></li><li><a href="https://www.instagram.com/encaisso.fr/" target="_blank" rel="noopener noreferrer">Instagram</a></li><li><a href="https://github.com/encaisso" target="_blank" rel="noopener noreferrer">GitHub</a></li></ul></div></div>
<div class="footer-module--legal--1b0Ke"><span>© 2024 Encaisso SAS</span><a href="/mentions-legales/">Mentions légales</a><a href="/cgu/">CGU</a><a href="/politique-de-confidentialite/">Confidentialité</a><a href="/cookies/">Cookies</a><a href="javascript:Didomi.preferences.show()">Gérer mes cookies</a><a href="/reclamations/">Réclamations</a></div></div></footer></div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div><script>window.$crisp=[];window.CRISP_WEBSITE_ID="5d2b7c1e-8f3a-4e09-b6d4-a1c2e3f40b57";</script><script src="https://client.crisp.chat/l.js" async=""></script><script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/26849301.js"></script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";window.___webpackCompilationHash="8c1f4e2d0b9a7c63e5f1";/*]]>*/</script><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-5e9c2a1f7b3d8e04.js\\"],\\"component---src-templates-page-js\\":[\\"/component---src-templates-page-js-1a7f3c9e2b0d4e85.js\\"],\\"component---src-templates-partenaires-js\\":[\\"/component---src-templates-partenaires-js-6b2e8d1c4f0a9735.js\\"]}";/*]]>*/</script><script src="/webpack-runtime-3a8d0f6c2e1b9d47.js" async=""></script><script src="/framework-b4c2e7a9d1f05386.js" async=""></script><script src="/app-5e9c2a1f7b3d8e04.js" async=""></script></body></html>`;
}

interface P {
  name: string;
  web?: string;
  texte: string;
  logo: string;
  badge?: string;
  ville?: string;
}

const ECOM: P[] = [
  {
    name: 'PrestaShop',
    web: 'https://www.prestashop.com/fr',
    texte: 'Module officiel certifié, disponible sur PrestaShop Addons. Paiement en 1 clic, 3x/4x et remboursements depuis le back-office.',
    logo: 'prestashop',
    badge: 'Module certifié',
  },
  {
    name: 'WooCommerce',
    web: 'https://woocommerce.com/fr-fr/',
    texte: 'Extension gratuite pour WordPress/WooCommerce, compatible blocs de paiement.',
    logo: 'woocommerce',
    badge: 'Extension officielle',
  },
  {
    name: 'Shopify',
    web: 'https://www.shopify.com/fr',
    texte: 'Application de paiement pour les boutiques Shopify en France et en Belgique.',
    logo: 'shopify',
  },
  {
    name: 'Adobe Commerce (Magento)',
    web: 'https://business.adobe.com/fr/products/magento/magento-commerce.html',
    texte: 'Module pour Magento Open Source et Adobe Commerce 2.4.',
    logo: 'magento',
  },
  { name: 'Wix', web: 'https://fr.wix.com', texte: 'Encaisso disponible comme moyen de paiement dans Wix Paiements.', logo: 'wix' },
  {
    name: 'Sylius',
    web: 'https://sylius.com/fr/',
    texte: 'Plugin open source maintenu par notre équipe, pour Sylius 1.12 et plus.',
    logo: 'sylius',
    badge: 'Open source',
  },
  {
    name: 'WiziShop',
    web: 'https://www.wizishop.fr',
    texte: 'Activez Encaisso en deux clics depuis votre interface WiziShop.',
    logo: 'wizishop',
  },
];
const CAISSE: P[] = [
  {
    name: 'Lightspeed Restaurant',
    web: 'https://www.lightspeedhq.fr',
    texte: 'Terminal Encaisso appairé à la caisse Lightspeed : montant envoyé automatiquement.',
    logo: 'lightspeed',
  },
  {
    name: 'Zelty',
    web: 'https://www.zelty.fr',
    texte: 'Paiement à table et en vente à emporter pour les restaurants équipés Zelty.',
    logo: 'zelty',
    badge: 'Partenaire premium',
  },
  {
    name: 'Tiller by SumUp',
    web: 'https://www.tillersystems.com',
    texte: 'Intégration caisse-terminal pour les cafés et restaurants.',
    logo: 'tiller',
  },
  {
    name: "L'Addition",
    web: 'https://www.laddition.com',
    texte: 'Encaissement sur TPE Encaisso directement depuis la note.',
    logo: 'laddition',
  },
  { name: 'Caisse Nova', web: 'https://caissenova.fr', texte: 'Logiciel de caisse NF525 pour commerces de proximité.', logo: 'caissenova' },
  { name: 'Cashpad', texte: 'Intégration en cours de déploiement – disponible au premier trimestre.', logo: 'cashpad' },
];
const COMPTA: P[] = [
  {
    name: 'Pennylane',
    web: 'https://www.pennylane.com/fr',
    texte: 'Transactions, frais et virements synchronisés chaque nuit dans Pennylane.',
    logo: 'pennylane',
    badge: 'Partenaire premium',
  },
  { name: 'Sage', web: 'https://www.sage.com/fr-fr/', texte: 'Export des écritures au format Sage 100 et Sage Compta.', logo: 'sage' },
  {
    name: 'Cegid',
    web: 'https://www.cegid.com/fr/',
    texte: 'Connecteur Cegid Loop pour les cabinets d’expertise comptable.',
    logo: 'cegid',
  },
  {
    name: 'Axonaut',
    web: 'https://axonaut.com',
    texte: 'Rapprochement automatique des factures payées par lien de paiement.',
    logo: 'axonaut',
  },
  { name: 'Sellsy', web: 'https://go.sellsy.com', texte: 'Liens de paiement Encaisso sur vos devis et factures Sellsy.', logo: 'sellsy' },
  { name: 'Odoo', web: 'https://www.odoo.com/fr_FR', texte: 'Fournisseur de paiement Encaisso pour Odoo 16 et 17.', logo: 'odoo' },
];
const AGENCES: P[] = [
  {
    name: 'Agence Pixalune',
    web: 'https://www.pixalune.fr',
    ville: 'Lyon',
    texte: 'Agence PrestaShop et WooCommerce, 120 boutiques en ligne réalisées.',
    logo: 'pixalune',
    badge: 'Intégrateur Expert',
  },
  {
    name: 'Kobalt Digital',
    web: 'https://kobalt-digital.fr',
    ville: 'Nantes',
    texte: 'Agence e-commerce spécialisée Magento et Sylius.',
    logo: 'kobalt',
    badge: 'Intégrateur Expert',
  },
  {
    name: 'Atelier Web du Marais',
    web: 'https://atelierwebdumarais.fr',
    ville: 'Paris',
    texte: 'Sites marchands pour créateurs, artisans et marques de mode.',
    logo: 'awm',
    badge: 'Intégrateur certifié',
  },
  {
    name: 'Studio Garance',
    web: 'https://www.studio-garance.com',
    ville: 'Bordeaux',
    texte: 'Boutiques Shopify et Wix pour le vin et l’épicerie fine.',
    logo: 'garance',
    badge: 'Intégrateur certifié',
  },
  {
    name: 'Nordweb Solutions',
    web: 'https://nordweb-solutions.fr',
    ville: 'Lille',
    texte: 'Intégration Odoo et paiements pour PME industrielles.',
    logo: 'nordweb',
    badge: 'Intégrateur certifié',
  },
  {
    name: 'Brique & Pixel',
    web: 'https://briqueetpixel.fr',
    ville: 'Toulouse',
    texte: 'Agence web pour commerçants indépendants.',
    logo: 'briquepixel',
    badge: 'Intégrateur certifié',
  },
];
const INSTIT: P[] = [
  {
    name: 'France FinTech',
    web: 'https://francefintech.org',
    texte: 'Encaisso est membre de l’association France FinTech depuis 2021.',
    logo: 'francefintech',
  },
  { name: 'Fevad', web: 'https://www.fevad.com', texte: 'Membre de la Fédération du e-commerce et de la vente à distance.', logo: 'fevad' },
  {
    name: 'Réseau Entreprendre Atlantique',
    web: 'https://www.reseau-entreprendre.org/atlantique/',
    texte: 'Lauréats et accompagnés par Réseau Entreprendre Atlantique.',
    logo: 'reseau-entreprendre',
  },
];

const card = (p: P) =>
  `<li class="partenaires-module--card--1bVdR">${img(p.logo, 160, 40).replace('alt=""', `alt="${p.name}" class="partenaires-module--logo--3Kp0s"`)}${p.badge ? `<span class="partenaires-module--badge--2tLcW">${p.badge}</span>` : ''}<h3>${p.name}</h3>${p.ville ? `<p class="partenaires-module--city--1xG6n">${p.ville}</p>` : ''}<p>${p.texte}</p>${p.web ? `<a href="${p.web}" target="_blank" rel="noopener noreferrer">${p.web.replace(/^https:\/\/(www\.|fr\.|go\.)?/, '').replace(/\/.*$/, '')} ↗</a>` : '<span>Bientôt disponible</span>'}</li>`;

const TABS = [
  {
    id: 'ecommerce',
    label: 'Plateformes e-commerce',
    intro: 'Modules et extensions officiels pour accepter Encaisso sur votre boutique en ligne.',
    items: ECOM,
  },
  { id: 'caisse', label: 'Caisses & restauration', intro: 'Logiciels de caisse connectés à nos terminaux de paiement.', items: CAISSE },
  {
    id: 'compta',
    label: 'Comptabilité & gestion',
    intro: 'Vos encaissements synchronisés avec votre outil comptable ou de facturation.',
    items: COMPTA,
  },
  {
    id: 'agences',
    label: 'Agences & intégrateurs',
    intro: 'Des agences formées à Encaisso pour créer ou migrer votre boutique.',
    items: AGENCES,
  },
  { id: 'institutionnels', label: 'Écosystème', intro: 'Les associations et réseaux qui nous accompagnent.', items: INSTIT },
];

const partenaires = layout(
  '/partenaires/',
  'Partenaires et intégrations | Encaisso',
  'Modules e-commerce, logiciels de caisse, outils comptables et agences certifiées : découvrez l’écosystème de partenaires Encaisso.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq"><p>Écosystème</p><h1>Nos partenaires</h1><p class="hero-module--lede--3bH2s">Encaisso se branche sur les outils que vous utilisez déjà. Plus de 25 partenaires technologiques et un réseau d’agences certifiées partout en France.</p></div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq"><div class="tabs-module--wrapper--1Qx3n"><ul class="tabs-module--list--2hQeP" role="tablist">${TABS.map((t, i) => `<li role="presentation"><button class="tabs-module--tab--1Zq9c" role="tab" id="tab-${t.id}" aria-controls="panel-${t.id}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${t.label}</button></li>`).join('')}</ul>
${TABS.map((t, i) => `<div class="tabs-module--panel--3sXvL" role="tabpanel" id="panel-${t.id}" aria-labelledby="tab-${t.id}"${i === 0 ? '' : ' hidden=""'}><p>${t.intro}</p><ul class="partenaires-module--grid--2kF3a">${t.items.map(card).join('')}</ul>${t.id === 'agences' ? '<p><a class="button-module--btn--2vCxT button-module--ghost--3Tn8B" href="/partenaires/integrateurs/">Voir tous les intégrateurs par région</a></p>' : ''}</div>`).join('')}</div></div></section>
<section class="section-module--section--2mBtR section-module--tint--1Hc4e"><div class="layout-module--container--1c0Zq hero-module--grid--1uV7w"><div><h2>Devenir partenaire Encaisso</h2><p>Éditeur de logiciel, agence web ou cabinet comptable : rejoignez le programme partenaires pour proposer Encaisso à vos clients. Commission sur les volumes, accompagnement technique, visibilité sur cette page.</p><a class="button-module--btn--2vCxT button-module--primary--1mQxN" href="/contact/?sujet=partenariat">Proposer un partenariat</a></div><div><h3>Vous êtes développeur ?</h3><p>API REST, webhooks, SDK PHP, Node.js et Python. Toute la documentation est en accès libre.</p><a href="https://docs.encaisso.fr">Lire la documentation</a></div></div></section>`,
);

interface Integrateur {
  name: string;
  web?: string;
  ville: string;
  region: string;
  plateformes: string;
  niveau: 'Expert' | 'Certifié';
}
const INTEGRATEURS: Integrateur[] = [
  {
    name: 'Atelier Web du Marais',
    web: 'https://atelierwebdumarais.fr',
    ville: 'Paris 3e',
    region: 'Île-de-France',
    plateformes: 'PrestaShop, Shopify',
    niveau: 'Certifié',
  },
  {
    name: 'Onze Heures Studio',
    web: 'https://onzeheures-studio.fr',
    ville: 'Montreuil',
    region: 'Île-de-France',
    plateformes: 'WooCommerce',
    niveau: 'Certifié',
  },
  { name: 'Digitale Rive Gauche', ville: 'Paris 14e', region: 'Île-de-France', plateformes: 'Magento', niveau: 'Certifié' },
  {
    name: 'Agence Pixalune',
    web: 'https://www.pixalune.fr',
    ville: 'Lyon',
    region: 'Auvergne-Rhône-Alpes',
    plateformes: 'PrestaShop, WooCommerce',
    niveau: 'Expert',
  },
  {
    name: 'Altiweb Savoie',
    web: 'https://altiweb-savoie.fr',
    ville: 'Chambéry',
    region: 'Auvergne-Rhône-Alpes',
    plateformes: 'PrestaShop',
    niveau: 'Certifié',
  },
  {
    name: 'Kobalt Digital',
    web: 'https://kobalt-digital.fr',
    ville: 'Nantes',
    region: 'Pays de la Loire',
    plateformes: 'Magento, Sylius',
    niveau: 'Expert',
  },
  {
    name: 'Les Faiseurs du Web',
    web: 'https://lesfaiseursduweb.fr',
    ville: 'Angers',
    region: 'Pays de la Loire',
    plateformes: 'WooCommerce, Wix',
    niveau: 'Certifié',
  },
  {
    name: 'Studio Garance',
    web: 'https://www.studio-garance.com',
    ville: 'Bordeaux',
    region: 'Nouvelle-Aquitaine',
    plateformes: 'Shopify, Wix',
    niveau: 'Certifié',
  },
  {
    name: 'Brique & Pixel',
    web: 'https://briqueetpixel.fr',
    ville: 'Toulouse',
    region: 'Occitanie',
    plateformes: 'WooCommerce',
    niveau: 'Certifié',
  },
  { name: 'Azur Commerce Conseil', ville: 'Nice', region: 'Provence-Alpes-Côte d’Azur', plateformes: 'PrestaShop', niveau: 'Certifié' },
  {
    name: 'Calanques Digital',
    web: 'https://calanques-digital.com',
    ville: 'Marseille',
    region: 'Provence-Alpes-Côte d’Azur',
    plateformes: 'Shopify, WiziShop',
    niveau: 'Certifié',
  },
  {
    name: 'Nordweb Solutions',
    web: 'https://nordweb-solutions.fr',
    ville: 'Lille',
    region: 'Hauts-de-France',
    plateformes: 'Odoo, PrestaShop',
    niveau: 'Certifié',
  },
  {
    name: 'Breizh E-commerce',
    web: 'https://breizh-ecommerce.bzh',
    ville: 'Rennes',
    region: 'Bretagne',
    plateformes: 'PrestaShop, Sylius',
    niveau: 'Expert',
  },
  {
    name: 'Alsace Web Factory',
    web: 'https://alsacewebfactory.fr',
    ville: 'Strasbourg',
    region: 'Grand Est',
    plateformes: 'Magento',
    niveau: 'Certifié',
  },
];

const integrateurs = layout(
  '/partenaires/integrateurs/',
  'Trouver un intégrateur Encaisso près de chez vous | Encaisso',
  'Liste des agences web et intégrateurs certifiés Encaisso, par région : PrestaShop, WooCommerce, Shopify, Magento, Sylius, Odoo.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq"><p><a href="/partenaires/">← Tous les partenaires</a></p><h1>Intégrateurs certifiés</h1><p class="hero-module--lede--3bH2s">Ces agences ont suivi la formation Encaisso et réalisé au moins trois intégrations en production. Les intégrateurs « Expert » en comptent plus de vingt.</p></div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq"><form class="filters"><label>Région <select name="region"><option value="">Toutes les régions</option>${Array.from(
    new Set(INTEGRATEURS.map((i) => i.region)),
  )
    .map((r) => `<option>${r}</option>`)
    .join(
      '',
    )}</select></label><label>Plateforme <select name="plateforme"><option value="">Toutes</option><option>PrestaShop</option><option>WooCommerce</option><option>Shopify</option><option>Magento</option><option>Sylius</option><option>Odoo</option><option>Wix</option><option>WiziShop</option></select></label></form>
<table class="table-module--table--3eJkB"><thead><tr><th>Agence</th><th>Ville</th><th>Région</th><th>Plateformes</th><th>Niveau</th><th>Site web</th></tr></thead><tbody>${INTEGRATEURS.map(
    (i) =>
      `<tr><td><strong>${i.name}</strong></td><td>${i.ville}</td><td>${i.region}</td><td>${i.plateformes}</td><td>${i.niveau}</td><td>${i.web ? `<a href="${i.web}" target="_blank" rel="noopener noreferrer">${i.web.replace(/^https:\/\/(www\.)?/, '')}</a>` : '—'}</td></tr>`,
  ).join('')}</tbody></table>
<p>Vous êtes une agence et souhaitez être référencée ? Écrivez-nous à <a href="mailto:partenaires@encaisso.fr">partenaires@encaisso.fr</a>.</p></div></section>`,
);

const prestashop = layout(
  '/integrations/prestashop/',
  'Module de paiement PrestaShop | Encaisso',
  'Installez le module officiel Encaisso pour PrestaShop 1.7 et 8 : carte bancaire, Apple Pay, paiement en 3x et 4x.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq hero-module--grid--1uV7w"><div><p><a href="/partenaires/">Partenaires</a> / PrestaShop</p><h1>Encaisso pour PrestaShop</h1><p class="hero-module--lede--3bH2s">Le module de paiement officiel, certifié par PrestaShop. Installation en 10 minutes, sans développement.</p><a class="button-module--btn--2vCxT button-module--primary--1mQxN" href="https://addons.prestashop.com/fr/paiement-carte-wallet/98123-encaisso.html" target="_blank" rel="noopener noreferrer">Télécharger sur PrestaShop Addons</a></div>${img('prestashop-module-screenshot', 560, 380)}</div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq"><h2>Fonctionnalités</h2><ul><li>Paiement par carte (CB, Visa, Mastercard, American Express) avec 3-D Secure 2</li><li>Apple Pay et Google Pay sans configuration supplémentaire</li><li>Paiement en 3x ou 4x sans frais pour vos clients</li><li>Remboursements totaux ou partiels depuis la commande</li><li>Compatible PrestaShop 1.7.8 et 8.x, multiboutique</li></ul>
<h2>Installation</h2><ol><li>Téléchargez le module depuis PrestaShop Addons ou notre dépôt GitHub.</li><li>Dans le back-office, allez dans Modules → Gestionnaire de modules → Installer un module.</li><li>Renseignez vos clés API (tableau de bord Encaisso → Développeurs).</li><li>Passez en mode production après un paiement test.</li></ol>
<p>Le code source est disponible sur <a href="https://github.com/encaisso/prestashop-module" target="_blank" rel="noopener noreferrer">github.com/encaisso/prestashop-module</a>. Besoin d’aide pour l’installation ? Faites appel à l’un de nos <a href="/partenaires/integrateurs/">intégrateurs certifiés</a>.</p></div></section>`,
);

const home = layout(
  '/',
  'Encaisso – Solution de paiement pour commerçants, en ligne et en boutique',
  'Acceptez la carte bancaire en ligne, en boutique et par lien de paiement. Frais transparents dès 1,2 %, sans engagement. Établissement de paiement agréé.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq hero-module--grid--1uV7w"><div><h1>Encaissez partout. Simplement.</h1><p class="hero-module--lede--3bH2s">Une seule solution pour accepter la carte en ligne, en boutique et à distance. Frais transparents, virements en J+1, support basé à Nantes.</p><p><a class="button-module--btn--2vCxT button-module--primary--1mQxN" href="/ouvrir-un-compte/">Ouvrir un compte gratuit</a> <a class="button-module--btn--2vCxT button-module--ghost--3Tn8B" href="/contact/">Parler à un conseiller</a></p><ul><li>Sans engagement ni frais fixes</li><li>Compte ouvert en 24 h</li><li>Terminal livré en 48 h</li></ul></div>${img('hero-terminal-et-boutique', 560, 460)}</div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq"><p><strong>Plus de 9 000 commerçants nous font confiance</strong> : boulangeries, cavistes, créateurs, restaurants et boutiques en ligne.</p><ul class="partenaires-module--grid--2kF3a">${['maison-verlaine', 'cafe-des-halles', 'la-cave-de-loire', 'atelier-brunet', 'fromagerie-lemaire', 'les-jardins-de-clara'].map((c) => `<li>${img(`client-${c}`, 140, 50).replace('alt=""', `alt="${c.replace(/-/g, ' ')}"`)}</li>`).join('')}</ul></div></section>
<section class="section-module--section--2mBtR section-module--tint--1Hc4e"><div class="layout-module--container--1c0Zq"><h2>Trois façons d’encaisser</h2><div class="pricing-module--grid--2Nq4x"><div class="pricing-module--card--3Lp8v"><h3>En ligne</h3><p>Page de paiement hébergée, modules e-commerce, API et paiement en 1 clic.</p><a href="/paiement-en-ligne/">Découvrir</a></div><div class="pricing-module--card--3Lp8v"><h3>En boutique</h3><p>Terminal 4G/Wi-Fi sans contrat de location, connecté à votre caisse.</p><a href="/terminal-de-paiement/">Découvrir</a></div><div class="pricing-module--card--3Lp8v"><h3>À distance</h3><p>Liens de paiement par SMS, e-mail ou QR code, et paiement fractionné.</p><a href="/lien-de-paiement/">Découvrir</a></div></div></div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq hero-module--grid--1uV7w"><div><h2>Compatible avec vos outils</h2><p>PrestaShop, WooCommerce, Shopify, Zelty, Pennylane et plus de 20 autres intégrations. Votre boutique, votre caisse et votre comptabilité restent synchronisées.</p><a class="button-module--btn--2vCxT button-module--ghost--3Tn8B" href="/partenaires/">Voir toutes les intégrations</a></div><blockquote><p>« Depuis qu’on est passé chez Encaisso, le terminal et la caisse Zelty se parlent enfin. Fini les erreurs de saisie. »</p><footer>Clara Morin, gérante, Les Jardins de Clara (Nantes)</footer></blockquote></div></section>
<section class="section-module--section--2mBtR section-module--tint--1Hc4e"><div class="layout-module--container--1c0Zq"><h2>Ils parlent de nous</h2><ul><li><a href="https://www.lesechos.fr/start-up/ecosysteme/encaisso-leve-12-millions-deuros-2098765" target="_blank" rel="noopener noreferrer">Les Echos – Encaisso lève 12 millions d’euros pour équiper les commerçants indépendants</a></li><li><a href="https://www.maddyness.com/2024/03/14/encaisso-paiement-commercants/" target="_blank" rel="noopener noreferrer">Maddyness – Encaisso veut simplifier l’encaissement des petits commerces</a></li><li><a href="https://www.journaldunet.com/fintech/encaisso-paiement-fractionne-2231045/" target="_blank" rel="noopener noreferrer">Journal du Net – Le paiement fractionné arrive chez les artisans</a></li></ul></div></section>`,
);

const tarifs = layout(
  '/tarifs/',
  'Tarifs transparents | Encaisso',
  'Sans abonnement ni engagement : 1,2 % + 0,10 € par transaction en ligne, 1,25 % en boutique. Terminal à 29 € HT.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq"><h1>Des tarifs simples, sans surprise</h1><p class="hero-module--lede--3bH2s">Pas d’abonnement, pas de frais d’installation, pas d’engagement. Vous payez uniquement quand vous encaissez.</p></div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq pricing-module--grid--2Nq4x"><div class="pricing-module--card--3Lp8v"><h2>En ligne</h2><p class="pricing-module--rate--1Gx5m">1,2 % + 0,10 €</p><p>Cartes européennes. Cartes hors UE : 2,5 % + 0,25 €.</p></div><div class="pricing-module--card--3Lp8v"><h2>En boutique</h2><p class="pricing-module--rate--1Gx5m">1,25 %</p><p>Terminal Encaisso Go à 29 € HT ou Encaisso Pro à 149 € HT.</p></div><div class="pricing-module--card--3Lp8v"><h2>Paiement fractionné</h2><p class="pricing-module--rate--1Gx5m">2,9 %</p><p>En 3x ou 4x sans frais pour vos clients, vous êtes payé immédiatement.</p></div></div></section>
<section class="section-module--section--2mBtR section-module--tint--1Hc4e"><div class="layout-module--container--1c0Zq">${[
    [
      'Y a-t-il des frais cachés ?',
      'Non. Les remboursements et les virements vers votre compte bancaire sont gratuits. Seuls les impayés (chargebacks) sont facturés 15 €.',
    ],
    ['Quand suis-je payé ?', 'Chaque jour ouvré, en J+1, sur le compte bancaire de votre choix.'],
    [
      'Proposez-vous des tarifs pour les gros volumes ?',
      'Oui, à partir de 50 000 € encaissés par mois. Contactez notre équipe commerciale.',
    ],
    [
      'Puis-je garder ma banque ?',
      'Oui. Encaisso est indépendant de votre banque : les fonds sont versés sur le compte professionnel de votre choix.',
    ],
  ]
    .map(([q, r]) => `<details class="faq-module--item--2tV9c"><summary>${q}</summary><p>${r}</p></details>`)
    .join('')}</div></section>`,
);

const aPropos = layout(
  '/a-propos/',
  'À propos d’Encaisso',
  'Encaisso a été fondé à Nantes en 2019 pour offrir aux commerçants indépendants une solution de paiement aussi simple que celle des grandes enseignes.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq"><h1>Le paiement, au service du commerce indépendant</h1><p class="hero-module--lede--3bH2s">Encaisso a été fondé à Nantes en 2019 par Louise Carré et Mehdi Benali, anciens de la banque de détail et du e-commerce. Nous sommes aujourd’hui 85 personnes, entre Nantes et Paris.</p></div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq hero-module--grid--1uV7w"><div><h2>Nos engagements</h2><ul><li>Des frais lisibles et publics.</li><li>Un support humain, joignable par téléphone, basé en France.</li><li>Des fonds de nos clients cantonnés auprès d’établissements de crédit français.</li></ul><p>Encaisso est un établissement de paiement agréé par l’<a href="https://acpr.banque-france.fr" target="_blank" rel="noopener noreferrer">Autorité de contrôle prudentiel et de résolution</a> et certifié PCI DSS niveau 1.</p></div><div><h2>Nos investisseurs</h2><p>Notre levée de fonds de 12 M€ a été menée par <a href="https://www.bpifrance.fr" target="_blank" rel="noopener noreferrer">Bpifrance</a> (fonds Digital Venture), aux côtés de <a href="https://www.kimaventures.com" target="_blank" rel="noopener noreferrer">Kima Ventures</a> et de business angels du commerce et de la fintech.</p><h2>Distinctions</h2><p>Sélectionné au programme French Tech 120 en 2024, lauréat du prix Fintech de l’année aux Trophées de l’Ouest 2023.</p></div></div></section>
<section class="section-module--section--2mBtR section-module--tint--1Hc4e"><div class="layout-module--container--1c0Zq"><h2>Rejoindre l’équipe</h2><p>Nous recrutons des développeurs, des conseillers commerciaux et des chargés de conformité. Toutes nos offres sont publiées sur <a href="https://www.welcometothejungle.com/fr/companies/encaisso/jobs" target="_blank" rel="noopener noreferrer">Welcome to the Jungle</a>.</p><a class="button-module--btn--2vCxT button-module--primary--1mQxN" href="/recrutement/">Voir les offres</a></div></section>`,
);

const clients = layout(
  '/clients/',
  'Nos clients témoignent | Encaisso',
  'Boulangeries, restaurants, créateurs, boutiques en ligne : découvrez comment nos clients encaissent avec Encaisso.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq"><h1>Ils encaissent avec Encaisso</h1><p class="hero-module--lede--3bH2s">Plus de 9 000 commerçants en France. Voici quelques-unes de leurs histoires.</p></div></section>
<section class="section-module--section--2mBtR"><div class="layout-module--container--1c0Zq"><ul class="partenaires-module--grid--2kF3a">${[
    [
      'Maison Verlaine',
      'https://www.maison-verlaine.fr',
      'Maroquinerie artisanale, Lyon',
      'Boutique PrestaShop et atelier : un seul tableau de bord pour les deux canaux. Panier moyen en ligne +18 % avec le paiement en 3x.',
    ],
    [
      'Café des Halles',
      'https://cafe-des-halles-nantes.fr',
      'Café-restaurant, Nantes',
      'Terminal relié à la caisse Zelty, service plus rapide au comptoir et aux tables.',
    ],
    [
      'La Cave de Loire',
      'https://lacavedeloire.fr',
      'Caviste, Saumur',
      'Liens de paiement pour les commandes par téléphone des restaurateurs.',
    ],
    [
      'Atelier Brunet',
      'https://atelier-brunet.com',
      'Ébéniste, Bordeaux',
      'Acomptes et soldes par lien de paiement, réconciliés automatiquement dans Pennylane.',
    ],
    [
      'Fromagerie Lemaire',
      'https://fromagerie-lemaire.fr',
      'Fromagerie, Lille',
      'Terminal 4G sur les marchés et boutique WooCommerce pour les colis.',
    ],
  ]
    .map(
      ([n, w, meta, txt]) =>
        `<li class="partenaires-module--card--1bVdR"><h2>${n}</h2><p class="partenaires-module--city--1xG6n">${meta}</p><p>${txt}</p><a href="${w}" target="_blank" rel="noopener noreferrer">Visiter leur site</a></li>`,
    )
    .join('')}</ul></div></section>`,
);

const contact = layout(
  '/contact/',
  'Contact | Encaisso',
  'Une question sur nos offres, un partenariat ou votre compte ? Contactez l’équipe Encaisso à Nantes.',
  `<section class="hero-module--hero--2aRk0"><div class="layout-module--container--1c0Zq hero-module--grid--1uV7w"><div><h1>Parlons de votre commerce</h1><p class="hero-module--lede--3bH2s">Notre équipe vous répond du lundi au vendredi, de 9 h à 19 h.</p><ul><li>Commercial : <a href="mailto:commercial@encaisso.fr">commercial@encaisso.fr</a></li><li>Support clients : <a href="mailto:support@encaisso.fr">support@encaisso.fr</a></li><li>Partenariats : <a href="mailto:partenaires@encaisso.fr">partenaires@encaisso.fr</a></li><li>Presse : <a href="mailto:presse@encaisso.fr">presse@encaisso.fr</a></li></ul><p>Encaisso SAS, 12 quai de la Fosse, 44000 Nantes</p></div><form action="/api/contact" method="post"><label>Nom<input name="nom" required=""/></label><label>E-mail<input type="email" name="email" required=""/></label><label>Sujet<select name="sujet"><option>Ouvrir un compte</option><option>Partenariat</option><option>Support</option><option>Autre</option></select></label><label>Message<textarea name="message" rows="5"></textarea></label><button class="button-module--btn--2vCxT button-module--primary--1mQxN" type="submit">Envoyer</button></form></div></section>`,
);

export const site: CorpusSite = {
  domain: 'encaisso.fr',
  covers:
    'Gatsby 5 (generator meta, #___gatsby, inlined global CSS) on Netlify, Didomi, HubSpot loader, Crisp, GTM, web manifest; French partner page in five tabs (hidden panels) mixing technology integrations, agencies and associations; integrator table by region with name-only rows; PrestaShop detail page; card-brand badges, PCI, regulator/registry links, investors, press, customer websites, Welcome to the Jungle as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partenaires/': { headers: HEADERS, html: partenaires },
    '/partenaires': { status: 301, redirect: '/partenaires/' },
    '/partenaires/integrateurs/': { headers: HEADERS, html: integrateurs },
    '/integrations/prestashop/': { headers: HEADERS, html: prestashop },
    '/tarifs/': { headers: HEADERS, html: tarifs },
    '/a-propos/': { headers: HEADERS, html: aPropos },
    '/clients/': { headers: HEADERS, html: clients },
    '/contact/': { headers: HEADERS, html: contact },
  },
  sitemap: [
    '/',
    '/partenaires/',
    '/partenaires/integrateurs/',
    '/integrations/prestashop/',
    '/tarifs/',
    '/a-propos/',
    '/clients/',
    '/contact/',
  ],
  technologies: [
    'gatsby',
    'react',
    'webpack',
    'netlify',
    'didomi',
    'hubspot',
    'crisp-live-chat',
    'google-tag-manager',
    'hsts',
    'open-graph',
    'pwa',
  ],
  partners: {
    'prestashop.com': 'technology',
    'woocommerce.com': 'technology',
    'shopify.com': 'technology',
    'adobe.com': 'technology',
    'wix.com': 'technology',
    'sylius.com': 'technology',
    'wizishop.fr': 'technology',
    'lightspeedhq.fr': 'technology',
    'zelty.fr': 'technology',
    'tillersystems.com': 'technology',
    'laddition.com': 'technology',
    'caissenova.fr': 'technology',
    'pennylane.com': 'technology',
    'sage.com': 'technology',
    'cegid.com': 'technology',
    'axonaut.com': 'technology',
    'sellsy.com': 'technology',
    'odoo.com': 'technology',
    'pixalune.fr': 'channel',
    'kobalt-digital.fr': 'channel',
    'atelierwebdumarais.fr': 'channel',
    'studio-garance.com': 'channel',
    'nordweb-solutions.fr': 'channel',
    'briqueetpixel.fr': 'channel',
    'onzeheures-studio.fr': 'channel',
    'altiweb-savoie.fr': 'channel',
    'lesfaiseursduweb.fr': 'channel',
    'calanques-digital.com': 'channel',
    'breizh-ecommerce.bzh': 'channel',
    'alsacewebfactory.fr': 'channel',
    'francefintech.org': 'generic',
    'fevad.com': 'generic',
    'reseau-entreprendre.org': 'generic',
  },
};
