import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.coopiquiri.com.br';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '86a1f2c3d4e5b6a7-GRU',
  'cf-cache-status': 'DYNAMIC',
  link: `<${D}/wp-json/>; rel="https://api.w.org/"`,
  vary: 'Accept-Encoding',
};

const css = `
.vc_row{margin-left:-15px;margin-right:-15px}.vc_row:after,.vc_row:before{content:" ";display:table}.vc_row:after{clear:both}
.vc_column_container{padding-left:0;padding-right:0}.vc_column_container>.vc_column-inner{box-sizing:border-box;padding-left:15px;padding-right:15px;width:100%}
.vc_col-sm-3,.vc_col-sm-4,.vc_col-sm-6,.vc_col-sm-8,.vc_col-sm-12{position:relative;min-height:1px;padding-left:15px;padding-right:15px;box-sizing:border-box;float:left}
.vc_col-sm-3{width:25%}.vc_col-sm-4{width:33.333%}.vc_col-sm-6{width:50%}.vc_col-sm-8{width:66.666%}.vc_col-sm-12{width:100%}
.wpb_content_element{margin-bottom:35px}.wpb_single_image img{max-width:100%;height:auto}.vc_separator{display:flex;align-items:center;margin:20px 0}
.vc_tta-tabs-list{display:flex;gap:6px;list-style:none;padding:0;margin:0;border-bottom:2px solid #1f6b34}.vc_tta-tab>a{display:block;padding:12px 22px;background:#eef3ea;color:#1f6b34;font-weight:700;text-decoration:none}
.vc_tta-tab.vc_active>a{background:#1f6b34;color:#fff}.vc_tta-panel-body{padding:26px 0}.vc_tta-panel:not(.vc_active) .vc_tta-panel-body{display:none}
body{font-family:"Nunito Sans",sans-serif;color:#36402f;font-size:16px;line-height:1.65;margin:0}a{color:#1f6b34}h1,h2,h3,h4{font-family:"Poppins",sans-serif;color:#17351f}
.topo-faixa{background:#17351f;color:#d8e6d2;font-size:13px;padding:7px 0}.topo-faixa a{color:#fff}.container{max-width:1200px;margin:0 auto;padding:0 20px}
.header-principal{background:#fff;border-bottom:3px solid #f2b705;padding:14px 0}.header-principal .logo img{height:64px}
.menu-principal{display:flex;gap:24px;list-style:none;margin:0;padding:0}.menu-principal a{font-family:"Poppins",sans-serif;font-weight:600;color:#17351f;text-decoration:none;text-transform:uppercase;font-size:14px}
.cotacoes{background:#f2b705;color:#17351f;font-weight:700;font-size:14px;padding:10px 0}.cotacoes span{margin-right:26px}
.banner-pagina{background:#1f6b34;color:#fff;padding:60px 0}.banner-pagina h1{color:#fff;margin:0}
.grade-marcas{display:grid;grid-template-columns:repeat(5,1fr);gap:18px}.grade-marcas a,.grade-marcas span{display:flex;align-items:center;justify-content:center;height:110px;border:1px solid #dfe8da;background:#fff}
.grade-marcas img{max-width:75%;max-height:60px}.tabela-lojas{width:100%;border-collapse:collapse}.tabela-lojas th{background:#1f6b34;color:#fff;padding:9px;text-align:left}.tabela-lojas td{border-bottom:1px solid #dfe8da;padding:9px}
.rodape{background:#17351f;color:#c9d8c3;padding:60px 0 20px;font-size:14px}.rodape a{color:#fff}.rodape h4{color:#f2b705}
.whats-flutuante{position:fixed;right:22px;bottom:22px;width:58px;height:58px;border-radius:50%;background:#25d366;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 12px rgba(0,0,0,.25);z-index:99}
@media (max-width:767px){.vc_col-sm-3,.vc_col-sm-4,.vc_col-sm-6,.vc_col-sm-8{width:100%;float:none}.grade-marcas{grid-template-columns:repeat(2,1fr)}.menu-principal{display:none}}
`;

