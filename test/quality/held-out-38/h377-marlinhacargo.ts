import type { CorpusSite } from '../corpus/types.js';

const wix = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1716813092.4471290133419714102',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,m0j2EEknGIVUW/liY8BLLt/Wo3KlWzTZHC7qw4BzhTh1oz7Pk2BmPqAqzzGXzQUn',
  'cache-control': 'no-cache',
  'content-language': 'pt',
  'strict-transport-security': 'max-age=86400',
  'x-content-type-options': 'nosniff',
  vary: 'Accept-Encoding',
  'set-cookie': 'XSRF-TOKEN=1716813092|Xz9aQ1Pm4kVt; Path=/; Domain=marlinhacargo.com.br; HttpOnly; Secure; SameSite=None',
};

const head = (title: string, description: string, path: string, pageId: string) => `<!DOCTYPE html>
<html lang="pt">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <link rel="icon" sizes="192x192" href="https://marlinhacargo.com.br/favicon.ico" type="image/x-icon"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script type="text/javascript">
    window.fedops = window.fedops || {};
    window.fedops.data = { site: { pageId: "${pageId}", metaSiteId: "b4e1c7a2-93f0-4d5e-8a61-0c2f9e7d3b18", isWixSite: false } };
    window.viewerModel = {"site":{"externalBaseUrl":"https:\\/\\/marlinhacargo.com.br","language":"pt","isPremium":true},"language":{"userLanguage":"pt","siteLanguage":"pt"},"requestUrl":"https:\\/\\/marlinhacargo.com.br${path.replace(/\//g, '\\/')}"};
  </script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5d8b2c41.bundle.min.js" async></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.9a0e7f3b.chunk.min.js" async></script>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://marlinhacargo.com.br${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:url" content="https://marlinhacargo.com.br${path}"/>
  <meta property="og:site_name" content="Marlinha Cargo"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <style id="css_masterPage">#SITE_HEADER{--bg:#0b2a4a}#SITE_FOOTER{--bg:#0b2a4a}.comp-lx8f2a1{--textColor:#fff}</style>
</head>`;

const header = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><section id="comp-lx8f2a0" class="comp-lx8f2a0 wixui-section"><div id="comp-lx8f2a1" class="comp-lx8f2a1 wixui-image"><a data-testid="linkElement" href="https://marlinhacargo.com.br" target="_self" class="j7pOnl"><img src="https://marlinhacargo.com.br/_media/logo-marlinha.png" alt="Marlinha Cargo" style="width:180px;height:54px"/></a></div><wix-dropdown-menu id="comp-lx8f2a4" class="XwCBRN NHM1d1 comp-lx8f2a4 wixui-dropdown-menu hidden-during-prewarmup" dir="ltr" data-stretch-buttons-to-menu-width="false" data-same-width-buttons="false" data-num-items="5" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="R_TAzU" id="comp-lx8f2a4navContainer" aria-label="Site"><ul class="y7qwii" id="comp-lx8f2a4itemsContainer" style="text-align:right" data-marginallchildren="true"><li id="comp-lx8f2a4-0" data-direction="ltr" data-listposition="left" data-data-id="dataItem-lx8f2a4a" data-state="menu false  link" data-index="0" class="Ory36i wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://marlinhacargo.com.br" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv" id="comp-lx8f2a4-0label">Início</p></div></div></a></li><li id="comp-lx8f2a4-1" data-index="1" class="Ory36i wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://marlinhacargo.com.br/servicos" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Serviços</p></div></div></a></li><li id="comp-lx8f2a4-2" data-index="2" class="Ory36i wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://marlinhacargo.com.br/rede-de-agentes" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Rede de Agentes</p></div></div></a></li><li id="comp-lx8f2a4-3" data-index="3" class="Ory36i wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://marlinhacargo.com.br/quem-somos" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Quem Somos</p></div></div></a></li><li id="comp-lx8f2a4-4" data-index="4" class="Ory36i wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://marlinhacargo.com.br/contato" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Contato</p></div></div></a></li></ul></nav></wix-dropdown-menu></section></div></header>`;

