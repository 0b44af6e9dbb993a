import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8e21c4d5e6f70819-GRU',
  'cf-cache-status': 'DYNAMIC',
  link: '<https://www.rotalog.com.br/wp-json/>; rel="https://api.w.org/"',
};

const orgJsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","@id":"https://www.rotalog.com.br/#organization","name":"Rotalog Tecnologia Ltda.","url":"https://www.rotalog.com.br/","logo":"https://www.rotalog.com.br/wp-content/uploads/2025/01/rotalog-logo.png","sameAs":["https://www.linkedin.com/company/rotalog","https://www.instagram.com/rotalog.br/","https://www.youtube.com/@rotalog"],"address":{"@type":"PostalAddress","streetAddress":"Av. Brigadeiro Faria Lima, 1811 - cj. 1204","addressLocality":"São Paulo","addressRegion":"SP","postalCode":"01452-001","addressCountry":"BR"}}</script>`;

const head = (title: string, description: string, path: string, pageId: number, extra = ''): string => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="canonical" href="https://www.rotalog.com.br${path}">
<meta property="og:locale" content="pt_BR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.rotalog.com.br${path}">
<meta property="og:site_name" content="Rotalog">
${orgJsonLd}
${extra}
<link rel="stylesheet" id="hello-elementor-css" href="https://www.rotalog.com.br/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://www.rotalog.com.br/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.25.4" media="all">
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="https://www.rotalog.com.br/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1732011122" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Poppins%3A400%2C600%2C700&amp;display=swap&amp;ver=6.7.1" media="all">
<script src="https://www.rotalog.com.br/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="Elementor 3.25.4; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-RTL0G2025X"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-RTL0G2025X');</script>
</head>
<body class="page-template-default page page-id-${pageId} elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">`;

const nav = `<header class="elementor elementor-12 elementor-location-header" data-elementor-type="header">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-image"><a href="https://www.rotalog.com.br/"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/01/rotalog-logo.svg" alt="Rotalog" width="150" height="38"></a></div>
    <nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu">
      <ul id="menu-1-principal" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://www.rotalog.com.br/produto/" class="elementor-item">Produto</a></li>
        <li class="menu-item"><a href="https://www.rotalog.com.br/integracoes/" class="elementor-item">Integrações</a></li>
        <li class="menu-item"><a href="https://www.rotalog.com.br/precos/" class="elementor-item">Preços</a></li>
        <li class="menu-item"><a href="https://www.rotalog.com.br/clientes/" class="elementor-item">Clientes</a></li>
        <li class="menu-item"><a href="https://www.rotalog.com.br/blog/" class="elementor-item">Blog</a></li>
        <li class="menu-item"><a href="https://www.rotalog.com.br/contato/" class="elementor-item">Contato</a></li>
      </ul>
    </nav>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://app.rotalog.com.br/login">Entrar</a> <a class="elementor-button elementor-button-primary" href="https://www.rotalog.com.br/demonstracao/">Agende uma demonstração</a></div>
  </div>
</header>`;

const footer = `<footer class="elementor elementor-15 elementor-location-footer" data-elementor-type="footer">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent footer-cols">
    <div class="e-con-inner">
      <div class="elementor-widget elementor-widget-text-editor">
        <p><strong>Rotalog Tecnologia Ltda.</strong><br>CNPJ 38.412.907/0001-55<br>Av. Brigadeiro Faria Lima, 1811 &ndash; São Paulo/SP</p>
      </div>
      <div class="elementor-widget elementor-widget-icon-list">
        <ul class="elementor-icon-list-items">
          <li class="elementor-icon-list-item"><a href="https://www.rotalog.com.br/sobre/">Sobre nós</a></li>
          <li class="elementor-icon-list-item"><a href="https://www.rotalog.com.br/seja-parceiro/">Seja um parceiro</a></li>
          <li class="elementor-icon-list-item"><a href="https://rotalog.gupy.io/">Trabalhe conosco</a></li>
          <li class="elementor-icon-list-item"><a href="https://ajuda.rotalog.com.br/">Central de ajuda</a></li>
          <li class="elementor-icon-list-item"><a href="https://www.rotalog.com.br/politica-de-privacidade/">Privacidade e LGPD</a></li>
        </ul>
      </div>
      <div class="elementor-widget elementor-widget-social-icons">
        <a class="elementor-social-icon" href="https://www.linkedin.com/company/rotalog" target="_blank">LinkedIn</a>
        <a class="elementor-social-icon" href="https://www.instagram.com/rotalog.br/" target="_blank">Instagram</a>
        <a class="elementor-social-icon" href="https://www.youtube.com/@rotalog" target="_blank">YouTube</a>
        <a href="https://play.google.com/store/apps/details?id=br.com.rotalog.motorista" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/02/google-play-badge.png" alt="App do motorista no Google Play"></a>
        <a href="https://www.reclameaqui.com.br/empresa/rotalog/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/02/selo-ra1000.png" alt="Selo RA1000 Reclame AQUI"></a>
      </div>
    </div>
  </div>
  <div class="footer-bottom"><p>&copy; 2026 Rotalog. Todos os direitos reservados. Associada à <a href="https://abcomm.org/">ABComm</a>.</p></div>
