import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'content-language': 'nl',
  vary: 'Accept-Encoding',
  'x-ua-compatible': 'IE=edge',
};

interface Dealer {
  uid: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  phone: string;
  website: string;
  showroom: boolean;
}

const dealers: Dealer[] = [
  {
    uid: 11,
    name: 'Keukenstudio Haarlem',
    street: 'Zijlweg 142',
    zip: '2015 BH',
    city: 'Haarlem',
    province: 'Noord-Holland',
    lat: 52.3853,
    lng: 4.6187,
    phone: '023 531 77 20',
    website: 'https://www.keukenstudiohaarlem.nl/',
    showroom: true,
  },
  {
    uid: 14,
    name: 'De Keukenkamer',
    street: 'Amsterdamsestraatweg 311',
    zip: '3551 CD',
    city: 'Utrecht',
    province: 'Utrecht',
    lat: 52.1103,
    lng: 5.1009,
    phone: '030 244 18 63',
    website: 'https://dekeukenkamer-utrecht.nl/',
    showroom: true,
  },
  {
    uid: 17,
    name: 'Bosman Wonen & Keukens',
    street: 'Grote Voort 88',
    zip: '8041 BN',
    city: 'Zwolle',
    province: 'Overijssel',
    lat: 52.5191,
    lng: 6.0822,
    phone: '038 421 90 05',
    website: 'https://www.bosmanwonen.nl/keukens/',
    showroom: true,
  },
  {
    uid: 21,
    name: 'Keukenhuis Limburg',
    street: 'Eindhovenseweg 12',
    zip: '5928 RB',
    city: 'Venlo',
    province: 'Limburg',
    lat: 51.3708,
    lng: 6.1402,
    phone: '077 351 62 40',
    website: 'https://keukenhuislimburg.nl/',
    showroom: false,
  },
  {
    uid: 23,
    name: 'Van Rijn Interieurbouw',
    street: 'Laan van Meerdervoort 470',
    zip: '2563 BK',
    city: 'Den Haag',
    province: 'Zuid-Holland',
    lat: 52.0712,
    lng: 4.2605,
    phone: '070 363 11 92',
    website: 'https://www.vanrijninterieur.nl/',
    showroom: true,
  },
  {
    uid: 26,
    name: 'Keukenplein Breda',
    street: 'Ettensebaan 31',
    zip: '4814 NA',
    city: 'Breda',
    province: 'Noord-Brabant',
    lat: 51.5966,
    lng: 4.7391,
    phone: '076 522 40 88',
    website: 'https://keukenplein-breda.nl/',
    showroom: true,
  },
  {
    uid: 30,
    name: 'Keukens Maes',
    street: 'Turnhoutsebaan 215',
    zip: '2140',
    city: 'Antwerpen (BE)',
    province: 'België',
    lat: 51.2142,
    lng: 4.4527,
    phone: '+32 3 236 14 70',
    website: 'https://www.keukensmaes.be/',
    showroom: true,
  },
];

const nav = `<header class="page-header">
  <div class="container">
    <a class="page-header__logo" href="/" title="Van Dalen Keukens"><img src="/typo3conf/ext/vd_sitepackage/Resources/Public/Images/logo-vandalen.svg" width="190" height="44" alt="Van Dalen Keukens"></a>
    <nav class="mainnav" aria-label="Hoofdmenu">
      <ul class="mainnav__list">
        <li class="mainnav__item"><a href="/keukens">Keukens</a></li>
        <li class="mainnav__item"><a href="/projecten">Projecten</a></li>
        <li class="mainnav__item"><a href="/verkooppunten">Dealers &amp; showrooms</a></li>
        <li class="mainnav__item"><a href="/over-ons">Over ons</a></li>
        <li class="mainnav__item"><a href="/contact">Contact</a></li>
      </ul>
    </nav>
    <a class="page-header__lang" href="https://www.vandalen-kitchens.com/" hreflang="en">EN</a>
  </div>
</header>`;

