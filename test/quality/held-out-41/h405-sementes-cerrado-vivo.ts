import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://sementescerradovivo.com.br/wp-json/>; rel="https://api.w.org/"',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string, pageId: number): string => `<!doctype html>
<html lang="pt-BR">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="index, follow, max-snippet:-1, max-video-preview:-1, max-image-preview:large">
<link rel="canonical" href="https://sementescerradovivo.com.br${path}">
<meta property="og:locale" content="pt_BR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://sementescerradovivo.com.br${path}">
<meta property="og:site_name" content="Sementes Cerrado Vivo">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-PX2K8LQ');</script>
<!-- End Google Tag Manager -->
<link rel="alternate" type="application/rss+xml" title="Sementes Cerrado Vivo &raquo; Feed" href="https://sementescerradovivo.com.br/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://sementescerradovivo.com.br/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://sementescerradovivo.com.br/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="hello-elementor-theme-style-css" href="https://sementescerradovivo.com.br/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://sementescerradovivo.com.br/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.8" media="all">
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="https://sementescerradovivo.com.br/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1716312045" media="all">
<link rel="stylesheet" id="elementor-icons-fa-solid-css" href="https://sementescerradovivo.com.br/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Montserrat%3A400%2C600%2C700&amp;display=swap&amp;ver=6.5.3" media="all">
<script src="https://sementescerradovivo.com.br/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://sementescerradovivo.com.br/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.8; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://sementescerradovivo.com.br/wp-content/uploads/2022/08/cropped-favicon-cv-32x32.png" sizes="32x32">
</head>`;

const header = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-PX2K8LQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Ir para o conteúdo</a>
<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet">
	<div class="header-inner">
		<div class="site-branding show-logo">
			<div class="site-logo show"><a href="https://sementescerradovivo.com.br/" class="custom-logo-link" rel="home"><img width="220" height="64" src="https://sementescerradovivo.com.br/wp-content/uploads/2022/08/logo-cerrado-vivo.png" class="custom-logo" alt="Sementes Cerrado Vivo"></a></div>
		</div>
		<nav class="site-navigation show" aria-label="Menu principal">
			<ul id="menu-principal" class="menu">
				<li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-31"><a href="https://sementescerradovivo.com.br/quem-somos/">Quem somos</a></li>
				<li id="menu-item-32" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32"><a href="https://sementescerradovivo.com.br/cultivares/">Cultivares</a></li>
				<li id="menu-item-33" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33"><a href="https://sementescerradovivo.com.br/pesquisa-e-desenvolvimento/">Pesquisa</a></li>
				<li id="menu-item-34" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-34"><a href="https://sementescerradovivo.com.br/onde-comprar/">Onde comprar</a></li>
				<li id="menu-item-35" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-35"><a href="https://sementescerradovivo.com.br/contato/">Contato</a></li>
			</ul>
		</nav>
	</div>
</header>`;

