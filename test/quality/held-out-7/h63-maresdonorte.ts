import type { CorpusSite } from '../corpus/types.js';

const B = 'https://www.maresdonorte.pt';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="pt">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8a21f3_4be0c1c2d9e84f1b9a7d0c2e5f3a6b71%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8a21f3_4be0c1c2d9e84f1b9a7d0c2e5f3a6b71%7Emv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script>
    window.fedops = window.fedops || {};
    window.fedops.apps = window.fedops.apps || {};
    window.viewerModel = {"site":{"metaSiteId":"4f7d1e0a-2b9c-4c3e-9f1a-7d6e5c4b3a21","isHttps":true,"externalBaseUrl":"https:\\/\\/www.maresdonorte.pt","siteDisplayName":"Mares do Norte"},"language":{"userLanguage":"pt","siteLanguage":"pt"},"requestUrl":"${B}${path}","deviceInfo":{"deviceClass":"Desktop"}};
  </script>
  <script src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js" nomodule></script>
  <script defer src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4e8b2a11.bundle.min.js"></script>
  <script defer src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.7c31d0f9.bundle.min.js"></script>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="${B}${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${desc}"/>
  <meta property="og:url" content="${B}${path}"/>
  <meta property="og:site_name" content="Mares do Norte"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <style id="css_masterPage">#SITE_HEADER{z-index:50;--above-all-in-container:10000}#comp-lq3v8x1a{width:980px}.wixui-rich-text__text{color:#0b2a45}</style>
</head>`;

const header = `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div class="_C0cVf">
    <div id="comp-lq3v7m2c" class="MazNVa comp-lq3v7m2c wixui-image"><a data-testid="linkElement" href="${B}" class="j7pOnl"><img src="https://static.wixstatic.com/media/8a21f3_0c9d1e2f3a4b4c5d8e7f6a5b4c3d2e1f%7Emv2.png/v1/fill/w_180,h_54,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/logo-mares-do-norte.png" alt="Estaleiro Mares do Norte" style="width:180px;height:54px;object-fit:cover" width="180" height="54"/></a></div>
    <nav id="comp-lq3v7m2d" aria-label="Site" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu">
      <ul class="StylableHorizontalMenu3372578893__menu">
        <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${B}" class="StylableHorizontalMenu3372578893__itemLink"><span class="wixui-horizontal-menu__item-label">Início</span></a></li>
        <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${B}/modelos" class="StylableHorizontalMenu3372578893__itemLink"><span class="wixui-horizontal-menu__item-label">Modelos</span></a></li>
        <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${B}/onde-comprar" class="StylableHorizontalMenu3372578893__itemLink"><span class="wixui-horizontal-menu__item-label">Onde Comprar</span></a></li>
        <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${B}/eventos" class="StylableHorizontalMenu3372578893__itemLink"><span class="wixui-horizontal-menu__item-label">Salões Náuticos</span></a></li>
        <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${B}/sobre" class="StylableHorizontalMenu3372578893__itemLink"><span class="wixui-horizontal-menu__item-label">O Estaleiro</span></a></li>
        <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${B}/contactos" class="StylableHorizontalMenu3372578893__itemLink"><span class="wixui-horizontal-menu__item-label">Contactos</span></a></li>
      </ul>
    </nav>
  </div>
</header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES">`;

const footer = `</div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">
  <div id="comp-lq3v9f0a" class="HcOXKn SxM0TO QxJLC3 comp-lq3v9f0a wixui-rich-text" data-testid="richTextElement">
    <p class="font_9 wixui-rich-text__text">Estaleiro Mares do Norte, Lda · Zona Industrial da Varziela, Lote 17 · 4480-620 Vila do Conde · Portugal</p>
    <p class="font_9 wixui-rich-text__text">+351 252 640 180 · <a href="mailto:geral@maresdonorte.pt" class="wixui-rich-text__text">geral@maresdonorte.pt</a></p>
    <p class="font_9 wixui-rich-text__text"><a href="${B}/politica-de-privacidade" class="wixui-rich-text__text">Política de Privacidade</a> · <a href="https://www.livroreclamacoes.pt/Inicio/" target="_blank" class="wixui-rich-text__text">Livro de Reclamações</a></p>
  </div>
  <div id="comp-lq3v9f0c" class="comp-lq3v9f0c wixui-social-links-bar"><ul class="JUboXh" aria-label="Barra de redes sociais">
    <li class="wixui-social-links-bar__icon"><a data-testid="linkElement" href="https://www.facebook.com/estaleiromaresdonorte" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"/></a></li>
    <li class="wixui-social-links-bar__icon"><a data-testid="linkElement" href="https://www.instagram.com/maresdonorte.boats/" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"/></a></li>
    <li class="wixui-social-links-bar__icon"><a data-testid="linkElement" href="https://www.youtube.com/@maresdonorte" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/45bce1d726f64f1999c49feae57f6298.png" alt="YouTube"/></a></li>
  </ul></div>
  <div id="comp-lq3v9f0e" class="comp-lq3v9f0e wixui-image"><img src="https://static.wixstatic.com/media/8a21f3_barra-cofinanciamento-compete2030.png" alt="Cofinanciado por: Compete 2030, Portugal 2030, União Europeia" width="420" height="40"/></div>
</footer>
</div></div></div></div>
<div id="SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus SCROLL_TO_BOTTOM" role="region" tabindex="-1" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div>
</body>
</html>`;

const rt = (id: string, inner: string) =>
  `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 comp-${id} wixui-rich-text" data-testid="richTextElement">${inner}</div>`;

export const site: CorpusSite = {
  domain: 'maresdonorte.pt',
  covers:
    'European-Portuguese Wix site of an aluminium-boat builder: "/" 301s to www, dealers live under an "Onde Comprar" menu label as Wix rich-text blocks grouped by country and region (one website written without a link, one dealer with phone only); traps are boat-show organisers, engine makers on the models page, an award nomination, an industry association, EU co-funding, the complaints-book link, social links and wixstatic/parastorage asset hosts.',
  sitemap: [`${B}/`, `${B}/modelos`, `${B}/onde-comprar`, `${B}/eventos`, `${B}/sobre`, `${B}/contactos`],
  pages: {
    '/': { status: 301, redirect: `${B}/` },
    [`${B}/`]: {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Pepyaka',
        'x-wix-request-id': '1715601234.5678921893451123456',
        'set-cookie': 'XSRF-TOKEN=1715601234|kXq8vWm3J2Rb; Path=/; Domain=www.maresdonorte.pt; Secure; SameSite=None',
        'cache-control': 'no-cache',
        'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,m0j2EEknGIVUW/liY8BLLmNerc8aRYVc+2jHU3A+Ldg=',
      },
      html: `${head('Mares do Norte | Barcos em alumínio construídos em Vila do Conde', '', 'Estaleiro português de embarcações em alumínio para pesca, lazer e trabalho.')}
${header}
<div id="c1dmp" class="c1dmp wixui-page">
<section id="comp-lq3w0a1b" class="comp-lq3w0a1b wixui-section">
${rt(
  'lq3w0a1c',
  `<h1 class="font_0 wixui-rich-text__text">Barcos em alumínio feitos para o Atlântico</h1>
<p class="font_7 wixui-rich-text__text">Desde 1987 construímos em Vila do Conde embarcações de 5 a 12 metros em alumínio naval 5083 – para pesca desportiva, lazer em família e uso profissional.</p>`,
)}
<div class="comp-lq3w0a1d wixui-button"><a data-testid="linkElement" href="${B}/modelos" class="uDW_Qe wixui-button"><span class="l7_2fn wixui-button__label">Conheça a gama</span></a></div>
</section>
<section id="comp-lq3w0b2a" class="comp-lq3w0b2a wixui-section">
${rt(
  'lq3w0b2b',
  `<h2 class="font_2 wixui-rich-text__text">Encontre o seu concessionário</h2>
<p class="font_8 wixui-rich-text__text">Temos representantes em Portugal continental, nas ilhas, em Espanha, França, Croácia e Países Baixos. <a data-auto-recognition="false" href="${B}/onde-comprar" class="wixui-rich-text__text">Ver rede de concessionários</a></p>`,
)}
</section>
<section id="comp-lq3w0c3a" class="comp-lq3w0c3a wixui-section">
${rt(
  'lq3w0c3b',
  `<h2 class="font_2 wixui-rich-text__text">Próximo salão: Nauticampo 2024</h2>
<p class="font_8 wixui-rich-text__text">Visite-nos na FIL, em Lisboa. <a href="${B}/eventos" class="wixui-rich-text__text">Todos os salões náuticos</a></p>`,
)}
</section>
</div>
${footer}`,
    },
    [`${B}/modelos`]: {
      html: `${head('Modelos | Mares do Norte', '/modelos', 'Gama de barcos em alumínio Mares do Norte.')}
${header}
<div id="c2x4k" class="c2x4k wixui-page">
${rt('lq3x1a1a', `<h1 class="font_0 wixui-rich-text__text">A nossa gama</h1>`)}
<div id="comp-lq3x1b00" class="comp-lq3x1b00 wixui-repeater" role="list">
<div role="listitem" class="wixui-repeater__item">${rt('lq3x1b01', `<h3 class="font_4 wixui-rich-text__text">Pescador 550</h3><p class="font_8 wixui-rich-text__text">5,50 m · até 6 pessoas · motor fora de borda até 115 cv. Motorização recomendada: Yamaha F115 – ver a <a href="https://www.yamaha-motor.eu/pt/pt/marine/outboards/" target="_blank" class="wixui-rich-text__text">ficha técnica no site do fabricante</a>.</p>`)}</div>
<div role="listitem" class="wixui-repeater__item">${rt('lq3x1b02', `<h3 class="font_4 wixui-rich-text__text">Costa 720 Cabin</h3><p class="font_8 wixui-rich-text__text">7,20 m · cabine com 2 beliches · até 250 cv. Disponível com Mercury Verado 250 (<a href="https://www.mercurymarine.com/" target="_blank" class="wixui-rich-text__text">mercurymarine.com</a>).</p>`)}</div>
<div role="listitem" class="wixui-repeater__item">${rt('lq3x1b03', `<h3 class="font_4 wixui-rich-text__text">Work 1050</h3><p class="font_8 wixui-rich-text__text">10,50 m · embarcação de trabalho para aquacultura e apoio portuário · motorização interior.</p>`)}</div>
</div>
</div>
${footer}`,
    },
    [`${B}/onde-comprar`]: {
      html: `${head('Onde Comprar | Rede de Concessionários | Mares do Norte', '/onde-comprar', 'Concessionários oficiais Mares do Norte em Portugal e na Europa.')}
${header}
<div id="c7v2p" class="c7v2p wixui-page">
${rt(
  'lq3y2a00',
  `<h1 class="font_0 wixui-rich-text__text">Rede de Concessionários</h1>
<p class="font_8 wixui-rich-text__text">Os nossos barcos são vendidos diretamente no estaleiro (Norte de Portugal) e através dos concessionários oficiais abaixo, que asseguram também a entrega técnica, a garantia e a assistência.</p>`,
)}
<section id="comp-lq3y2b00" class="comp-lq3y2b00 wixui-section">
${rt(
  'lq3y2b01',
  `<h2 class="font_2 wixui-rich-text__text">Portugal</h2>
<h4 class="font_5 wixui-rich-text__text">Norte</h4>
<p class="font_8 wixui-rich-text__text">Venda direta no estaleiro – Vila do Conde · +351 252 640 180</p>
<h4 class="font_5 wixui-rich-text__text">Lisboa e Vale do Tejo</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Tejo Náutica, Lda.</span><br class="wixui-rich-text__text">Doca de Alcântara Norte, Armazém 3 · 1350-352 Lisboa<br class="wixui-rich-text__text">+351 213 950 410 · <a href="https://www.tejonautica.pt" target="_blank" data-auto-recognition="true" class="wixui-rich-text__text">www.tejonautica.pt</a></p>
<h4 class="font_5 wixui-rich-text__text">Algarve</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Algarve Marine Center</span><br class="wixui-rich-text__text">Marina de Vilamoura, Edifício Marina Plaza · 8125-401 Quarteira<br class="wixui-rich-text__text">+351 289 310 220 · <a href="https://algarvemarine.pt/barcos-novos/" target="_blank" class="wixui-rich-text__text">algarvemarine.pt</a></p>
<h4 class="font_5 wixui-rich-text__text">Açores</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Atlântico Barcos</span><br class="wixui-rich-text__text">Av. Infante D. Henrique 71 · 9500-150 Ponta Delgada<br class="wixui-rich-text__text"><a href="http://www.atlanticobarcos.com/" target="_blank" data-auto-recognition="true" class="wixui-rich-text__text">www.atlanticobarcos.com</a></p>
<h4 class="font_5 wixui-rich-text__text">Madeira</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Náutica Funchal</span><br class="wixui-rich-text__text">Marina do Funchal · +351 291 228 030</p>`,
)}
</section>
<section id="comp-lq3y2c00" class="comp-lq3y2c00 wixui-section">
${rt(
  'lq3y2c01',
  `<h2 class="font_2 wixui-rich-text__text">Europa</h2>
<h4 class="font_5 wixui-rich-text__text">Espanha (Galiza e Astúrias)</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Náutica Rías Baixas S.L.</span> – Porto Deportivo de Baiona, Pontevedra · <a href="https://nauticariasbaixas.es/es/" target="_blank" class="wixui-rich-text__text">nauticariasbaixas.es</a></p>
<h4 class="font_5 wixui-rich-text__text">França</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Bretagne Nautisme</span> – Port de La Trinité-sur-Mer · <a href="https://www.bretagne-nautisme.fr/" target="_blank" class="wixui-rich-text__text">bretagne-nautisme.fr</a></p>
<h4 class="font_5 wixui-rich-text__text">Croácia</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Adria Boats d.o.o.</span> – ACI Marina Split · <a href="https://adriaboats.hr/" target="_blank" class="wixui-rich-text__text">adriaboats.hr</a></p>
<h4 class="font_5 wixui-rich-text__text">Países Baixos e Bélgica</h4>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Waterkant Jachten B.V.</span> – Lemmer · www.waterkantjachten.nl</p>`,
)}
</section>
${rt('lq3y2d01', `<p class="font_8 wixui-rich-text__text">Quer ser concessionário Mares do Norte no seu país? Escreva para <a href="mailto:export@maresdonorte.pt" class="wixui-rich-text__text">export@maresdonorte.pt</a>.</p>`)}
</div>
${footer}`,
    },
    [`${B}/eventos`]: {
      html: `${head('Salões Náuticos | Mares do Norte', '/eventos', 'Onde pode ver os nossos barcos em 2024.')}
${header}
<div id="c9q1t" class="c9q1t wixui-page">
${rt(
  'lq3z3a00',
  `<h1 class="font_0 wixui-rich-text__text">Salões Náuticos 2024</h1>
<ul class="font_8 wixui-rich-text__text">
<li class="wixui-rich-text__text"><a href="https://www.boot.de/" target="_blank" class="wixui-rich-text__text">boot Düsseldorf</a> – 20 a 28 de janeiro, pavilhão 9</li>
<li class="wixui-rich-text__text"><a href="https://nauticampo.fil.pt/" target="_blank" class="wixui-rich-text__text">Nauticampo</a> – FIL, Lisboa, 13 a 17 de março</li>
<li class="wixui-rich-text__text"><a href="https://www.cannesyachtingfestival.com/" target="_blank" class="wixui-rich-text__text">Cannes Yachting Festival</a> – 10 a 15 de setembro, Vieux Port</li>
</ul>`,
)}
</div>
${footer}`,
    },
    [`${B}/sobre`]: {
      html: `${head('O Estaleiro | Mares do Norte', '/sobre', 'História do estaleiro Mares do Norte.')}
${header}
<div id="c5m8w" class="c5m8w wixui-page">
${rt(
  'lq3z4a00',
  `<h1 class="font_0 wixui-rich-text__text">O Estaleiro</h1>
<p class="font_8 wixui-rich-text__text">Fundado por José Azevedo em 1987, o estaleiro emprega hoje 54 pessoas e entrega cerca de 120 embarcações por ano.</p>
<h3 class="font_4 wixui-rich-text__text">Prémios</h3>
<p class="font_8 wixui-rich-text__text">O Costa 720 Cabin foi nomeado para o <a href="https://www.powerboat-award.com/" target="_blank" class="wixui-rich-text__text">European Powerboat of the Year 2024</a>.</p>
<h3 class="font_4 wixui-rich-text__text">Associações</h3>
<p class="font_8 wixui-rich-text__text">Somos associados da <a href="https://www.apin.pt/" target="_blank" class="wixui-rich-text__text">APIN – Associação Portuguesa da Indústria Náutica</a>.</p>
<h3 class="font_4 wixui-rich-text__text">Projetos cofinanciados</h3>
<p class="font_8 wixui-rich-text__text">Projeto NORTE-02-0853-FEDER-071240, cofinanciado pelo <a href="https://www.compete2030.gov.pt/" target="_blank" class="wixui-rich-text__text">COMPETE 2030</a>.</p>`,
)}
</div>
${footer}`,
    },
    [`${B}/contactos`]: {
      html: `${head('Contactos | Mares do Norte', '/contactos', 'Contacte o estaleiro Mares do Norte.')}
${header}
<div id="c3j6r" class="c3j6r wixui-page">
${rt(
  'lq3z5a00',
  `<h1 class="font_0 wixui-rich-text__text">Contactos</h1>
<p class="font_8 wixui-rich-text__text">Zona Industrial da Varziela, Lote 17, 4480-620 Vila do Conde<br class="wixui-rich-text__text">Segunda a sexta, 8h30–18h00</p>`,
)}
<div id="comp-lq3z5b00" class="comp-lq3z5b00 wixui-google-map"><iframe title="Google Maps" aria-label="Google Maps" src="https://www.maresdonorte.pt/_partials/wix-thunderbolt/dist/clientWorker.googleMap.html?lang=pt" width="100%" height="100%" frameborder="0"></iframe></div>
</div>
${footer}`,
    },
  },
  technologies: ['wix', 'react', 'open-graph'],
  partners: {
    'tejonautica.pt': 'channel',
    'algarvemarine.pt': 'channel',
    'atlanticobarcos.com': 'channel',
    'nauticariasbaixas.es': 'channel',
    'bretagne-nautisme.fr': 'channel',
    'adriaboats.hr': 'channel',
    'waterkantjachten.nl': 'channel',
  },
};
