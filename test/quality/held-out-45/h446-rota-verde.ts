import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1716391044.5823317254419121847',
  'cache-control': 'private,max-age=0,must-revalidate',
  vary: 'Accept-Encoding',
};

const base = 'https://www.rotaverdeecoturismo.com.br';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder">
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8c1f2e_4a5b6c7d8e9f4a0b.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8c1f2e_4a5b6c7d8e9f4a0b.png" type="image/png">
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<title>${title} | Rota Verde Ecoturismo</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${base}${path}">
<meta property="og:title" content="${title} | Rota Verde Ecoturismo">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${base}${path}">
<meta property="og:site_name" content="Rota Verde Ecoturismo">
<meta property="og:type" content="website">
<script type="application/json" id="wix-fedops">{"data":{"site":{"isResponsive":false,"siteId":"4b0a7d3e-2c19-4a8e-b1d6-0e3f8c2a9b71"}}}</script>
<script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default,es6,es7,es2017,es2018,es2019,ResizeObserver,IntersectionObserver,fetch" crossorigin></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4f3c2e1a.bundle.min.js" async crossorigin></script>
<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
<script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" crossorigin></script>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header">
  <div id="comp-lq2w9x1a" class="wixui-image"><a data-testid="linkElement" href="${base}/"><img src="https://static.wixstatic.com/media/8c1f2e_logo-rota-verde.png/v1/fill/w_180,h_64/logo.png" alt="Rota Verde Ecoturismo - Bonito MS"></a></div>
  <nav id="comp-lq2w9x3c" aria-label="Site" class="wixui-horizontal-menu">
    <ul class="wixui-horizontal-menu__list">
      <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${base}/">Início</a></li>
      <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${base}/passeios">Passeios</a></li>
      <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${base}/sobre">Sobre nós</a></li>
      <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${base}/parceiros">Parceiros</a></li>
      <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${base}/blog">Blog</a></li>
      <li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${base}/contato">Contato</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`;

const footerLogo = (href: string, img: string, alt: string) =>
  `<div class="wixui-image footer-partner"><a data-testid="linkElement" href="${href}" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/8c1f2e_${img}.png/v1/fill/w_120,h_60/${img}.png" alt="${alt}"></a></div>`;

const footer = `</div></main>
<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer">
  <section id="comp-lq2wb7k1" class="wixui-section footer-parceiros">
    <h2 class="font_5 wixui-rich-text__text">Nossos parceiros</h2>
    <div class="footer-partner-strip">
      ${footerLogo('https://www.pousadaaguasdebonito.com.br/', 'pousada-aguas', 'Pousada Águas de Bonito')}
      ${footerLogo('https://hotelriodopeixe.com.br/', 'hotel-rio-do-peixe', 'Hotel Rio do Peixe')}
      ${footerLogo('https://www.transferbonitoexpress.com.br/', 'transfer-bonito-express', 'Transfer Bonito Express')}
      ${footerLogo('https://www.bonitoturviagens.com.br/', 'bonitotur', 'Bonito Tur Viagens')}
    </div>
  </section>
  <section id="comp-lq2wb9m4" class="wixui-section">
    <div class="wixui-rich-text"><p class="font_8">Rota Verde Ecoturismo LTDA · CNPJ 21.487.302/0001-66<br>Rua Cel. Pilad Rebuá, 1840 – Centro, Bonito – MS, 79290-000<br>Cadastur nº 21.487.302/0001-66</p></div>
    <div class="wixui-rich-text"><p class="font_8">Formas de pagamento</p></div>
    <ul class="payment-icons">
      <li><img src="https://static.wixstatic.com/media/8c1f2e_pix.png" alt="Pix"></li>
      <li><img src="https://static.wixstatic.com/media/8c1f2e_visa.png" alt="Visa"></li>
      <li><img src="https://static.wixstatic.com/media/8c1f2e_mastercard.png" alt="Mastercard"></li>
      <li><img src="https://static.wixstatic.com/media/8c1f2e_elo.png" alt="Elo"></li>
    </ul>
    <ul class="wixui-social-bar" aria-label="Barra de redes sociais">
      <li><a data-testid="linkElement" href="https://www.instagram.com/rotaverdebonito/" target="_blank"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
      <li><a data-testid="linkElement" href="https://www.facebook.com/rotaverdebonito" target="_blank"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
    </ul>
  </section>
</footer>
<a id="comp-whatsapp" class="whatsapp-button" data-testid="linkElement" href="https://wa.me/5567998123344" target="_blank" aria-label="Fale conosco no WhatsApp"><img src="https://static.wixstatic.com/media/8c1f2e_whatsapp.png" alt="WhatsApp"></a>
</div></div></div>
<script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","businessLogger","captcha","commonConfig","componentsLoader","consentPolicy","cookiesManager"],"site":{"metaSiteId":"7e2d9c14-0f3b-4b8a-9a61-3c5d2e8f1b07","language":"pt","locale":"pt-br","currency":"BRL","timeZone":"America/Campo_Grande"},"requestUrl":"${base}/"}</script>
</body>
</html>`;

