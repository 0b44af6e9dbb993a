import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string): string => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}">
<link rel="canonical" href="https://cafebrasa.com.br${path}">
<meta property="og:locale" content="pt_BR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://cafebrasa.com.br${path}">
<meta property="og:site_name" content="Café Brasa">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Café Brasa Torrefação","url":"https://cafebrasa.com.br/"}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="stylesheet" id="wp-block-library-css" href="https://cafebrasa.com.br/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://cafebrasa.com.br/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://cafebrasa.com.br/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Playfair+Display:400,700%7CLato:400,700&#038;display=swap" media="all">
<script src="https://cafebrasa.com.br/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7B2QX9');</script>
<!-- End Google Tag Manager -->
</head>
<body class="page-template-default page elementor-default elementor-kit-6">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7B2QX9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<header class="site-header elementor-location-header">
  <a class="logo" href="https://cafebrasa.com.br/"><img src="https://cafebrasa.com.br/wp-content/uploads/2023/03/logo-brasa.svg" alt="Café Brasa Torrefação"></a>
  <nav class="elementor-nav-menu--main" aria-label="Menu">
    <ul class="elementor-nav-menu">
      <li><a href="https://cafebrasa.com.br/nossos-cafes/">Nossos cafés</a></li>
      <li><a href="https://cafebrasa.com.br/onde-comprar/">Onde comprar</a></li>
      <li><a href="https://cafebrasa.com.br/parcerias/">Parcerias</a></li>
      <li><a href="https://cafebrasa.com.br/sobre/">Sobre nós</a></li>
      <li><a href="https://cafebrasa.com.br/contato/">Contato</a></li>
      <li><a href="https://loja.cafebrasa.com.br/">Loja online</a></li>
    </ul>
  </nav>
</header>
`;

const foot = `
<footer class="elementor-location-footer">
  <div class="elementor-container">
    <div class="elementor-widget-wrap">
      <h4>Café Brasa Torrefação Ltda.</h4>
      <p>Rua Coronel Pedro Sanches, 412 – Poços de Caldas/MG – CEP 37701-000<br>CNPJ 21.483.902/0001-47</p>
      <p>Atendimento: <a href="mailto:ola@cafebrasa.com.br">ola@cafebrasa.com.br</a> · <a href="tel:+553537214488">(35) 3721-4488</a></p>
    </div>
    <div class="elementor-widget-wrap">
      <h4>Pagamento seguro na loja online</h4>
      <ul class="pagamentos">
        <li><img src="https://cafebrasa.com.br/wp-content/uploads/2023/03/pix.svg" alt="Pix"></li>
        <li><img src="https://cafebrasa.com.br/wp-content/uploads/2023/03/visa.svg" alt="Visa"></li>
        <li><img src="https://cafebrasa.com.br/wp-content/uploads/2023/03/mastercard.svg" alt="Mastercard"></li>
        <li><img src="https://cafebrasa.com.br/wp-content/uploads/2023/03/boleto.svg" alt="Boleto"></li>
      </ul>
    </div>
    <div class="elementor-widget-wrap">
      <h4>Siga a Brasa</h4>
      <a href="https://www.instagram.com/cafebrasa/" target="_blank" rel="noopener">Instagram</a>
      <a href="https://www.youtube.com/@cafebrasa" target="_blank" rel="noopener">YouTube</a>
      <a href="https://wa.me/5535999214488" target="_blank" rel="noopener">WhatsApp</a>
    </div>
  </div>
  <p class="copy">© 2024 Café Brasa. Todos os direitos reservados. · <a href="https://cafebrasa.com.br/politica-de-privacidade/">Política de privacidade</a></p>
</footer>
<script src="https://cafebrasa.com.br/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://cafebrasa.com.br/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://cafebrasa.com.br/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://cafebrasa.com.br/wp-json/>; rel="https://api.w.org/"',
};