const footer = `<footer id="site-footer" class="site-footer dynamic-footer footer-has-copyright">
	<div class="footer-inner">
		<div class="site-branding show-logo"><p class="site-description show">Sementes de alta performance para o Cerrado brasileiro.</p></div>
		<nav class="site-navigation show" aria-label="Menu do rodapé">
			<ul id="menu-rodape" class="menu">
				<li class="menu-item"><a href="https://sementescerradovivo.com.br/onde-comprar/">Distribuidores</a></li>
				<li class="menu-item"><a href="https://sementescerradovivo.com.br/pesquisa-e-desenvolvimento/">Parceiros de pesquisa</a></li>
				<li class="menu-item"><a href="https://sementescerradovivo.com.br/trabalhe-conosco/">Trabalhe conosco</a></li>
				<li class="menu-item"><a href="https://sementescerradovivo.com.br/politica-de-privacidade/">Política de privacidade</a></li>
			</ul>
		</nav>
		<div class="social-icons">
			<a href="https://www.instagram.com/sementescerradovivo/" target="_blank" rel="noopener"><i class="fab fa-instagram" aria-hidden="true"></i><span class="elementor-screen-only">Instagram</span></a>
			<a href="https://www.youtube.com/@sementescerradovivo" target="_blank" rel="noopener"><i class="fab fa-youtube" aria-hidden="true"></i><span class="elementor-screen-only">YouTube</span></a>
			<a href="https://www.linkedin.com/company/sementes-cerrado-vivo/" target="_blank" rel="noopener"><i class="fab fa-linkedin" aria-hidden="true"></i><span class="elementor-screen-only">LinkedIn</span></a>
		</div>
		<div class="copyright show"><p>© 2024 Sementes Cerrado Vivo Ltda. · CNPJ 18.442.907/0001-63 · Rio Verde – GO · RENASEM GO-03112/2014</p></div>
	</div>
</footer>
<a href="https://api.whatsapp.com/send?phone=5564999831220&amp;text=Ol%C3%A1%2C%20vim%20pelo%20site" class="whatsapp-flutuante" target="_blank" rel="noopener" aria-label="Fale conosco pelo WhatsApp"><i class="fab fa-whatsapp"></i></a>
<script src="https://sementescerradovivo.com.br/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.8" id="elementor-webpack-runtime-js"></script>
<script src="https://sementescerradovivo.com.br/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.8" id="elementor-frontend-modules-js"></script>
<script src="https://sementescerradovivo.com.br/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.8" id="elementor-frontend-js"></script>
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/4a7e2c19-8b3d-4f1e-a6c5-2d9b0e7f1a38-loader.js"></script>
</body>
</html>`;

const section = (id: string, inner: string): string =>
  `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
<div class="e-con-inner">
${inner}
</div>
</div>`;

const widget = (id: string, type: string, inner: string): string =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default">
<div class="elementor-widget-container">
${inner}
</div>
</div>`;

type Revenda = { nome: string; cidade: string; uf: string; site?: string; fone: string; lat: number; lng: number };

const revendas: Revenda[] = [
  {
    nome: 'Agrosolo Sementes e Insumos',
    cidade: 'Lucas do Rio Verde',
    uf: 'MT',
    site: 'https://www.agrosolomt.com.br/',
    fone: '(65) 3549-2210',
    lat: -13.05,
    lng: -55.91,
  },
  {
    nome: 'Casa do Produtor Sorriso',
    cidade: 'Sorriso',
    uf: 'MT',
    site: 'https://casadoprodutorsorriso.com.br/',
    fone: '(66) 3544-8870',
    lat: -12.55,
    lng: -55.72,
  },
  {
    nome: 'Agropecuária Triângulo',
    cidade: 'Jataí',
    uf: 'GO',
    site: 'https://www.agrotriangulo.com.br/',
    fone: '(64) 3631-4412',
    lat: -17.88,
    lng: -51.72,
  },
  { nome: 'Revenda Campo Forte', cidade: 'Mineiros', uf: 'GO', fone: '(64) 3661-0937', lat: -17.57, lng: -52.55 },
  {
    nome: 'Agro Mais MS',
    cidade: 'Chapadão do Sul',
    uf: 'MS',
    site: 'https://agromaisms.com.br/',
    fone: '(67) 3562-7781',
    lat: -18.79,
    lng: -52.62,
  },
  {
    nome: 'Agrocentral Oeste Baiano',
    cidade: 'Luís Eduardo Magalhães',
    uf: 'BA',
    site: 'https://www.agrocentralba.com.br/',
    fone: '(77) 3628-1190',
    lat: -12.09,
    lng: -45.8,
  },
  {
    nome: 'Nutriagro Paraná',
    cidade: 'Cascavel',
    uf: 'PR',
    site: 'https://nutriagropr.com.br/revendas',
    fone: '(45) 3226-5402',
    lat: -24.96,
    lng: -53.46,
  },
];

const estados: [string, string][] = [
  ['MT', 'Mato Grosso'],
  ['GO', 'Goiás'],
  ['MS', 'Mato Grosso do Sul'],
  ['BA', 'Bahia'],
  ['PR', 'Paraná'],
];

const tabTitles = estados
  .map(
    ([uf, nome], i) =>
      `<div id="elementor-tab-title-184${i + 1}" class="elementor-tab-title elementor-tab-desktop-title${i === 0 ? ' elementor-active' : ''}" aria-selected="${i === 0 ? 'true' : 'false'}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? '0' : '-1'}" aria-controls="elementor-tab-content-184${i + 1}" aria-expanded="false" data-uf="${uf}">${nome}</div>`,
  )
  .join('\n');

const tabContents = estados
  .map(([uf, nome], i) => {
    const itens = revendas
      .filter((r) => r.uf === uf)
      .map(
        (r) =>
          `<li><strong>${r.site ? `<a href="${r.site}" target="_blank" rel="noopener">${r.nome}</a>` : r.nome}</strong> – ${r.cidade}/${r.uf} · Tel. ${r.fone}</li>`,
      )
      .join('\n');
    return `<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="${i === 0 ? 'true' : 'false'}" data-tab="${i + 1}" role="tab" tabindex="-1" aria-controls="elementor-tab-content-184${i + 1}" aria-expanded="false">${nome}</div>