function head(title: string, desc: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4XZ1B"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7QK2M4XZ1B');
</script>

<!-- This site is optimized with the Yoast SEO plugin v21.9.1 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${desc}" />
<link rel="canonical" href="${D}${path}" />
<meta property="og:locale" content="pt_BR" />
<meta property="og:type" content="article" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${desc}" />
<meta property="og:url" content="${D}${path}" />
<meta property="og:site_name" content="Coopiquiri" />
<meta property="og:image" content="${D}/wp-content/uploads/2023/08/silos-coopiquiri-ubirata.jpg" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${D}${path}","url":"${D}${path}","name":"${title}","isPartOf":{"@id":"${D}/#website"},"inLanguage":"pt-BR"},{"@type":"Organization","@id":"${D}/#organization","name":"Coopiquiri – Cooperativa Agroindustrial Vale do Piquiri","url":"${D}/","sameAs":["https://www.facebook.com/coopiquiri","https://www.instagram.com/coopiquiri","https://www.youtube.com/@coopiquiri"]}]}</script>
<!-- / Yoast SEO plugin. -->

<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Coopiquiri &raquo; Feed" href="${D}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${D}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' type='text/css' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='${D}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.7' type='text/css' media='all' />
<link rel='stylesheet' id='js_composer_front-css' href='${D}/wp-content/plugins/js_composer/assets/css/js_composer.min.css?ver=7.5' type='text/css' media='all' />
<link rel='stylesheet' id='owl-carousel-css' href='${D}/wp-content/themes/coopiquiri/assets/vendor/owl/owl.carousel.min.css?ver=2.3.4' type='text/css' media='all' />
<link rel='stylesheet' id='coopiquiri-fonts-css' href='https://fonts.googleapis.com/css2?family=Poppins:wght@500;600;700&#038;family=Nunito+Sans:wght@400;700&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='coopiquiri-style-css' href='${D}/wp-content/themes/coopiquiri/style.css?ver=2.4.1' type='text/css' media='all' />
<style>${css}</style>
<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="Powered by WPBakery Page Builder - drag and drop page builder for WordPress."/>
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1184420917765321');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1184420917765321&ev=PageView&noscript=1" /></noscript>
<!-- End Meta Pixel Code -->
<noscript><style> .wpb_animate_when_almost_visible { opacity: 1; }</style></noscript>
</head>
`;
}

const header = `<body class="page-template-default page wpb-js-composer js-comp-ver-7.5 vc_responsive">
<div class="topo-faixa"><div class="container">
	<a href="https://portal.coopiquiri.com.br/" target="_blank" rel="noopener">Portal do Cooperado</a> · <a href="${D}/trabalhe-conosco/">Trabalhe Conosco</a> · <a href="${D}/ouvidoria/">Ouvidoria</a> · SAC 0800 555 0144
</div></div>
<header class="header-principal"><div class="container" style="display:flex;align-items:center;justify-content:space-between">
	<a class="logo" href="${D}/"><img src="${D}/wp-content/uploads/2022/03/logo-coopiquiri.svg" alt="Coopiquiri" width="200" height="64"></a>
	<nav aria-label="Menu principal"><ul id="menu-principal" class="menu-principal">
		<li class="menu-item menu-item-has-children"><a href="${D}/a-cooperativa/">A Cooperativa</a>
			<ul class="sub-menu"><li><a href="${D}/a-cooperativa/">Quem somos</a></li><li><a href="${D}/a-cooperativa/unidades/">Unidades</a></li><li><a href="${D}/a-cooperativa/relatorio-anual/">Relatório anual</a></li></ul></li>
		<li class="menu-item menu-item-has-children"><a href="${D}/cooperado/">Cooperado</a>
			<ul class="sub-menu"><li><a href="${D}/assistencia-tecnica/">Assistência técnica</a></li><li><a href="${D}/cooperado/beneficios/">Benefícios e convênios</a></li><li><a href="${D}/insumos/marcas-parceiras/">Insumos e marcas parceiras</a></li></ul></li>
		<li class="menu-item"><a href="${D}/nossas-marcas/">Nossas Marcas</a></li>
		<li class="menu-item"><a href="${D}/noticias/">Notícias</a></li>
		<li class="menu-item"><a href="${D}/contato/">Contato</a></li>
	</ul></nav>
</div></header>
<div class="cotacoes"><div class="container"><span>Soja (sc 60kg): R$ 118,50</span><span>Milho (sc 60kg): R$ 52,30</span><span>Trigo (sc 60kg): R$ 71,00</span><span style="font-weight:400">Fonte: <a href="https://www.cepea.esalq.usp.br/br" target="_blank" rel="noopener">Cepea/Esalq</a> e <a href="https://www.b3.com.br/pt_br/" target="_blank" rel="noopener">B3</a> – atualizado 21/03/2024</span></div></div>
<div id="conteudo" class="site-content">
`;

const footer = `</div>
<footer class="rodape"><div class="container"><div class="vc_row">
	<div class="vc_col-sm-4"><h4>Coopiquiri</h4><p>Cooperativa Agroindustrial Vale do Piquiri<br>Av. das Cooperativas, 1500 – Ubiratã/PR – CEP 85440-000<br>CNPJ 76.555.214/0001-08<br>(44) 3543-8000</p></div>
	<div class="vc_col-sm-4"><h4>Institucional</h4><ul>
		<li><a href="${D}/a-cooperativa/">Quem somos</a></li><li><a href="${D}/politica-de-privacidade/">Política de Privacidade (LGPD)</a></li><li><a href="${D}/codigo-de-conduta/">Código de Conduta</a></li><li><a href="${D}/trabalhe-conosco/">Trabalhe Conosco</a></li><li><a href="${D}/canal-de-denuncias/">Canal de Denúncias</a></li>
	</ul></div>
	<div class="vc_col-sm-4"><h4>Baixe o app do Cooperado</h4>
		<p><a href="https://apps.apple.com/br/app/coopiquiri/id1584420011" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2022/03/badge-app-store.png" alt="Baixar na App Store" width="135" height="40"></a> <a href="https://play.google.com/store/apps/details?id=br.com.coopiquiri.app" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2022/03/badge-google-play.png" alt="Disponível no Google Play" width="135" height="40"></a></p>
		<p><a href="https://www.facebook.com/coopiquiri" target="_blank" rel="noopener">Facebook</a> · <a href="https://www.instagram.com/coopiquiri" target="_blank" rel="noopener">Instagram</a> · <a href="https://www.youtube.com/@coopiquiri" target="_blank" rel="noopener">YouTube</a></p>
	</div>
</div><p style="text-align:center;margin-top:30px">© 2024 Coopiquiri. Todos os direitos reservados.</p></div></footer>
<a class="whats-flutuante" href="https://api.whatsapp.com/send?phone=5544999550144&amp;text=Ol%C3%A1%2C%20vim%20pelo%20site%20da%20Coopiquiri" target="_blank" rel="noopener" aria-label="Fale conosco pelo WhatsApp"><img src="${D}/wp-content/themes/coopiquiri/assets/img/whatsapp.svg" alt="" width="30" height="30"></a>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.8.7" id="swv-js"></script>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.8.7" id="contact-form-7-js"></script>
<script type="text/javascript" src="${D}/wp-content/plugins/js_composer/assets/js/dist/js_composer_front.min.js?ver=7.5" id="wpb_composer_front_js-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/coopiquiri/assets/vendor/owl/owl.carousel.min.js?ver=2.3.4" id="owl-carousel-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/coopiquiri/assets/js/main.js?ver=2.4.1" id="coopiquiri-main-js"></script>
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/4f2a8c1e-7b3d-4e59-a0c6-1d2e3f4a5b6c-loader.js"></script>
</body>
</html>
`;

const banner = (t: string, sub = '') =>
  `<section class="banner-pagina"><div class="container"><h1>${t}</h1>${sub ? `<p>${sub}</p>` : ''}</div></section>\n`;
const row = (inner: string, style = '') =>
  `<div class="vc_row wpb_row vc_row-fluid" style="padding:50px 0;${style}"><div class="container">${inner}</div></div>\n`;
const colx = (w: number, inner: string) =>
  `<div class="wpb_column vc_column_container vc_col-sm-${w}"><div class="vc_column-inner"><div class="wpb_wrapper"><div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">${inner}</div></div></div></div></div>`;

const page = (title: string, desc: string, path: string, body: string) => head(title, desc, path) + header + body + footer;

const home = page(
  'Coopiquiri – Cooperativa Agroindustrial Vale do Piquiri',
  'Coopiquiri: 4.800 cooperados, 21 unidades no Paraná. Recebimento de grãos, insumos, assistência técnica, indústria de rações e alimentos.',
  '/',
  `<div class="owl-carousel owl-theme banner-home">
	<div class="item"><img src="${D}/wp-content/uploads/2024/02/banner-safra-soja-2024.jpg" alt="Safra de soja 2023/24" width="1920" height="640"></div>
	<div class="item"><img src="${D}/wp-content/uploads/2024/01/banner-dia-de-campo.jpg" alt="Dia de Campo Coopiquiri 2024" width="1920" height="640"></div>
</div>
` +
    row(
      colx(
        8,
        `<h2>Juntos, do campo à mesa</h2><p>Fundada em 1971 por 38 agricultores de Ubiratã, a Coopiquiri reúne hoje 4.800 cooperados em 14 municípios do Centro-Oeste paranaense. Recebemos e armazenamos soja, milho e trigo, fornecemos insumos e assistência técnica, e industrializamos rações, farinhas e café sob as marcas Piquiri e Sabor do Vale.</p><p><a href="${D}/a-cooperativa/">Conheça a cooperativa</a></p>`,
      ) +
        colx(
          4,
          `<h3>Números 2023</h3><ul><li>Faturamento: R$ 3,1 bilhões</li><li>Capacidade estática: 1,2 milhão t</li><li>Colaboradores: 2.140</li><li>Unidades de recebimento: 21</li></ul>`,
        ),
    ) +
    row(
      colx(
        4,
        `<h3>Assistência técnica</h3><p>82 agrônomos e técnicos agrícolas a campo.</p><a href="${D}/assistencia-tecnica/">Saiba mais</a>`,
      ) +
        colx(
          4,
          `<h3>Insumos</h3><p>Sementes, defensivos e fertilizantes das principais marcas, com entrega na propriedade.</p><a href="${D}/insumos/marcas-parceiras/">Marcas parceiras</a>`,
        ) +
        colx(
          4,
          `<h3>Nossas marcas</h3><p>Farinhas, café e rações Piquiri nos supermercados do Sul do Brasil.</p><a href="${D}/nossas-marcas/onde-encontrar/">Onde encontrar</a>`,
        ),
      'background:#eef3ea',
    ) +
    row(
      colx(
        12,
        `<h2>Notícias</h2><ul><li><a href="${D}/noticias/dia-de-campo-2024-recebe-6-mil-visitantes/">Dia de Campo 2024 recebe 6 mil visitantes em Ubiratã</a></li><li><a href="${D}/noticias/coopiquiri-e-embrapa-ampliam-parceria-em-manejo-de-solo/">Coopiquiri e Embrapa ampliam parceria em manejo de solo</a></li><li><a href="${D}/noticias/nova-unidade-de-recebimento-em-nova-aurora/">Nova unidade de recebimento em Nova Aurora</a></li></ul>`,
      ),
    ),
);

const cooperativa = page(
  'Quem somos – Coopiquiri',
  'História, missão, valores e intercooperação da Coopiquiri, cooperativa agroindustrial do Paraná.',
  '/a-cooperativa/',
  banner('Quem somos', 'Cooperativa Agroindustrial Vale do Piquiri') +
    row(
      colx(
        8,
        `<h2>Nossa história</h2><p>A Coopiquiri foi fundada em 14 de março de 1971, quando 38 agricultores de Ubiratã se uniram para comprar insumos e vender sua produção de café e algodão em conjunto. Com a erradicação do café nos anos 70, os cooperados migraram para soja e trigo, e a cooperativa acompanhou, construindo seus primeiros armazéns graneleiros em 1976.</p><p>Nos anos 2000 a cooperativa iniciou a industrialização, com a fábrica de rações (2004), o moinho de trigo (2011) e a torrefação de café (2019).</p><h2>Intercooperação</h2><p>Acreditamos que o cooperativismo é mais forte quando as cooperativas trabalham juntas. A Coopiquiri é filiada à <a href="https://www.frimesa.com.br/" target="_blank" rel="noopener">Frimesa Cooperativa Central</a>, para onde destinamos a produção de suínos dos nossos cooperados, e participa do Sistema <a href="https://www.paranacooperativo.coop.br/" target="_blank" rel="noopener">Ocepar</a> e da Organização das Cooperativas Brasileiras – <a href="https://somoscooperativismo.coop.br/" target="_blank" rel="noopener">Sistema OCB</a>.</p><p>Com a Cooperativa Agrária e a C.Vale mantemos acordos de armazenagem recíproca nas unidades de fronteira de atuação.</p>`,
      ) +
        colx(
          4,
          `<h3>Missão</h3><p>Promover o desenvolvimento econômico e social dos cooperados e da comunidade, com sustentabilidade.</p><h3>Certificações</h3><ul><li>ISO 9001 – Fábrica de rações</li><li>FSSC 22000 – Moinho de trigo</li><li>RTRS – Soja responsável</li></ul>`,
        ),
    ),
);

type Marca = [string, string | null, string];
const abas: [string, string, Marca[]][] = [
  [
    'sementes',
    'Sementes',
    [
      ['Pioneer', 'https://www.pioneer.com/br/', 'pioneer'],
      ['Brasmax', 'https://www.brasmaxgenetica.com.br/', 'brasmax'],
      ['TMG', 'https://www.tmg.agr.br/', 'tmg'],
      ['Sementes Piquiri (própria)', null, 'sementes-piquiri'],
    ],
  ],
  [
    'defensivos',
    'Defensivos',
    [
      ['Syngenta', 'https://www.syngenta.com.br/', 'syngenta'],
      ['Bayer CropScience', 'https://www.agro.bayer.com.br/', 'bayer'],
      ['Corteva Agriscience', 'https://www.corteva.com.br/', 'corteva'],
      ['Ourofino Agrociência', null, 'ourofino'],
    ],
  ],
  [
    'nutricao',
    'Nutrição e fertilizantes',
    [
      ['Yara Brasil', 'https://www.yarabrasil.com.br/', 'yara'],
      ['Mosaic Fertilizantes', 'https://mosaicco.com.br/', 'mosaic'],
      ['Stoller', null, 'stoller'],
    ],
  ],
  [
    'saude-animal',
    'Saúde animal',
    [
      ['MSD Saúde Animal', 'https://www.msd-saude-animal.com.br/', 'msd'],
      ['Vetoquinol', null, 'vetoquinol'],
    ],
  ],
];

const marcas = page(
  'Insumos – Marcas parceiras – Coopiquiri',
  'Sementes, defensivos, fertilizantes e produtos veterinários das marcas parceiras da Coopiquiri, com assistência técnica e entrega na propriedade.',
  '/insumos/marcas-parceiras/',
  banner('Marcas parceiras', 'Insumos de qualidade com as condições da cooperativa') +
    row(
      colx(
        12,
        `<p>Nas 21 lojas agropecuárias e unidades de recebimento, o cooperado encontra os insumos das principais empresas do mercado, com preço negociado em volume pela cooperativa, troca de grãos (barter) e entrega na propriedade. Nossos agrônomos recebem treinamento das marcas parceiras e acompanham os ensaios de novos produtos nos campos demonstrativos.</p>`,
      ) +
        `<div class="vc_tta-container" data-vc-action="collapse"><div class="vc_general vc_tta vc_tta-tabs vc_tta-color-green vc_tta-style-flat vc_tta-shape-square vc_tta-tabs-position-top"><div class="vc_tta-tabs-container"><ul class="vc_tta-tabs-list">
${abas.map(([id, nome], i) => `<li class="vc_tta-tab${i === 0 ? ' vc_active' : ''}" data-vc-tab><a href="#${id}" data-vc-tabs data-vc-container=".vc_tta"><span class="vc_tta-title-text">${nome}</span></a></li>`).join('\n')}
</ul></div><div class="vc_tta-panels-container"><div class="vc_tta-panels">
${abas
  .map(
    (
      [id, nome, lista],
      i,
    ) => `<div class="vc_tta-panel${i === 0 ? ' vc_active' : ''}" id="${id}" data-vc-content=".vc_tta-panel-body"><div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#${id}" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">${nome}</span></a></h4></div><div class="vc_tta-panel-body"><div class="grade-marcas">
${lista.map(([n, u, img]) => (u ? `<a href="${u}" target="_blank" rel="noopener" title="${n}"><img src="${D}/wp-content/uploads/2023/05/marca-${img}.png" alt="${n}" width="180" height="60"></a>` : `<span title="${n}"><img src="${D}/wp-content/uploads/2023/05/marca-${img}.png" alt="${n}" width="180" height="60"></span>`)).join('\n')}
</div></div></div>`,
  )
  .join('\n')}
</div></div></div></div>`,
    ),
);

const assist = page(
  'Assistência técnica – Coopiquiri',
  'Assistência técnica agronômica e veterinária aos cooperados, campos demonstrativos e parcerias de pesquisa.',
  '/assistencia-tecnica/',
  banner('Assistência técnica') +
    row(
      colx(
        6,
        `<p>Cada cooperado conta com um agrônomo de referência que acompanha o planejamento da safra, a recomendação de cultivares e o manejo integrado de pragas e doenças. Na pecuária leiteira e na suinocultura, veterinários e zootecnistas da cooperativa fazem visitas mensais.</p><h3>Campo Demonstrativo de Ubiratã</h3><p>Em 18 hectares, testamos mais de 120 cultivares de soja, milho e trigo por safra, além de ensaios de fertilidade e de plantas de cobertura.</p>`,
      ) +
        colx(
          6,
          `<h3>Parcerias de pesquisa</h3><p>Os ensaios são conduzidos em parceria com a <a href="https://www.embrapa.br/soja" target="_blank" rel="noopener">Embrapa Soja</a>, de Londrina, com quem desenvolvemos desde 2018 o programa de manejo conservacionista do solo, e com a <a href="https://www.fundacaoabc.org/" target="_blank" rel="noopener">Fundação ABC</a>, responsável pela rede de ensaios de cultivares de trigo.</p><p>Os resultados são publicados anualmente no Caderno Técnico Coopiquiri, disponível no <a href="https://portal.coopiquiri.com.br/" target="_blank">Portal do Cooperado</a>.</p>`,
        ),
    ),
);

const beneficios = page(
  'Benefícios e convênios para cooperados – Coopiquiri',
  'Convênios da Coopiquiri com instituições financeiras, plano de saúde e concessionárias de máquinas agrícolas.',
  '/cooperado/beneficios/',
  banner('Benefícios e convênios', 'Vantagens exclusivas para cooperados e colaboradores') +
    row(
      colx(
        12,
        `<p>Além da distribuição de sobras, o cooperado Coopiquiri tem acesso a condições especiais junto a empresas conveniadas. Apresente a carteirinha do cooperado ou o app para garantir o benefício.</p>
<div class="vc_row">
	<div class="vc_col-sm-6"><h3>Crédito rural</h3><p><a href="https://www.sicredi.com.br/" target="_blank" rel="noopener">Sicredi Vale do Piquiri</a> – nossa parceira no crédito de custeio e investimento, com linhas do Plano Safra e taxas diferenciadas para cooperados.</p></div>
	<div class="vc_col-sm-6"><h3>Saúde</h3><p>Plano de saúde coletivo por adesão com a <a href="https://www.unimed.coop.br/" target="_blank" rel="noopener">Unimed</a> para cooperados e dependentes.</p></div>
</div>
<h3>Concessionárias conveniadas</h3>
<table class="tabela-lojas"><thead><tr><th>Concessionária</th><th>Marca</th><th>Cidade</th><th>Benefício</th></tr></thead><tbody>
	<tr><td><a href="https://www.agrimaqtratores.com.br/" target="_blank" rel="noopener">Agrimaq Tratores</a></td><td>John Deere</td><td>Campo Mourão</td><td>Revisões com 15% de desconto em peças</td></tr>
	<tr><td><a href="https://www.vaporanamaquinas.com.br/" target="_blank" rel="noopener">Vaporana Máquinas</a></td><td>New Holland</td><td>Cascavel</td><td>Condições especiais de financiamento</td></tr>
	<tr><td>Piquiri Pneus</td><td>Pneus agrícolas</td><td>Ubiratã</td><td>10% de desconto</td></tr>
</tbody></table>`,
      ),
    ),
);

type Loja = [string, string, string, string | null];
const lojas: Loja[] = [
  ['PR', 'Supermercados Condor', 'Curitiba e região', 'https://www.condor.com.br/'],
  ['PR', 'Super Muffato', 'Londrina, Maringá, Cascavel', 'https://www.supermuffato.com.br/'],
  ['PR', 'Rede Coopiquiri de Lojas', '21 lojas próprias', null],
  ['SC', 'Sul Alimentos Distribuidora', 'Chapecó (atacado para SC)', 'https://www.sulalimentosdistribuidora.com.br/'],
  ['SP', 'Distribuidora Paulista de Grãos e Farinhas', 'Presidente Prudente', 'mailto:comercial@dpgfarinhas.com.br'],
  ['MS', 'Mercado Pantanal Atacarejo', 'Dourados', null],
];

const ondeEncontrar = page(
  'Onde encontrar os produtos Piquiri – Coopiquiri',
  'Encontre as farinhas, cafés e rações Piquiri e Sabor do Vale em supermercados e distribuidores do Sul e Sudeste.',
  '/nossas-marcas/onde-encontrar/',
  banner('Onde encontrar', 'Produtos Piquiri e Sabor do Vale') +
    row(
      colx(
        12,
        `<p>Nossas farinhas de trigo, cafés torrados e moídos e rações para cães, equinos e bovinos estão à venda nas lojas próprias da Coopiquiri e em redes de supermercados e distribuidores parceiros:</p>
<table class="tabela-lojas"><thead><tr><th>UF</th><th>Rede / distribuidor</th><th>Região</th><th>Site</th></tr></thead><tbody>
${lojas.map(([uf, n, r, u]) => `<tr><td>${uf}</td><td>${n}</td><td>${r}</td><td>${u ? (u.startsWith('mailto:') ? `<a href="${u}">${u.slice(7)}</a>` : `<a href="${u}" target="_blank" rel="noopener">${u.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>`) : '–'}</td></tr>`).join('\n')}
</tbody></table>
<p>Compre também pela internet na <a href="https://loja.coopiquiri.com.br/" target="_blank">Loja Virtual Coopiquiri</a>. Quer revender nossos produtos? Fale com o comercial: <a href="mailto:vendas@coopiquiri.com.br">vendas@coopiquiri.com.br</a>.</p>`,
      ),
    ),
);

const noticia = page(
  'Coopiquiri e Embrapa ampliam parceria em manejo de solo – Coopiquiri',
  'Novo acordo de cooperação técnica com a Embrapa Soja inclui 40 propriedades de referência.',
  '/noticias/coopiquiri-e-embrapa-ampliam-parceria-em-manejo-de-solo/',
  banner('Coopiquiri e Embrapa ampliam parceria em manejo de solo', '8 de fevereiro de 2024') +
    row(
      colx(
        8,
        `<p>A Coopiquiri e a Embrapa Soja assinaram nesta quarta-feira (7) a renovação do acordo de cooperação técnica para o programa de manejo conservacionista do solo. A nova fase amplia de 12 para 40 o número de propriedades de referência e inclui o monitoramento de carbono no solo.</p><p>"Os cooperados que adotaram o sistema de plantio direto com rotação e plantas de cobertura tiveram, em média, 8 sacas a mais por hectare na última safra de soja", afirma o gerente técnico Rodrigo Kessler.</p><p>O programa conta ainda com apoio financeiro do <a href="https://www.bndes.gov.br/" target="_blank" rel="noopener">BNDES</a> por meio do Fundo Clima.</p>`,
      ) +
        colx(
          4,
          `<div class="wpb_single_image"><img src="${D}/wp-content/uploads/2024/02/assinatura-embrapa.jpg" alt="Assinatura do acordo com a Embrapa" width="400" height="300"></div>`,
        ),
    ),
);

const trabalhe = page(
  'Trabalhe Conosco – Coopiquiri',
  'Vagas abertas na Coopiquiri: agronomia, indústria, logística e administrativo.',
  '/trabalhe-conosco/',
  banner('Trabalhe Conosco') +
    row(
      colx(
        12,
        `<p>Faça parte de uma cooperativa que cresce com o campo. Oferecemos plano de saúde, participação nos resultados, refeitório e programas de desenvolvimento.</p><p>Todas as vagas estão publicadas na nossa página de carreiras na <a href="https://coopiquiri.gupy.io/" target="_blank" rel="noopener">Gupy</a>.</p>`,
      ),
    ),
);

const contato = page(
  'Contato – Coopiquiri',
  'Fale com a Coopiquiri: matriz em Ubiratã/PR, SAC, ouvidoria e imprensa.',
  '/contato/',
  banner('Contato') +
    row(
      colx(
        6,
        `<p><strong>Matriz</strong><br>Av. das Cooperativas, 1500 – Ubiratã/PR<br>(44) 3543-8000</p><p><strong>SAC:</strong> 0800 555 0144<br><strong>Imprensa:</strong> <a href="mailto:comunicacao@coopiquiri.com.br">comunicacao@coopiquiri.com.br</a></p>`,
      ) +
        colx(
          6,
          `<div class="wpcf7 no-js" id="wpcf7-f55-p22-o1" lang="pt-BR" dir="ltr"><form action="/contato/#wpcf7-f55-p22-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init"><p><label>Nome<br><input class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></label></p><p><label>E-mail<br><input class="wpcf7-form-control wpcf7-email" type="email" name="your-email"></label></p><p><label>Sou<br><select class="wpcf7-form-control wpcf7-select" name="perfil"><option>Cooperado</option><option>Consumidor</option><option>Fornecedor</option><option>Imprensa</option></select></label></p><p><label>Mensagem<br><textarea class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p><p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Enviar"></p></form></div>`,
        ),
    ),
);

export const site: CorpusSite = {
  domain: 'coopiquiri.com.br',
  covers:
    'Brazilian agricultural cooperative on WordPress/WPBakery: supplier "marcas parceiras" as logo grids inside WPBakery tabs (some unlinked), retail chains and distributors selling its own brands in a "onde encontrar" table (one by e-mail domain), member-benefit partners in prose and a dealer table, intercooperation and federation memberships in about prose, research partners on the technical-assistance page; Cepea/B3 quotes, BNDES funding, Gupy, app badges and own portal/shop subdomains as negatives',
  pages: {
    '/': { headers, html: home },
    '/a-cooperativa/': { headers, html: cooperativa },
    '/insumos/marcas-parceiras/': { headers, html: marcas },
    '/assistencia-tecnica/': { headers, html: assist },
    '/cooperado/beneficios/': { headers, html: beneficios },
    '/nossas-marcas/onde-encontrar/': { headers, html: ondeEncontrar },
    '/noticias/coopiquiri-e-embrapa-ampliam-parceria-em-manejo-de-solo/': { headers, html: noticia },
    '/trabalhe-conosco/': { headers, html: trabalhe },
    '/contato/': { headers, html: contato },
  },
  sitemap: [
    '/',
    '/a-cooperativa/',
    '/insumos/marcas-parceiras/',
    '/assistencia-tecnica/',
    '/cooperado/beneficios/',
    '/nossas-marcas/onde-encontrar/',
    '/noticias/coopiquiri-e-embrapa-ampliam-parceria-em-manejo-de-solo/',
    '/trabalhe-conosco/',
    '/contato/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wpbakery',
    'yoast-seo',
    'contact-form-7',
    'jquery',
    'jquery-migrate',
    'owl-carousel',
    'google-font-api',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'rd-station',
    'whatsapp-business-chat',
    'cloudflare',
    'open-graph',
    'rss',
  ],
  partners: {
    'pioneer.com': 'generic',
    'brasmaxgenetica.com.br': 'generic',
    'tmg.agr.br': 'generic',
    'syngenta.com.br': 'generic',
    'bayer.com.br': 'generic',
    'corteva.com.br': 'generic',
    'yarabrasil.com.br': 'generic',
    'mosaicco.com.br': 'generic',
    'msd-saude-animal.com.br': 'generic',
    'frimesa.com.br': 'generic',
    'paranacooperativo.coop.br': 'generic',
    'somoscooperativismo.coop.br': 'generic',
    'embrapa.br': 'generic',
    'fundacaoabc.org': 'generic',
    'sicredi.com.br': 'generic',
    'unimed.coop.br': 'generic',
    'agrimaqtratores.com.br': 'generic',
    'vaporanamaquinas.com.br': 'generic',
    'condor.com.br': 'channel',
    'supermuffato.com.br': 'channel',
    'sulalimentosdistribuidora.com.br': 'channel',
    'dpgfarinhas.com.br': 'channel',
  },
};