const footer = `<footer id="SITE_FOOTER" class="AT7o0U SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><section id="comp-lx8f3b0" class="comp-lx8f3b0 wixui-section"><div id="comp-lx8f3b2" class="HcOXKn c9GqVL QxJLC3 comp-lx8f3b2 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Marlinha Cargo Agenciamento de Cargas Ltda. · CNPJ 28.417.903/0001-62</p><p class="font_8 wixui-rich-text__text">Av. Ana Costa, 259 – Sala 1204 – Santos/SP · (13) 3221-4470</p><p class="font_8 wixui-rich-text__text">Empresa certificada <a href="https://www.gov.br/receitafederal/pt-br/assuntos/aduana-e-comercio-exterior/manuais/oea" target="_blank" class="wixui-rich-text__text">OEA – Operador Econômico Autorizado</a> pela Receita Federal.</p></div><ul class="wixui-social-links-bar" aria-label="Barra de redes sociais"><li><a data-testid="linkElement" href="https://www.instagram.com/marlinhacargo" target="_blank" rel="noreferrer noopener" class="oRtuWN"><img alt="Instagram" src="https://marlinhacargo.com.br/_media/ico-instagram.png"/></a></li><li><a data-testid="linkElement" href="https://www.linkedin.com/company/marlinha-cargo" target="_blank" rel="noreferrer noopener" class="oRtuWN"><img alt="LinkedIn" src="https://marlinhacargo.com.br/_media/ico-linkedin.png"/></a></li><li><a data-testid="linkElement" href="https://www.facebook.com/marlinhacargo" target="_blank" rel="noreferrer noopener" class="oRtuWN"><img alt="Facebook" src="https://marlinhacargo.com.br/_media/ico-facebook.png"/></a></li><li><a data-testid="linkElement" href="https://wa.me/551332214470" target="_blank" rel="noreferrer noopener" class="oRtuWN"><img alt="WhatsApp" src="https://marlinhacargo.com.br/_media/ico-whatsapp.png"/></a></li></ul></section></div></footer>`;