<div id="elementor-tab-content-184${i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-184${i + 1}" tabindex="0" hidden="hidden"><ul class="lista-revendas">
${itens}
</ul></div>`;
  })
  .join('\n');

export const site: CorpusSite = {
  domain: 'sementescerradovivo.com.br',
  covers:
    'Brazilian seed company on WordPress + Elementor (Hello Elementor theme, Font Awesome icons) on LiteSpeed with LiteSpeed Cache, GTM, RD Station and a WhatsApp button; "Onde comprar" page with Elementor tabs by state listing authorised distributors plus the same list as JSON for a map (channel), one distributor without a website; research page with prose links to a federal research agency, a university and a foundation (generic); negatives: farmer testimonials with Instagram links, ABRASEM membership, MAPA/RENASEM government link, award, Show Rural sponsorship, social links',
  sitemap: ['/', '/quem-somos/', '/onde-comprar/', '/pesquisa-e-desenvolvimento/', '/contato/'],
  pages: {
    '/': {
      headers,
      html: `${head('Sementes Cerrado Vivo – Soja, milho e forrageiras para o Cerrado', 'Cultivares de soja, milho, sorgo e braquiária desenvolvidas para o Cerrado. Encontre um distribuidor perto de você.', '/', 7)}
<body class="home page-template page-template-elementor_header_footer page page-id-7 elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-7">
${header}
<div data-elementor-type="wp-page" data-elementor-id="7" class="elementor elementor-7">
${section(
  '3a91c2e',
  `${widget('7d12f0a', 'heading', '<h1 class="elementor-heading-title elementor-size-default">Sementes que nascem no Cerrado</h1>')}
${widget('4be81c3', 'text-editor', '<p>Há 18 anos desenvolvemos e multiplicamos cultivares adaptadas aos solos e ao clima do Brasil Central. São mais de 1,2 milhão de hectares plantados com sementes Cerrado Vivo na safra 2023/24.</p>')}
${widget('9c04d7e', 'button', '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="https://sementescerradovivo.com.br/onde-comprar/"><span class="elementor-button-content-wrapper"><span class="elementor-button-icon"><i aria-hidden="true" class="fas fa-map-marker-alt"></i></span><span class="elementor-button-text">Encontre um distribuidor</span></span></a></div>')}`,
)}
${section(
  '61f2b8d',
  `${widget(
    'a3e5c19',
    'icon-list',
    `<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-seedling"></i></span><span class="elementor-icon-list-text">Soja: CV 7421 IPRO, CV 8130 I2X</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-seedling"></i></span><span class="elementor-icon-list-text">Milho safrinha: CV 2285 PRO4</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-seedling"></i></span><span class="elementor-icon-list-text">Forrageiras: braquiária e sorgo</span></li>
</ul>`,
  )}`,
)}
${section(
  'b27d4f0',
  `${widget('c81e5a2', 'heading', '<h2 class="elementor-heading-title elementor-size-default">Quem planta, recomenda</h2>')}
${widget('d93a6b1', 'testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">“A CV 7421 fechou o ciclo em 112 dias e rendeu 71 sacas no talhão mais arenoso da fazenda.”</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Marcos Tedesco</div><div class="elementor-testimonial-job">Fazenda Santa Luzia, Rio Verde – <a href="https://www.instagram.com/fazendasantaluzia.rv/" target="_blank" rel="noopener">@fazendasantaluzia.rv</a></div></div></div></div>')}
${widget('e04b7c3', 'testimonial', '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">“Semente com vigor e atendimento técnico no campo. Já são seis safras com a Cerrado Vivo.”</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Ana Paula Rezende</div><div class="elementor-testimonial-job">Grupo Rezende Agro, Chapadão do Sul</div></div></div></div>')}`,
)}
</div>
${footer}`,
    },
    '/onde-comprar/': {
      headers,
      html: `${head('Onde comprar – Distribuidores | Sementes Cerrado Vivo', 'Encontre o distribuidor autorizado Sementes Cerrado Vivo mais próximo da sua fazenda.', '/onde-comprar/', 118)}