export const site: CorpusSite = {
  domain: 'cafebrasa.com.br',
  otherDomains: ['loja.cafebrasa.com.br'],
  covers:
    'Brazilian specialty coffee roaster (Portuguese), WordPress + Elementor; stockists page with distributor cards and retailer list, brand-partnership page in prose; negatives: award, certification, association membership, festival sponsorship, press, payment icons, social links, own shop subdomain',
  pages: {
    '/': {
      headers,
      html:
        head('Café Brasa – Cafés especiais torrados no Sul de Minas', '/', 'Cafés especiais do Sul de Minas, torrados em pequenos lotes.') +
        `<main id="content" class="site-main">
<section class="elementor-section hero">
  <h1>Café especial, da roça à sua xícara</h1>
  <p>Torramos em pequenos lotes, toda semana, cafés de produtores do Sul de Minas e da Mantiqueira.</p>
  <a class="elementor-button" href="https://loja.cafebrasa.com.br/">Comprar na loja online</a>
  <a class="elementor-button" href="https://cafebrasa.com.br/onde-comprar/">Encontre perto de você</a>
</section>
<section class="elementor-section destaques">
  <h2>Nossos cafés</h2>
  <div class="elementor-widget-container">
    <article><h3>Brasa Clássico</h3><p>Notas de chocolate e castanhas. Catuaí amarelo, 84 pontos.</p></article>
    <article><h3>Mantiqueira Microlote</h3><p>Floral, mel e laranja. Fermentação natural, 87 pontos.</p></article>
    <article><h3>Descafeinado Suave</h3><p>Processo Swiss Water, doce e equilibrado.</p></article>
  </div>
</section>
<section class="elementor-section premios">
  <h2>Reconhecimento</h2>
  <p>Nosso Mantiqueira Microlote ficou entre os finalistas do <a href="https://cupofexcellence.org/brazil-2023/" target="_blank">Cup of Excellence Brasil 2023</a>, e nossa fazenda parceira é certificada <a href="https://www.rainforest-alliance.org/" target="_blank">Rainforest Alliance</a>.</p>
</section>
<section class="elementor-section imprensa">
  <h2>Saiu na imprensa</h2>
  <ul>
    <li><a href="https://www1.folha.uol.com.br/comida/2023/09/torrefacoes-do-sul-de-minas.shtml" target="_blank">Folha de S.Paulo – “As torrefações que mudaram o café mineiro”</a></li>
    <li><a href="https://revistacafeicultura.com.br/noticias/brasa-microlotes" target="_blank">Revista Cafeicultura – Microlotes em destaque</a></li>
  </ul>
</section>
</main>` +
        foot,
    },
    '/onde-comprar/': {
      headers,
      html:
        head('Onde comprar – Café Brasa', '/onde-comprar/', 'Distribuidores e lojas que vendem os cafés Brasa.') +
        `<main id="content" class="site-main">
<section class="elementor-section">
  <h1>Onde comprar</h1>
  <p>Além da nossa <a href="https://loja.cafebrasa.com.br/">loja online</a>, os cafés Brasa estão à venda em empórios, mercados e cafeterias de todo o Brasil. Confira nossos distribuidores autorizados e pontos de venda.</p>
</section>
<section class="elementor-section distribuidores">
  <h2>Distribuidores autorizados</h2>
  <p>Para cafeterias, restaurantes e revendas, fale com o distribuidor da sua região.</p>
  <div class="elementor-container cards">
    <div class="elementor-column card">
      <img src="https://cafebrasa.com.br/wp-content/uploads/2024/01/montanha.png" alt="Distribuidora Montanha">
      <h3>Distribuidora Montanha</h3>
      <p>Minas Gerais e Espírito Santo</p>
      <a href="https://www.distribuidoramontanha.com.br/" target="_blank" rel="noopener">distribuidoramontanha.com.br</a>
    </div>
    <div class="elementor-column card">
      <img src="https://cafebrasa.com.br/wp-content/uploads/2024/01/graosul.png" alt="Grão Sul Alimentos">
      <h3>Grão Sul Alimentos</h3>
      <p>Paraná, Santa Catarina e Rio Grande do Sul</p>
      <a href="https://graosul.com.br/" target="_blank" rel="noopener">graosul.com.br</a>
    </div>
    <div class="elementor-column card">
      <img src="https://cafebrasa.com.br/wp-content/uploads/2024/01/nordestecafes.png" alt="Nordeste Cafés Distribuição">
      <h3>Nordeste Cafés Distribuição</h3>
      <p>Bahia, Pernambuco e Ceará</p>
      <a href="https://nordestecafes.com.br/" target="_blank" rel="noopener">nordestecafes.com.br</a>
    </div>
    <div class="elementor-column card">
      <h3>Paulista Food Service</h3>
      <p>Grande São Paulo e interior</p>
      <a href="https://www.paulistafoodservice.com.br/" target="_blank" rel="noopener">paulistafoodservice.com.br</a>
    </div>
  </div>
</section>
<section class="elementor-section lojas">
  <h2>Lojas e empórios</h2>
  <ul class="elementor-icon-list-items">
    <li><a href="https://www.emporiovilamadalena.com.br/" target="_blank">Empório Vila Madalena</a> – São Paulo/SP</li>
    <li><a href="https://mercadocasaverde.com.br/" target="_blank">Mercado Casa Verde</a> – São Paulo/SP</li>
    <li><a href="https://www.santaluziaemporio.com.br/cafes" target="_blank">Santa Luzia Empório</a> – Belo Horizonte/MG</li>
    <li><a href="https://armazemcarioca.com.br/" target="_blank">Armazém Carioca</a> – Rio de Janeiro/RJ</li>
    <li><a href="https://www.casadograo-poa.com.br/" target="_blank">Casa do Grão</a> – Porto Alegre/RS</li>
  </ul>
  <h2>Também nos marketplaces</h2>
  <p>Você encontra a linha completa na <a href="https://www.amazon.com.br/stores/CafeBrasa/page/7A1C" target="_blank">Amazon</a> e no <a href="https://www.mercadolivre.com.br/loja/cafe-brasa" target="_blank">Mercado Livre</a> (loja oficial).</p>
  <p>Quer revender Café Brasa? <a href="https://cafebrasa.com.br/contato/">Fale com nosso time comercial</a>.</p>
</section>
</main>` +
        foot,
    },
    '/parcerias/': {
      headers,
      html:
        head('Parcerias – Café Brasa', '/parcerias/', 'Marcas e projetos com que a Brasa faz parceria.') +
        `<main id="content" class="site-main">
<section class="elementor-section">
  <h1>Parcerias</h1>
  <p>Acreditamos que café bom se faz junto. Conheça as marcas e instituições com quem temos parcerias.</p>
</section>
<section class="elementor-section">
  <h2>Parcerias de marca</h2>
  <p>Com a <a href="https://padariaaurora.com.br/" target="_blank">Padaria Aurora</a> criamos o panetone de café com o nosso Mantiqueira Microlote, vendido todo fim de ano. Junto com a <a href="https://www.cervejariaserrafina.com.br/" target="_blank">Cervejaria Serra Fina</a> lançamos a Coffee Stout Brasa, e a cerâmica artesanal <a href="https://www.barroebrasa.com.br/" target="_blank">Barro &amp; Brasa Ateliê</a> assina nossa linha de canecas e coadores.</p>
</section>
<section class="elementor-section">
  <h2>Impacto social</h2>
  <p>Somos parceiros do <a href="https://institutosementedocafe.org.br/" target="_blank">Instituto Semente do Café</a>, que forma jovens filhos de pequenos produtores em classificação e prova de café.</p>
</section>
<section class="elementor-section">
  <h2>Patrocínios</h2>
  <p>Patrocinamos com orgulho o <a href="https://festivalcafepocos.com.br/" target="_blank">Festival de Cafés Especiais de Poços de Caldas</a> desde 2021.</p>
</section>
</main>` +
        foot,
    },
    '/sobre/': {
      headers,
      html:
        head('Sobre nós – Café Brasa', '/sobre/', 'A história da Café Brasa Torrefação.') +
        `<main id="content" class="site-main">
<section class="elementor-section">
  <h1>Nossa história</h1>
  <p>A Brasa nasceu em 2016, quando os irmãos Helena e Rafael Moretti decidiram torrar o café da fazenda da família em vez de vendê-lo a granel. Hoje trabalhamos com 23 produtores do Sul de Minas e da Serra da Mantiqueira.</p>
  <p>Somos associados à <a href="https://www.bsca.com.br/" target="_blank">BSCA – Associação Brasileira de Cafés Especiais</a> e nossa equipe de torra tem certificação Q-Grader.</p>
  <h2>Trabalhe conosco</h2>
  <p>Vagas abertas publicadas no <a href="https://www.linkedin.com/company/cafebrasa/jobs/" target="_blank">LinkedIn</a> e na <a href="https://www.gupy.io/" target="_blank">Gupy</a>.</p>
</section>
</main>` +
        foot,
    },
    '/contato/': {
      headers,
      html:
        head('Contato – Café Brasa', '/contato/', 'Fale com a Café Brasa.') +
        `<main id="content" class="site-main">
<section class="elementor-section">
  <h1>Contato</h1>
  <p>Revenda, atacado, imprensa ou só um oi: escreva para <a href="mailto:comercial@cafebrasa.com.br">comercial@cafebrasa.com.br</a>.</p>
  <form class="elementor-form" method="post" name="Contato">
    <input type="text" name="form_fields[name]" placeholder="Nome">
    <input type="email" name="form_fields[email]" placeholder="E-mail">
    <select name="form_fields[assunto]"><option>Quero revender</option><option>Atacado para cafeteria</option><option>Imprensa</option><option>Outro</option></select>
    <textarea name="form_fields[message]" placeholder="Mensagem"></textarea>
    <button type="submit" class="elementor-button">Enviar</button>
  </form>
</section>
</main>` +
        foot,
    },
  },
  sitemap: ['/', '/onde-comprar/', '/parcerias/', '/sobre/', '/contato/'],
  technologies: [
    'elementor',
    'google-font-api',
    'google-tag-manager',
    'hello-elementor',
    'jquery',
    'mysql',
    'nginx',
    'open-graph',
    'php',
    'wordpress',
    'yoast-seo',
  ],
  partners: {
    'distribuidoramontanha.com.br': 'channel',
    'graosul.com.br': 'channel',
    'nordestecafes.com.br': 'channel',
    'paulistafoodservice.com.br': 'channel',
    'emporiovilamadalena.com.br': 'channel',
    'mercadocasaverde.com.br': 'channel',
    'santaluziaemporio.com.br': 'channel',
    'armazemcarioca.com.br': 'channel',
    'casadograo-poa.com.br': 'channel',
    'amazon.com.br': 'channel',
    'mercadolivre.com.br': 'channel',
    'padariaaurora.com.br': 'generic',
    'cervejariaserrafina.com.br': 'generic',
    'barroebrasa.com.br': 'generic',
    'institutosementedocafe.org.br': 'generic',
  },
};