const section = (id: string, inner: string) =>
  `<section id="${id}" class="wixui-section"><div class="wixui-column-strip">${inner}</div></section>`;

const card = (href: string, img: string, name: string, text: string) => `
      <div class="wixui-repeater__item partner-card">
        <div class="wixui-image"><img src="https://static.wixstatic.com/media/8c1f2e_${img}.jpg/v1/fill/w_320,h_200/${img}.jpg" alt="${name}"></div>
        <div class="wixui-rich-text"><h3 class="font_4">${name}</h3><p class="font_8">${text}</p></div>
        <a data-testid="linkElement" class="wixui-button" href="${href}" target="_blank" rel="noreferrer noopener"><span class="wixui-button__label">Visitar site</span></a>
      </div>`;

const parceiros = `${head('Parceiros', 'Agências que revendem nossos passeios e hospedagens parceiras em Bonito e região.', '/parceiros')}
${section(
  'comp-lr8a1b2c',
  `<div class="wixui-rich-text"><h1 class="font_0">Parceiros</h1><p class="font_7">Trabalhamos em parceria com agências de viagem de todo o Brasil e com hospedagens de Bonito para oferecer a melhor experiência no Pantanal e na Serra da Bodoquena.</p></div>`,
)}
${section(
  'comp-lr8a3d4e',
  `<div class="wixui-rich-text"><h2 class="font_2">Agências parceiras</h2><p class="font_8">As agências abaixo revendem nossos passeios com as mesmas tarifas e condições. Reserve com a agência da sua cidade!</p></div>
    <div class="wixui-repeater">
${card('https://www.pantanalexpedicoes.com.br/', 'pantanal-expedicoes', 'Pantanal Expedições', 'Campo Grande – MS · Pacotes Bonito + Pantanal')}
${card('https://www.bonitoturviagens.com.br/', 'bonitotur', 'Bonito Tur Viagens', 'Bonito – MS · Agência receptiva')}
${card('https://caminhosdobrasilturismo.com.br/', 'caminhos-do-brasil', 'Caminhos do Brasil Turismo', 'São Paulo – SP · Grupos e viagens corporativas')}
${card('https://www.trilharviagens.com/', 'trilhar', 'Trilhar Viagens', 'Curitiba – PR · Ecoturismo e aventura')}
    </div>`,
)}
${section(
  'comp-lr8a5f6g',
  `<div class="wixui-rich-text"><h2 class="font_2">Hospedagens parceiras</h2><p class="font_8">Hóspedes dos nossos parceiros têm 10% de desconto nos passeios e traslado gratuito para as atrações.</p></div>
    <div class="wixui-repeater">
${card('https://www.pousadaaguasdebonito.com.br/', 'pousada-aguas', 'Pousada Águas de Bonito', 'A 800 m da praça central, café da manhã regional')}
${card('https://hotelriodopeixe.com.br/', 'hotel-rio-do-peixe', 'Hotel Rio do Peixe', 'Hotel fazenda às margens do Rio do Peixe')}
${card('https://www.ecolodgebodoquena.com.br/', 'ecolodge-bodoquena', 'Eco Lodge Serra da Bodoquena', 'Chalés na mata, ideal para observação de aves')}
    </div>`,
)}
${section(
  'comp-lr8a7h8i',
  `<div class="wixui-rich-text"><p class="font_8">Quer ser um parceiro Rota Verde? Envie um e-mail para <a data-testid="linkElement" href="mailto:parcerias@rotaverdeecoturismo.com.br">parcerias@rotaverdeecoturismo.com.br</a>.</p></div>`,
)}
${footer}`;