<body class="page-template page-template-elementor_header_footer page page-id-118 elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-118">
${header}
<div data-elementor-type="wp-page" data-elementor-id="118" class="elementor elementor-118">
${section(
  '2c7a9e1',
  `${widget('5b3f1d8', 'heading', '<h1 class="elementor-heading-title elementor-size-default">Onde comprar</h1>')}
${widget('8e1d2a4', 'text-editor', '<p>Nossas sementes são vendidas exclusivamente por distribuidores autorizados, que também oferecem assistência técnica no plantio. Escolha o seu estado:</p>')}`,
)}
${section(
  '4f8b0c6',
  `${widget(
    '5f3a2b1',
    'tabs',
    `<div class="elementor-tabs">
<div class="elementor-tabs-wrapper" role="tablist">
${tabTitles}
</div>
<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
${tabContents}
</div>
</div>`,
  )}`,
)}
${section(
  '7a2e4d9',
  `${widget(
    '1c9f6e2',
    'html',
    `<div id="mapa-revendas" class="mapa-revendas" style="height:420px" aria-label="Mapa de distribuidores"></div>
<script type="application/json" id="revendas-data">${JSON.stringify(revendas)}</script>
<script src="https://sementescerradovivo.com.br/wp-content/themes/hello-elementor-child/js/mapa-revendas.js?ver=1.4.2"></script>`,
  )}
${widget('2d0a7f3', 'text-editor', '<p>Quer ser um distribuidor Cerrado Vivo? Escreva para <a href="mailto:comercial@sementescerradovivo.com.br">comercial@sementescerradovivo.com.br</a>.</p>')}`,
)}
</div>
${footer}`,
    },
    '/pesquisa-e-desenvolvimento/': {
      headers,
      html: `${head('Pesquisa e desenvolvimento | Sementes Cerrado Vivo', 'Nosso programa de melhoramento e os parceiros de pesquisa com quem desenvolvemos novas cultivares.', '/pesquisa-e-desenvolvimento/', 124)}