</footer>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=5511940021234&amp;text=Ol%C3%A1%2C%20quero%20conhecer%20a%20Rotalog" target="_blank" rel="noopener" aria-label="Fale conosco no WhatsApp">WhatsApp</a>
<div id="lgpd-banner" class="lgpd-banner" role="dialog">
  <p>Utilizamos cookies para melhorar sua experiência, conforme nossa <a href="https://www.rotalog.com.br/politica-de-privacidade/">Política de Privacidade</a>.</p>
  <button type="button">Aceitar</button>
</div>
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/7f2a1c90-4b3e-4d8a-9e61-2c5b0d8f7a13-loader.js"></script>
<script src="https://www.rotalog.com.br/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.25.4" id="elementor-webpack-runtime-js"></script>
<script src="https://www.rotalog.com.br/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.25.4" id="elementor-frontend-modules-js"></script>
<script src="https://www.rotalog.com.br/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.25.4" id="elementor-frontend-js"></script>
</body>
</html>`;

const home = `${head('Rotalog | TMS para transportadoras e embarcadores', 'Software de gestão de transporte (TMS) na nuvem: cotação de frete, roteirização, CT-e, rastreamento e auditoria de frete em uma só plataforma.', '/', 7)}
${nav}
<main id="content" class="site-main">
  <div class="elementor elementor-7" data-elementor-type="wp-page" data-elementor-id="7">
    <section class="elementor-element e-con hero">
      <h1 class="elementor-heading-title">Seu frete sob controle, do pedido à entrega.</h1>
      <p>Cotação com 40+ transportadoras, emissão de CT-e e MDF-e, roteirização e rastreamento em tempo real. Tudo em um TMS brasileiro, na nuvem.</p>
      <a class="elementor-button" href="https://www.rotalog.com.br/demonstracao/">Quero uma demonstração</a>
    </section>

    <section class="elementor-element e-con clientes">
      <h2 class="elementor-heading-title">Quem confia na Rotalog</h2>
      <div class="elementor-widget elementor-widget-image-carousel">
        <a href="https://www.natura.com.br/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/03/cliente-natura.png" alt="Natura"></a>
        <a href="https://www.paranaalimentos.com.br/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/03/cliente-parana-alimentos.png" alt="Distribuidora Paraná Alimentos"></a>
        <a href="https://www.modasul.com.br/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/03/cliente-modasul.png" alt="ModaSul"></a>
        <a href="https://www.farmavida.com.br/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/03/cliente-farmavida.png" alt="FarmaVida"></a>
      </div>
    </section>

    <section class="elementor-element e-con numeros">
      <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number">2,3 mi</span><span class="elementor-counter-title">entregas por mês</span></div>
      <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number">18%</span><span class="elementor-counter-title">de economia média no frete</span></div>
      <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number">1.100+</span><span class="elementor-counter-title">empresas clientes</span></div>
    </section>

    <section class="elementor-element e-con integracoes-teaser">
      <h2 class="elementor-heading-title">Conectado ao seu ERP e às transportadoras</h2>
      <p>TOTVS, SAP, Omie, Bling, VTEX e as principais transportadoras do país já conversam com a Rotalog.</p>
      <a class="elementor-button" href="https://www.rotalog.com.br/integracoes/">Ver todas as integrações</a>
    </section>

    <section class="elementor-element e-con investidores">
      <h2 class="elementor-heading-title">Investidores</h2>
      <a href="https://www.kaszek.com/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/03/kaszek.png" alt="Kaszek"></a>
      <a href="https://canary.com.br/" target="_blank"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/03/canary.png" alt="Canary"></a>
      <p>Top 10 Logtech no <a href="https://www.openstartups.net/site/ranking/rankings-startups.html" target="_blank">Ranking 100 Open Startups 2026</a> &middot; Destaque na <a href="https://exame.com/negocios/logtechs-que-mais-crescem-2026/" target="_blank">Exame</a></p>
    </section>
  </div>