const footer = `<footer class="page-footer">
  <div class="container page-footer__grid">
    <div class="page-footer__col">
      <p class="page-footer__title">Van Dalen Keukens B.V.</p>
      <p>Industrieweg 24<br>3771 MD Barneveld<br>T 0342 41 28 00</p>
      <p>KvK 09123456 · <a href="https://www.kvk.nl/zoeken/?source=all&amp;q=09123456">Handelsregister</a></p>
    </div>
    <div class="page-footer__col">
      <p class="page-footer__title">Service</p>
      <ul>
        <li><a href="/verkooppunten">Vind een dealer</a></li>
        <li><a href="/onderhoud">Onderhoud &amp; garantie</a></li>
        <li><a href="https://www.werkenbijvandalen.nl/">Werken bij Van Dalen</a></li>
        <li><a href="/privacy">Privacyverklaring</a></li>
      </ul>
    </div>
    <div class="page-footer__col page-footer__marks">
      <p class="page-footer__title">Keurmerken</p>
      <a href="https://www.keukenkeur.nl/" title="Keukenkeur"><img src="/fileadmin/user_upload/keurmerken/keukenkeur.png" alt="Keukenkeur" width="90" height="40"></a>
      <a href="https://fsc.org/en" title="FSC"><img src="/fileadmin/user_upload/keurmerken/fsc.png" alt="FSC" width="40" height="40"></a>
      <p>Lid van <a href="https://www.cbm.nl/">CBM, branchevereniging voor de meubelindustrie</a></p>
    </div>
    <div class="page-footer__col">
      <p class="page-footer__title">Volg ons</p>
      <ul class="social">
        <li><a href="https://www.instagram.com/vandalenkeukens/" title="Instagram">Instagram</a></li>
        <li><a href="https://nl.pinterest.com/vandalenkeukens/" title="Pinterest">Pinterest</a></li>
        <li><a href="https://www.youtube.com/@vandalenkeukens" title="YouTube">YouTube</a></li>
      </ul>
    </div>
  </div>
</footer>
<script src="/typo3temp/assets/compressed/merged-b81f02c34d7e51a96f0d2c83e4a17b55-min.js?1712053999"></script>
<script src="/typo3conf/ext/vd_sitepackage/Resources/Public/JavaScript/main.min.js?1712053999"></script>
</body>
</html>`;

const doc = (title: string, description: string, bodyId: string, content: string, extraHead = ''): string => `<!DOCTYPE html>
<html lang="nl-NL">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">

<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f6a09d1c2e84b7a5d90e16c2b43a7f8-min.css?1712054000" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="kX2b9TqLmR7sPz" async></script>
<link rel="stylesheet" href="/typo3conf/ext/vd_dealers/Resources/Public/Css/leaflet.css?1709812200" media="all">
<script src="/typo3conf/ext/vd_dealers/Resources/Public/JavaScript/leaflet.js?1709812200"></script>
${extraHead}
<link rel="canonical" href="https://vandalenkeukens.nl/${bodyId === 'home' ? '' : bodyId}"/>
<link rel="alternate" hreflang="nl-NL" href="https://vandalenkeukens.nl/${bodyId === 'home' ? '' : bodyId}"/>
<link rel="alternate" hreflang="en" href="https://www.vandalen-kitchens.com/"/>
</head>
<body id="p-${bodyId}">
${nav}
<main id="content" class="page-content">
${content}
</main>
${footer}`;

const home = doc(
  'Van Dalen Keukens – Maatwerkkeukens uit Barneveld',
  'Sinds 1961 bouwt Van Dalen Keukens maatwerkkeukens in eigen fabriek in Barneveld. Verkrijgbaar via erkende dealers en onze eigen showrooms.',
  'home',
  `<div id="c101" class="frame frame-default frame-type-vd_hero">
  <section class="hero">
    <img class="hero__img" src="/fileadmin/_processed_/7/3/csm_keuken-eiken-greeploos_4b1c2a9e0f.jpg" width="1920" height="900" alt="Greeploze keuken in eiken fineer">
    <div class="hero__text"><h1>Maatwerk uit eigen fabriek</h1><p>Elke Van Dalen keuken wordt op maat gemaakt in Barneveld – van massief eiken front tot het kleinste laatje.</p><a class="btn btn--primary" href="/verkooppunten">Vind een dealer</a></div>
  </section>
</div>
<div id="c102" class="frame frame-default frame-type-textmedia">
  <h2>Waarom Van Dalen?</h2>
  <ul class="usp-list">
    <li>25 jaar garantie op kasten en scharnieren</li>
    <li>FSC-gecertificeerd hout</li>
    <li>Bekroond met het Keukenkeur-certificaat</li>
  </ul>
</div>
<div id="c103" class="frame frame-default frame-type-vd_dealers_teaser">
  <h2>Bekijk onze keukens in het echt</h2>
  <p>Bezoek een van onze eigen showrooms in Barneveld en Amersfoort of een erkende dealer bij u in de buurt.</p>
  <div class="dealer-teaser__map" id="dealer-teaser-map" data-zoom="7" data-center="52.13,5.29"></div>
  <a class="btn" href="/verkooppunten">Alle dealers &amp; showrooms</a>
</div>
<div id="c104" class="frame frame-default frame-type-text">
  <p class="press-quote">“Vakmanschap dat je terugziet in elk detail” – <a href="https://www.vtwonen.nl/keuken/van-dalen-maatwerk/">vtwonen</a></p>
</div>`,
);