const home = `${head('Passeios em Bonito MS e Pantanal', 'Flutuação, grutas, cachoeiras e safáris no Pantanal com guias credenciados. Agência de ecoturismo em Bonito MS.', '/')}
${section(
  'comp-lq2wc1a1',
  `<div class="wixui-rich-text"><h1 class="font_0">Viva Bonito de verdade</h1><p class="font_7">Flutuação em rios cristalinos, Gruta do Lago Azul, cachoeiras e safáris fotográficos no Pantanal – com guias credenciados e grupos pequenos.</p></div>
    <a data-testid="linkElement" class="wixui-button" href="${base}/passeios"><span class="wixui-button__label">Ver passeios</span></a>`,
)}
${section(
  'comp-lq2wc3b2',
  `<div class="wixui-rich-text"><h2 class="font_2">Passeios mais procurados</h2></div>
    <ul><li>Flutuação no Rio da Prata – a partir de R$ 420</li><li>Gruta do Lago Azul – a partir de R$ 95</li><li>Boca da Onça – a partir de R$ 510</li><li>Safári Pantanal 1 dia – a partir de R$ 690</li></ul>`,
)}
${section(
  'comp-lq2wc5c3',
  `<div class="wixui-rich-text"><h2 class="font_2">Reconhecimentos</h2><p class="font_8">Premiada com o Travellers' Choice 2024 do Tripadvisor pelo quarto ano consecutivo.</p></div>
    <div class="wixui-image"><a data-testid="linkElement" href="https://www.tripadvisor.com.br/Attraction_Review-g303225-d2399821-Reviews-Rota_Verde_Ecoturismo-Bonito_State_of_Mato_Grosso_do_Sul.html" target="_blank"><img src="https://static.wixstatic.com/media/8c1f2e_tc2024.png" alt="Tripadvisor Travellers' Choice 2024"></a></div>`,
)}
${section(
  'comp-lq2wc7d4',
  `<div class="wixui-rich-text"><h2 class="font_2">Festival de Inverno de Bonito</h2><p class="font_8">Pelo terceiro ano, a Rota Verde é patrocinadora oficial do <a data-testid="linkElement" href="https://www.festivaldeinvernodebonito.com.br/" target="_blank">Festival de Inverno de Bonito</a>. Nos vemos em julho!</p></div>`,
)}
${footer}`;

const sobre = `${head('Sobre nós', 'Conheça a Rota Verde Ecoturismo, agência de Bonito MS desde 2014.', '/sobre')}
${section(
  'comp-lr9b1a2b',
  `<div class="wixui-rich-text"><h1 class="font_0">Sobre nós</h1>
    <p class="font_8">A Rota Verde nasceu em 2014, quando os irmãos Camila e Diego Arruda, guias nascidos em Bonito, decidiram abrir uma agência focada em turismo de baixo impacto. Hoje somos 22 pessoas entre guias, motoristas e atendimento.</p>
    <p class="font_8">Somos cadastrados no <a data-testid="linkElement" href="https://cadastur.turismo.gov.br/" target="_blank">Cadastur</a> do Ministério do Turismo e associados à <a data-testid="linkElement" href="https://abeta.com.br/" target="_blank">ABETA – Associação Brasileira das Empresas de Turismo de Aventura</a>. Nossos guias são credenciados pela prefeitura de Bonito e possuem certificação em primeiros socorros em áreas remotas.</p>
    <p class="font_8">Compensamos as emissões de todos os traslados com o plantio de mudas nativas em parceria com o viveiro municipal.</p></div>`,
)}
${footer}`;

const contato = `${head('Contato', 'Fale com a Rota Verde Ecoturismo pelo WhatsApp, e-mail ou formulário.', '/contato')}
${section(
  'comp-lr9c1a2b',
  `<div class="wixui-rich-text"><h1 class="font_0">Contato</h1><p class="font_8">WhatsApp: (67) 99812-3344<br>E-mail: <a data-testid="linkElement" href="mailto:reservas@rotaverdeecoturismo.com.br">reservas@rotaverdeecoturismo.com.br</a><br>Atendimento: todos os dias, das 7h às 21h.</p></div>
    <form class="wixui-form" aria-label="Formulário de contato">
      <label>Nome<input type="text" name="nome" class="wixui-text-input__input"></label>
      <label>E-mail<input type="email" name="email" class="wixui-text-input__input"></label>
      <label>Data da viagem<input type="date" name="data" class="wixui-text-input__input"></label>
      <label>Mensagem<textarea name="mensagem" class="wixui-text-box__input"></textarea></label>
      <button type="submit" class="wixui-button"><span class="wixui-button__label">Enviar</span></button>
    </form>`,
)}
${footer}`;

export const site: CorpusSite = {
  domain: 'rotaverdeecoturismo.com.br',
  covers:
    'Brazilian ecotourism operator on Wix (Portuguese): reseller agencies and partner lodgings as repeater cards, a footer "Nossos parceiros" logo strip on every page (adds a transfer company); negatives: Tripadvisor award, festival sponsorship, Cadastur registration, ABETA membership, payment icons, social, WhatsApp',
  pages: {
    '/': { status: 301, redirect: `${base}/` },
    [`${base}/`]: { headers, html: home },
    [`${base}/parceiros`]: { headers, html: parceiros },
    [`${base}/sobre`]: { headers, html: sobre },
    [`${base}/contato`]: { headers, html: contato },
  },
  sitemap: [`${base}/`, `${base}/parceiros`, `${base}/sobre`, `${base}/contato`],
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'pantanalexpedicoes.com.br': 'channel',
    'bonitoturviagens.com.br': 'channel',
    'caminhosdobrasilturismo.com.br': 'channel',
    'trilharviagens.com': 'channel',
    'pousadaaguasdebonito.com.br': 'generic',
    'hotelriodopeixe.com.br': 'generic',
    'ecolodgebodoquena.com.br': 'generic',
    'transferbonitoexpress.com.br': 'generic',
  },
};