<body class="page-template page-template-elementor_header_footer page page-id-124 elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-124">
${header}
<div data-elementor-type="wp-page" data-elementor-id="124" class="elementor elementor-124">
${section(
  '0b6e3f2',
  `${widget('6a4d2c8', 'heading', '<h1 class="elementor-heading-title elementor-size-default">Pesquisa e desenvolvimento</h1>')}
${widget(
  '3f7e1b0',
  'text-editor',
  `<p>Nosso programa de melhoramento avalia mais de 3.000 linhagens por ano em cinco estações experimentais. Cada cultivar passa por pelo menos quatro safras de ensaios antes de chegar ao produtor.</p>
<h2>Parceiros de pesquisa</h2>
<p>Desenvolvemos parte das nossas cultivares em cooperação técnica com a <a href="https://www.embrapa.br/cerrados" target="_blank" rel="noopener">Embrapa Cerrados</a>, que cede germoplasma e participa dos ensaios de valor de cultivo e uso. Com a Escola de Agronomia da <a href="https://agro.ufg.br/" target="_blank" rel="noopener">Universidade Federal de Goiás</a> mantemos um convênio de pesquisa sobre tolerância à seca, e os ensaios regionais em Mato Grosso são conduzidos em parceria com a <a href="https://www.fundacaomt.com.br/" target="_blank" rel="noopener">Fundação MT</a>.</p>`,
)}`,
)}
</div>
${footer}`,
    },
    '/quem-somos/': {
      headers,
      html: `${head('Quem somos | Sementes Cerrado Vivo', 'Empresa goiana de sementes fundada em 2006 em Rio Verde.', '/quem-somos/', 29)}
<body class="page-template page-template-elementor_header_footer page page-id-29 elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-29">
${header}
<div data-elementor-type="wp-page" data-elementor-id="29" class="elementor elementor-29">
${section(
  '9d2c5a1',
  `${widget('4e8b1f7', 'heading', '<h1 class="elementor-heading-title elementor-size-default">Quem somos</h1>')}
${widget(
  '7c3a0e5',
  'text-editor',
  `<p>Fundada em 2006 em Rio Verde (GO) por três agrônomos, a Sementes Cerrado Vivo tem hoje unidade de beneficiamento com capacidade para 600 mil sacas por safra.</p>
<p>Somos associados à <a href="https://www.abrasem.com.br/" target="_blank" rel="noopener">ABRASEM – Associação Brasileira de Sementes e Mudas</a> e registrados no RENASEM do <a href="https://www.gov.br/agricultura/pt-br/assuntos/insumos-agropecuarios/insumos-agricolas/sementes-e-mudas" target="_blank" rel="noopener">Ministério da Agricultura e Pecuária</a>.</p>
<h2>Reconhecimentos</h2>
<p>Prêmio Destaque em Qualidade de Sementes 2023 (categoria soja) e Selo Empresa Amiga do Produtor.</p>
<h2>Eventos</h2>
<p>Fomos patrocinadores do <a href="https://www.showrural.com.br/" target="_blank" rel="noopener">Show Rural Coopavel 2024</a>, onde apresentamos a CV 8130 I2X.</p>`,
)}`,
)}
</div>
${footer}`,
    },
    '/contato/': {
      headers,
      html: `${head('Contato | Sementes Cerrado Vivo', 'Fale com a equipe comercial e técnica da Sementes Cerrado Vivo.', '/contato/', 33)}
<body class="page-template page-template-elementor_header_footer page page-id-33 elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-33">
${header}
<div data-elementor-type="wp-page" data-elementor-id="33" class="elementor elementor-33">
${section(
  '5e1a8c3',
  `${widget('2b9d4f6', 'heading', '<h1 class="elementor-heading-title elementor-size-default">Contato</h1>')}
${widget('8f0c3e2', 'text-editor', '<p>Rodovia GO-174, km 6 – Zona Rural, Rio Verde – GO, 75901-970<br>Telefone: (64) 3623-4500<br>E-mail: <a href="mailto:contato@sementescerradovivo.com.br">contato@sementescerradovivo.com.br</a></p>')}`,
)}
</div>
${footer}`,
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'font-awesome',
    'google-font-api',
    'google-tag-manager',
    'jquery',
    'litespeed',
    'litespeed-cache',
    'rd-station',
    'whatsapp-business-chat',
    'open-graph',
    'rss',
  ],
  partners: {
    'agrosolomt.com.br': 'channel',
    'casadoprodutorsorriso.com.br': 'channel',
    'agrotriangulo.com.br': 'channel',
    'agromaisms.com.br': 'channel',
    'agrocentralba.com.br': 'channel',
    'nutriagropr.com.br': 'channel',
    'embrapa.br': 'generic',
    'ufg.br': 'generic',
    'fundacaomt.com.br': 'generic',
  },
};