const dealerCard = (d: Dealer): string => `<li class="dealer-list__item" data-uid="${d.uid}" data-province="${d.province}">
  <h3 class="dealer-list__name">${d.name.replace('&', '&amp;')}</h3>
  <p>${d.street}<br>${d.zip} ${d.city}<br>T ${d.phone}</p>
  ${d.showroom ? '<span class="badge">Showroom met Van Dalen opstelling</span>' : ''}
  <a class="dealer-list__link" href="${d.website}" target="_blank" rel="noopener">Website dealer</a>
</li>`;

const verkooppunten = doc(
  'Dealers & showrooms – Van Dalen Keukens',
  'Vind een erkende Van Dalen dealer of showroom bij u in de buurt.',
  'verkooppunten',
  `<div id="c201" class="frame frame-default frame-type-header"><h1>Dealers &amp; showrooms</h1>
  <p>Van Dalen keukens zijn uitsluitend verkrijgbaar via onze eigen showrooms en een selecte groep erkende dealers. Zij adviseren u, maken het ontwerp en verzorgen de levering.</p></div>
<div id="c202" class="frame frame-default frame-type-list">
  <div class="dealer-locator" data-locator>
    <form class="dealer-locator__search" action="/verkooppunten" method="get"><label for="dl-zip">Postcode of plaats</label><input id="dl-zip" name="tx_vddealers_locator[q]" type="text" placeholder="bijv. 3771 MD"><button type="submit">Zoeken</button></form>
    <div id="dealer-map" class="dealer-locator__map"></div>
    <script type="application/json" id="dealer-data">${JSON.stringify({ dealers })}</script>
    <h2>Eigen showrooms</h2>
    <ul class="showroom-list">
      <li><strong>Van Dalen Showroom Barneveld</strong> – Industrieweg 24, Barneveld (bij de fabriek)</li>
      <li><strong>Van Dalen Showroom Amersfoort</strong> – Euroweg 3, Amersfoort</li>
    </ul>
    <h2>Erkende dealers</h2>
    <ul class="dealer-list">
${dealers.map(dealerCard).join('\n')}
    </ul>
  </div>
</div>
<div id="c203" class="frame frame-default frame-type-vd_accordion">
  <h2>Erkende montagepartners</h2>
  <p>Onze keukens worden geplaatst door eigen monteurs of door gecertificeerde montagepartners die bij ons in Barneveld zijn opgeleid.</p>
  <div class="accordion">
    <details class="accordion__item"><summary>Noord- en Oost-Nederland</summary>
      <p><a href="https://www.montagehoekstra.nl/">Montagebedrijf Hoekstra</a> – Friesland, Groningen en Drenthe</p>
      <p><a href="https://keukenmonteursoost.nl/">Keukenmonteurs Oost</a> – Overijssel en Gelderland</p>
    </details>
    <details class="accordion__item"><summary>West- en Zuid-Nederland</summary>
      <p><a href="https://www.plaatsingspunt.nl/">Plaatsingspunt Randstad</a> – Noord- en Zuid-Holland, Utrecht</p>
      <p>In Brabant, Zeeland en Limburg plaatsen onze eigen montageteams.</p>
    </details>
  </div>
</div>`,
);