</main>
${footer}`;

const tile = (
  name: string,
  href: string,
  img: string,
  text: string,
): string => `        <div class="elementor-element elementor-widget elementor-widget-image-box">
          <div class="elementor-image-box-wrapper">
            <figure class="elementor-image-box-img"><a href="${href}" target="_blank" rel="noopener"><img src="https://www.rotalog.com.br/wp-content/uploads/2025/04/${img}" alt="${name}" width="160" height="80"></a></figure>
            <div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="${href}" target="_blank" rel="noopener">${name}</a></h3><p class="elementor-image-box-description">${text}</p></div>
          </div>
        </div>`;

const integracoes = `${head('Integrações | Rotalog', 'Integrações nativas da Rotalog com ERPs, plataformas de e-commerce, transportadoras e rastreadores.', '/integracoes/', 231)}
${nav}
<main id="content" class="site-main">
  <div class="elementor elementor-231" data-elementor-type="wp-page" data-elementor-id="231">
    <section class="elementor-element e-con">
      <h1 class="elementor-heading-title">Integrações</h1>
      <p>Conectores nativos, mantidos pela nossa equipe em parceria com cada fornecedor. Precisa de outra? Use a <a href="https://developers.rotalog.com.br/">API REST da Rotalog</a>.</p>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">ERP</h2>
      <div class="e-con-inner integration-grid">
${tile('TOTVS Protheus', 'https://www.totvs.com/protheus/', 'totvs.png', 'Pedidos e notas fiscais importados automaticamente; CT-e devolvido ao ERP.')}
${tile('SAP Business One', 'https://www.sap.com/brazil/products/erp/business-one.html', 'sap.png', 'Add-on certificado para cotação e conferência de frete.')}
${tile('Omie', 'https://www.omie.com.br/', 'omie.png', 'Sincronização de pedidos de venda e contas a pagar de frete.')}
${tile('Bling', 'https://www.bling.com.br/', 'bling.png', 'Etiquetas e rastreio direto do painel do Bling.')}
      </div>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">E-commerce</h2>
      <div class="e-con-inner integration-grid">
${tile('VTEX', 'https://vtex.com/pt-br/', 'vtex.png', 'Cotação de frete em tempo real no checkout da loja.')}
${tile('Nuvemshop', 'https://www.nuvemshop.com.br/', 'nuvemshop.png', 'App oficial na loja de aplicativos Nuvemshop.')}
      </div>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">Transportadoras integradas</h2>
      <div class="e-con-inner integration-grid">
${tile('Jadlog', 'https://www.jadlog.com.br/', 'jadlog.png', 'Cotação, coleta e rastreio via API.')}
${tile('Loggi', 'https://www.loggi.com/', 'loggi.png', 'Entregas no mesmo dia nas capitais.')}
${tile('Total Express', 'https://totalexpress.com.br/', 'total-express.png', 'Cotação e etiquetas para todo o Brasil.')}
      </div>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">Rastreamento de frota</h2>
      <div class="e-con-inner integration-grid">
${tile('Rastrix', 'https://rastrix.com.br/', 'rastrix.png', 'Posições GPS e telemetria da frota própria dentro da Rotalog.')}
      </div>
    </section>
  </div>
</main>
${footer}`;

const parceirosJsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","name":"Parceiros de implantação e revendas Rotalog","numberOfItems":5,"itemListElement":[{"@type":"ListItem","position":1,"item":{"@type":"Organization","name":"LogiConsult Brasil","url":"https://www.logiconsult.com.br/","address":{"@type":"PostalAddress","addressLocality":"Campinas","addressRegion":"SP"}}},{"@type":"ListItem","position":2,"item":{"@type":"Organization","name":"Supply Tech Nordeste","url":"https://supplytechne.com.br/","address":{"@type":"PostalAddress","addressLocality":"Recife","addressRegion":"PE"}}},{"@type":"ListItem","position":3,"item":{"@type":"Organization","name":"Vértice Sistemas","url":"https://www.verticesistemas.com.br/","address":{"@type":"PostalAddress","addressLocality":"Curitiba","addressRegion":"PR"}}},{"@type":"ListItem","position":4,"item":{"@type":"Organization","name":"Andes Logística Digital","url":"https://andeslogistica.cl/","address":{"@type":"PostalAddress","addressLocality":"Santiago","addressCountry":"CL"}}},{"@type":"ListItem","position":5,"item":{"@type":"Organization","name":"Portus TI","url":"https://www.portusti.pt/","address":{"@type":"PostalAddress","addressLocality":"Porto","addressCountry":"PT"}}}]}</script>`;

const card = (
  name: string,
  city: string,
  kind: string,
): string => `        <div class="elementor-element elementor-widget elementor-widget-icon-box parceiro-card">
          <div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>${name}</span></h3><p class="elementor-icon-box-description">${city} &middot; ${kind}</p></div></div>
        </div>`;