const rich = (id: string, html: string) =>
  `<div id="${id}" class="HcOXKn c9GqVL QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const page = (
  title: string,
  description: string,
  path: string,
  pageId: string,
  content: string,
) => `${head(title, description, path, pageId)}
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">${header}<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wN7ZY0"></div><div class="HT5ybB">${content}</div></div></div></main>${footer}</div></div></div></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[],"ssrStyleUpdates":[],"ssrStructureUpdates":[]},"ooi":{"failedInSsr":{}}}</script>
</body>
</html>`;

interface Agent {
  country: string;
  city: string;
  name: string;
  url?: string;
  email?: string;
}
const agents: [string, Agent[]][] = [
  [
    'Américas',
    [
      { country: 'Estados Unidos', city: 'Miami, FL', name: 'Bayline Logistics Inc.', url: 'https://www.baylinelogistics.com/' },
      { country: 'Canadá', city: 'Toronto, ON', name: 'Maplegate Forwarding', url: 'https://maplegate-forwarding.ca' },
      { country: 'Argentina', city: 'Buenos Aires', name: 'Río de la Plata Cargas S.A.', url: 'https://www.rdlpcargas.com.ar/' },
      { country: 'Chile', city: 'Valparaíso', name: 'Andes Pacífico Logística', url: 'https://andespacifico.cl/agentes' },
    ],
  ],
  [
    'Europa',
    [
      { country: 'Portugal', city: 'Lisboa', name: 'Atlântida Trânsitos Lda.', url: 'https://www.atlantida-transitos.pt/' },
      { country: 'Espanha', city: 'Valência', name: 'Transitarios Levante S.L.', url: 'https://transitarioslevante.es' },
      { country: 'Alemanha', city: 'Hamburgo', name: 'Elbkai Spedition GmbH', url: 'https://www.elbkai-spedition.de/en/' },
    ],
  ],
  [
    'Ásia',
    [
      { country: 'China', city: 'Shenzhen', name: 'Pearl Delta Shipping Co.', url: 'https://www.pearldeltashipping.com.cn/' },
      { country: 'Índia', city: 'Mumbai', name: 'Konkan Cargo Services', email: 'ops@konkancargo.in' },
    ],
  ],
];

const agentItem = (a: Agent, i: number) =>
  `<div class="wixui-repeater__item" id="comp-ly1ag${i}__item"><div class="KaEeLN">${rich(
    `comp-ly1ag${i}`,
    `<h4 class="font_4 wixui-rich-text__text">${a.country} · ${a.city}</h4><p class="font_8 wixui-rich-text__text">${a.name}</p><p class="font_8 wixui-rich-text__text">${
      a.url
        ? `<a href="${a.url}" target="_blank" class="wixui-rich-text__text">Visitar site</a>`
        : `<a href="mailto:${a.email ?? ''}" class="wixui-rich-text__text">${a.email ?? ''}</a>`
    }</p>`,
  )}</div></div>`;

let counter = 0;
const agentsHtml = agents
  .map(
    ([region, list]) =>
      `<section class="wixui-section">${rich(`comp-ly1rg${region.length}`, `<h2 class="font_2 wixui-rich-text__text">${region}</h2>`)}<div data-testid="repeater" class="wixui-repeater">${list
        .map((a) => agentItem(a, counter++))
        .join('')}</div></section>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'marlinhacargo.com.br',
  covers:
    'Wix (x-wix-request-id header, static.parastorage.com scripts) with HSTS; Brazilian Portuguese agent network as Wix repeaters grouped by continent (one agent with e-mail only), partner carriers and an institutional partner in rich text, a freight network membership not called a partner; negatives: OEA/Receita Federal link, WhatsApp and social links, customer logos, certification body',
  pages: {
    '/': {
      headers: wix,
      html: page(
        'Marlinha Cargo | Agente de cargas internacionais em Santos',
        'Agenciamento de cargas marítimas e aéreas, despacho aduaneiro e rede de agentes em mais de 40 países.',
        '',
        'mq7h2',
        `<section class="wixui-section">${rich('comp-lx9h001', '<h1 class="font_0 wixui-rich-text__text">Sua carga no mundo, com a segurança de quem está no porto</h1><p class="font_7 wixui-rich-text__text">Importação e exportação marítima (FCL e LCL), aérea e rodoviária internacional, com despacho aduaneiro próprio em Santos, Itajaí e Viracopos.</p>')}<a data-testid="linkElement" href="https://marlinhacargo.com.br/contato" target="_self" class="wixui-button"><span class="wixui-button__label">Solicite uma cotação</span></a></section><section class="wixui-section">${rich('comp-lx9h010', '<h2 class="font_2 wixui-rich-text__text">Presença global</h2><p class="font_8 wixui-rich-text__text">Uma rede de agentes parceiros na América do Norte, Europa e Ásia. <a href="https://marlinhacargo.com.br/rede-de-agentes" class="wixui-rich-text__text">Conheça a nossa rede de agentes</a>.</p>')}</section><section class="wixui-section">${rich('comp-lx9h020', '<h2 class="font_2 wixui-rich-text__text">Clientes que confiam na Marlinha</h2>')}<div class="wixui-gallery"><img src="https://marlinhacargo.com.br/_media/cliente-cafe-serra-alta.png" alt="Café Serra Alta"/><img src="https://marlinhacargo.com.br/_media/cliente-metalurgica-paineiras.png" alt="Metalúrgica Paineiras"/><img src="https://marlinhacargo.com.br/_media/cliente-frutas-vale-do-sao-francisco.png" alt="Frutas Vale do São Francisco"/></div></section>`,
      ),
    },
    '/rede-de-agentes': {
      headers: wix,
      html: page(
        'Rede de Agentes | Marlinha Cargo',
        'Nossos agentes parceiros no exterior, armadores e companhias aéreas.',
        '/rede-de-agentes',
        'k3p9d',
        `<section class="wixui-section">${rich('comp-ly1h000', '<h1 class="font_0 wixui-rich-text__text">Rede de Agentes</h1><p class="font_7 wixui-rich-text__text">Trabalhamos com agentes de carga parceiros em mais de 40 países. São eles que coletam, consolidam e entregam a sua carga no exterior, com o mesmo padrão de atendimento da Marlinha.</p>')}</section>${agentsHtml}<section class="wixui-section">${rich(
          'comp-ly1h900',
          '<h2 class="font_2 wixui-rich-text__text">Armadores e companhias aéreas parceiras</h2><p class="font_8 wixui-rich-text__text">Temos contratos de frete com a <a href="https://www.oceanisline.com/" target="_blank" class="wixui-rich-text__text">Oceanis Line</a> e a <a href="https://costamarshipping.com" target="_blank" class="wixui-rich-text__text">Costamar Shipping</a> no marítimo, e com a <a href="https://www.aerocargasul.com.br/" target="_blank" class="wixui-rich-text__text">Aerocarga Sul</a> no aéreo.</p>',
        )}${rich(
          'comp-ly1h910',
          '<h2 class="font_2 wixui-rich-text__text">Parceiros institucionais</h2><p class="font_8 wixui-rich-text__text"><a href="https://www.abac-cargas.org.br/" target="_blank" class="wixui-rich-text__text">ABAC – Associação Brasileira de Agentes de Carga</a></p><p class="font_8 wixui-rich-text__text">A Marlinha também é membro da rede <a href="https://globalfreightalliance.net/members/brazil" target="_blank" class="wixui-rich-text__text">Global Freight Alliance</a> desde 2019.</p>',
        )}</section>`,
      ),
    },
    '/quem-somos': {
      headers: wix,
      html: page(
        'Quem Somos | Marlinha Cargo',
        'Conheça a história da Marlinha Cargo.',
        '/quem-somos',
        'r8t2m',
        `<section class="wixui-section">${rich('comp-ly2h000', '<h1 class="font_0 wixui-rich-text__text">Quem Somos</h1><p class="font_8 wixui-rich-text__text">Fundada em 2009 em Santos por dois despachantes aduaneiros, a Marlinha Cargo movimenta hoje mais de 6.000 TEUs por ano.</p><p class="font_8 wixui-rich-text__text">Sistema de gestão certificado ISO 9001:2015 pela <a href="https://www.certibras-qualidade.com.br/" target="_blank" class="wixui-rich-text__text">Certibras Qualidade</a>.</p>')}</section>`,
      ),
    },
    '/contato': {
      headers: wix,
      html: page(
        'Contato | Marlinha Cargo',
        'Fale com a Marlinha Cargo.',
        '/contato',
        'c1z5w',
        `<section class="wixui-section">${rich('comp-ly3h000', '<h1 class="font_0 wixui-rich-text__text">Contato</h1><p class="font_8 wixui-rich-text__text">comercial@marlinhacargo.com.br · (13) 3221-4470</p>')}</section>`,
      ),
    },
  },
  technologies: ['wix', 'react', 'hsts', 'open-graph'],
  partners: {
    'baylinelogistics.com': 'channel',
    'maplegate-forwarding.ca': 'channel',
    'rdlpcargas.com.ar': 'channel',
    'andespacifico.cl': 'channel',
    'atlantida-transitos.pt': 'channel',
    'transitarioslevante.es': 'channel',
    'elbkai-spedition.de': 'channel',
    'pearldeltashipping.com.cn': 'channel',
    'oceanisline.com': 'generic',
    'costamarshipping.com': 'generic',
    'aerocargasul.com.br': 'generic',
    'abac-cargas.org.br': 'generic',
  },
};