const projecten = doc(
  'Projecten – Van Dalen Keukens',
  'Keukens voor woningbouwprojecten, zorginstellingen en hotels.',
  'projecten',
  `<div id="c301" class="frame frame-default frame-type-header"><h1>Projecten</h1><p>Naast particuliere keukens leveren we series keukens voor nieuwbouw en renovatie.</p></div>
<div id="c302" class="frame frame-default frame-type-vd_cards">
  <article class="card"><img src="/fileadmin/_processed_/a/1/csm_project-ede_8f1e22.jpg" alt="Project Ede"><h3>148 appartementen, Ede</h3><p>In opdracht van woningcorporatie <a href="https://www.woonstede-vallei.nl/">Woonstede Vallei</a>.</p></article>
  <article class="card"><img src="/fileadmin/_processed_/b/4/csm_project-deventer_17ac3b.jpg" alt="Project Deventer"><h3>Nieuwbouwwijk De Steenfabriek, Deventer</h3><p>Hoofdaannemer: <a href="https://www.heijmerinkbouw.nl/projecten/steenfabriek">Heijmerink Bouw</a>.</p></article>
  <article class="card"><img src="/fileadmin/_processed_/c/9/csm_project-hotel_2be90f.jpg" alt="Hotel"><h3>Boutique hotel De Veluwezoom</h3><p>32 kitchenettes in massief eiken.</p></article>
</div>`,
);

const overOns = doc(
  'Over ons – Van Dalen Keukens',
  'Familiebedrijf sinds 1961: het verhaal van Van Dalen Keukens.',
  'over-ons',
  `<div id="c401" class="frame frame-default frame-type-textmedia">
  <h1>Over Van Dalen</h1>
  <p>In 1961 begon Gerrit van Dalen een timmerwerkplaats in Barneveld. Inmiddels werken er 140 mensen in onze fabriek, en nog steeds wordt iedere keuken op maat gemaakt.</p>
  <p>Voor natuurstenen en composiet werkbladen werken we samen met onze partner <a href="https://www.dekkernatuursteen.nl/">Dekker Natuursteen</a> uit Ede, die alle bladen op maat zaagt en in één keer met de keuken meelevert.</p>
  <h2>Duurzaam</h2>
  <p>Ons hout is FSC-gecertificeerd en we produceren sinds 2022 volledig op eigen zonnestroom.</p>
</div>`,
);

const contact = doc(
  'Contact – Van Dalen Keukens',
  'Neem contact op met Van Dalen Keukens in Barneveld.',
  'contact',
  `<div id="c501" class="frame frame-default frame-type-form_formframework">
  <h1>Contact</h1>
  <p>Voor advies en offertes kunt u het best terecht bij een <a href="/verkooppunten">dealer of showroom</a>. Voor overige vragen:</p>
  <form action="/contact?tx_form_formframework%5Baction%5D=perform" method="post" id="contact-101" enctype="multipart/form-data">
    <label for="contact-101-name">Naam</label><input id="contact-101-name" type="text" name="tx_form_formframework[contact-101][name]" required>
    <label for="contact-101-email">E-mailadres</label><input id="contact-101-email" type="email" name="tx_form_formframework[contact-101][email]" required>
    <label for="contact-101-message">Bericht</label><textarea id="contact-101-message" name="tx_form_formframework[contact-101][message]"></textarea>
    <button type="submit">Versturen</button>
  </form>
</div>`,
);

export const site: CorpusSite = {
  domain: 'vandalenkeukens.nl',
  otherDomains: ['vandalen-kitchens.com', 'werkenbijvandalen.nl'],
  covers:
    'Dutch kitchen-furniture maker on TYPO3 (Apache, Usercentrics, Leaflet locator): dealer locator with embedded JSON dealer data plus server-rendered dealer cards, own showrooms listed without links, installer partners in <details> accordions, a countertop supplier called partner in prose on the about page; negatives: quality mark and FSC certification, trade association, press quote, project customers (housing corporation, contractor), chamber of commerce link, own export and careers domains, social links',
  pages: {
    '/': { headers, html: home },
    '/verkooppunten': { headers, html: verkooppunten },
    '/projecten': { headers, html: projecten },
    '/over-ons': { headers, html: overOns },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/projecten', '/verkooppunten', '/over-ons', '/contact'],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'usercentrics', 'leaflet'],
  partners: {
    'keukenstudiohaarlem.nl': 'channel',
    'dekeukenkamer-utrecht.nl': 'channel',
    'bosmanwonen.nl': 'channel',
    'keukenhuislimburg.nl': 'channel',
    'vanrijninterieur.nl': 'channel',
    'keukenplein-breda.nl': 'channel',
    'keukensmaes.be': 'channel',
    'montagehoekstra.nl': 'channel',
    'keukenmonteursoost.nl': 'channel',
    'plaatsingspunt.nl': 'channel',
    'dekkernatuursteen.nl': 'generic',
  },
};