const parceiros = `${head('Parceiros | Rotalog', 'Consultorias de implantação e revendas autorizadas Rotalog no Brasil, Chile e Portugal.', '/parceiros/', 248, parceirosJsonLd)}
${nav}
<main id="content" class="site-main">
  <div class="elementor elementor-248" data-elementor-type="wp-page" data-elementor-id="248">
    <section class="elementor-element e-con">
      <h1 class="elementor-heading-title">Parceiros</h1>
      <p>Nossa rede de parceiros certificados implanta a Rotalog, treina sua equipe e dá suporte local. Fale com o parceiro da sua região pelo formulário abaixo e nós fazemos a apresentação.</p>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">Parceiros de implantação e revendas</h2>
      <div class="e-con-inner parceiros-grid">
${card('LogiConsult Brasil', 'Campinas/SP', 'Implantação e treinamento')}
${card('Supply Tech Nordeste', 'Recife/PE', 'Revenda e suporte')}
${card('Vértice Sistemas', 'Curitiba/PR', 'Revenda e integração com ERP')}
${card('Andes Logística Digital', 'Santiago, Chile', 'Revenda exclusiva Chile')}
${card('Portus TI', 'Porto, Portugal', 'Implantação Portugal')}
${card('Consultoria Ribeiro &amp; Lopes', 'Goiânia/GO', 'Consultoria em transporte')}
      </div>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">Quero falar com um parceiro</h2>
      <form class="elementor-form" method="post" name="Parceiros">
        <input type="text" name="form_fields[name]" placeholder="Nome">
        <input type="email" name="form_fields[email]" placeholder="E-mail corporativo">
        <select name="form_fields[uf]"><option>SP</option><option>PR</option><option>PE</option><option>Outro</option></select>
        <button type="submit" class="elementor-button">Enviar</button>
      </form>
    </section>
  </div>
</main>
${footer}`;

const sejaParceiro = `${head('Seja um parceiro | Rotalog', 'Programa de parceiros Rotalog para consultorias logísticas, revendas de software e integradores.', '/seja-parceiro/', 252)}
${nav}
<main id="content" class="site-main">
  <div class="elementor elementor-252" data-elementor-type="wp-page" data-elementor-id="252">
    <section class="elementor-element e-con">
      <h1 class="elementor-heading-title">Seja um parceiro Rotalog</h1>
      <p>Consultorias logísticas, revendas de ERP e integradores: ganhe comissão recorrente de até 25% e ofereça o TMS que mais cresce no Brasil.</p>
    </section>
    <section class="elementor-element e-con">
      <h2 class="elementor-heading-title">Vantagens</h2>
      <ul>
        <li>Comissão recorrente durante toda a vida do cliente</li>
        <li>Certificação gratuita e ambiente de demonstração</li>
        <li>Leads qualificados da sua região</li>
      </ul>
      <a class="elementor-button" href="https://www.rotalog.com.br/seja-parceiro/#inscricao">Quero ser parceiro</a>
      <a class="elementor-button" href="https://parceiros.rotalog.com.br/login">Área do parceiro</a>
    </section>
  </div>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'rotalog.com.br',
  covers:
    'Brazilian WordPress/Elementor TMS: header "Integrações" page of Elementor image boxes grouped by ERP/e-commerce/carriers/tracking, and a "Parceiros" page reachable only from the sitemap whose cards carry no links while the partner URLs sit in a JSON-LD ItemList (one card absent from it); traps: Organization JSON-LD sameAs, customer carousel, investors, ranking and press, ABComm membership, Reclame AQUI badge, Google Play, WhatsApp button, Gupy jobs, footer "Seja um parceiro" program page and partner-area login.',
  pages: {
    '/': { redirect: 'https://www.rotalog.com.br/' },
    'https://www.rotalog.com.br/': { headers, html: home },
    'https://www.rotalog.com.br/integracoes/': { headers, html: integracoes },
    'https://www.rotalog.com.br/parceiros/': { headers, html: parceiros },
    'https://www.rotalog.com.br/seja-parceiro/': { headers, html: sejaParceiro },
  },
  sitemap: [
    'https://www.rotalog.com.br/',
    'https://www.rotalog.com.br/produto/',
    'https://www.rotalog.com.br/integracoes/',
    'https://www.rotalog.com.br/precos/',
    'https://www.rotalog.com.br/clientes/',
    'https://www.rotalog.com.br/parceiros/',
    'https://www.rotalog.com.br/seja-parceiro/',
    'https://www.rotalog.com.br/sobre/',
    'https://www.rotalog.com.br/contato/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'rd-station',
    'whatsapp-business-chat',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'totvs.com': 'technology',
    'sap.com': 'technology',
    'omie.com.br': 'technology',
    'bling.com.br': 'technology',
    'vtex.com': 'technology',
    'nuvemshop.com.br': 'technology',
    'jadlog.com.br': 'technology',
    'loggi.com': 'technology',
    'totalexpress.com.br': 'technology',
    'rastrix.com.br': 'technology',
    'logiconsult.com.br': 'channel',
    'supplytechne.com.br': 'channel',
    'verticesistemas.com.br': 'channel',
    'andeslogistica.cl': 'channel',
    'portusti.pt': 'channel',
  },
};
