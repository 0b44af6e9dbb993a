import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache/2.4.57 (Debian)',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=900, public',
};

const head = (title: string, description: string, path: string, nodeClass: string) => `<!DOCTYPE html>
<html lang="pt-pt" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.apcd.pt${path}" />
    <meta property="og:site_name" content="APCD – Associação Portuguesa do Comércio Digital" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://www.apcd.pt${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:image" content="https://www.apcd.pt/sites/default/files/2023-11/apcd-partilha.png" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/apcd/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title} | APCD</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qx7vL2mRk9pT4wYzA1bC3dE5fG7hJ9kL.css?delta=0&amp;language=pt-pt&amp;theme=apcd&amp;include=eJxLzs9JTbLKL0hNz" />
    <link rel="stylesheet" media="all" href="/themes/custom/apcd/dist/css/apcd.min.css?sb4k2x" />
  </head>
  <body class="path-${nodeClass}">
    <a href="#main-content" class="visually-hidden focusable skip-link">Passar para o conteúdo principal</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <header role="banner" class="site-header">
      <div class="region region-header">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/apcd/logo.svg" alt="Início" /></a>
        <nav role="navigation" aria-labelledby="block-apcd-main-menu" id="block-apcd-main-menu">
          <h2 class="visually-hidden" id="block-apcd-main-menu">Navegação principal</h2>
          <ul class="menu menu--main">
            <li class="menu-item"><a href="/sobre" data-drupal-link-system-path="node/2">A Associação</a></li>
            <li class="menu-item"><a href="/associados" data-drupal-link-system-path="associados">Associados</a></li>
            <li class="menu-item"><a href="/estudos" data-drupal-link-system-path="estudos">Estudos</a></li>
            <li class="menu-item"><a href="/eventos" data-drupal-link-system-path="eventos">Eventos</a></li>
            <li class="menu-item"><a href="/noticias" data-drupal-link-system-path="noticias">Notícias</a></li>
            <li class="menu-item"><a href="/adesao" data-drupal-link-system-path="node/9">Seja associado</a></li>
          </ul>
        </nav>
      </div>
    </header>
    <main role="main"><a id="main-content" tabindex="-1"></a>
    <div class="region region-content">`;

const footer = `</div>
    </main>
    <footer role="contentinfo" class="site-footer">
      <div class="region region-footer">
        <div id="block-apcd-contactos" class="block block-block-content">
          <p><strong>APCD – Associação Portuguesa do Comércio Digital</strong><br />Rua Castilho, 39 – 6.º, 1250-068 Lisboa<br /><a href="mailto:geral@apcd.pt">geral@apcd.pt</a> · +351 213 456 789</p>
        </div>
        <nav id="block-apcd-footer" class="block block-menu">
          <ul class="menu">
            <li><a href="/estatutos">Estatutos</a></li>
            <li><a href="/politica-de-privacidade">Política de privacidade</a></li>
            <li><a href="/termos">Termos de utilização</a></li>
            <li><a href="/contactos">Contactos</a></li>
          </ul>
        </nav>
        <ul class="social-links">
          <li><a href="https://www.linkedin.com/company/apcd-pt/" target="_blank" rel="noopener">LinkedIn</a></li>
          <li><a href="https://www.facebook.com/apcd.pt" target="_blank" rel="noopener">Facebook</a></li>
          <li><a href="https://www.youtube.com/@apcd-pt" target="_blank" rel="noopener">YouTube</a></li>
        </ul>
        <p class="cofinanciado">Projeto cofinanciado por <a href="https://www.compete2030.gov.pt/" target="_blank" rel="noopener">COMPETE 2030</a>, Portugal 2030 e União Europeia.</p>
      </div>
    </footer>
    </div>
    <div id="sliding-popup" class="sliding-popup-bottom" role="alertdialog" aria-label="Consentimento de cookies"><p>Este sítio utiliza cookies para melhorar a sua experiência.</p><button type="button" class="agree-button">Aceito</button><button type="button" class="decline-button">Recuso</button></div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"pt-pt"},"pluralDelimiter":"\\u0003","ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"a1b2c3"}}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.5"></script>
    <script src="/themes/custom/apcd/dist/js/apcd.min.js?sb4k2x"></script>
  </body>
</html>`;

const memberRow = (name: string, area: string, href: string | null) =>
  `<tr><td class="views-field views-field-title">${name}</td><td class="views-field views-field-field-area">${area}</td><td class="views-field views-field-field-website">${href ? `<a href="${href}" target="_blank" rel="noopener">${href.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : ''}</td></tr>`;

const memberCard = (name: string, city: string, href: string | null, logo: string) =>
  `<div class="views-row"><article class="node node--type-associado node--view-mode-teaser"><img src="/sites/default/files/styles/logo_associado/public/associados/${logo}.png" alt="${name}" loading="lazy" /><h3>${name}</h3><div class="field--name-field-localidade">${city}</div>${href ? `<div class="field--name-field-website"><a href="${href}" target="_blank" rel="noopener">Visitar sítio</a></div>` : ''}</article></div>`;

export const site: CorpusSite = {
  domain: 'apcd.pt',
  covers:
    'Portuguese digital-commerce association on Drupal 10 (Apache/Debian): member directory split over two category pages (views table with website column, teaser cards with one member lacking a site) labelled generic, institutional partners as linked logos on the home page; conference sponsors, EU co-funding programme, YouTube embed and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Início', 'A APCD representa as empresas de comércio eletrónico e marketing digital em Portugal.', '/', 'frontpage')}
<section class="hero"><h1>A voz do comércio digital em Portugal</h1><p>Representamos mais de 180 lojas online, plataformas, agências e operadores logísticos.</p><a class="button" href="/adesao">Seja associado</a></section>
<section class="destaque-video"><h2>Conferência Comércio Digital 2023 – os melhores momentos</h2>
<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Qm3xT8vLk2A" title="Conferência Comércio Digital 2023" frameborder="0" allowfullscreen></iframe></section>
<section class="views-element-container"><h2>Últimas notícias</h2>
<div class="views-row"><a href="/noticias/estudo-ecommerce-2024">Estudo da Economia Digital 2024: vendas online crescem 14 %</a></div>
<div class="views-row"><a href="/noticias/novas-regras-iva-oss">Novas regras de IVA OSS: guia para associados</a></div></section>
<section class="parceiros-institucionais"><h2>Parceiros institucionais</h2>
<div class="logos">
<a href="https://ecommerce-europe.eu/" target="_blank" rel="noopener"><img src="/sites/default/files/parceiros/ecommerce-europe.png" alt="Ecommerce Europe" /></a>
<a href="https://startupportugal.com/" target="_blank" rel="noopener"><img src="/sites/default/files/parceiros/startup-portugal.png" alt="Startup Portugal" /></a>
<a href="https://www.iapmei.pt/" target="_blank" rel="noopener"><img src="/sites/default/files/parceiros/iapmei.png" alt="IAPMEI" /></a>
</div></section>
<section class="conferencia"><h2>Conferência Comércio Digital 2024</h2><p>14 de novembro, Centro de Congressos de Lisboa. <a href="/eventos/conferencia-2024">Programa e inscrições</a></p></section>
${footer}`,
    },
    '/associados': {
      headers,
      html: `${head('Associados', 'Diretório de empresas associadas da APCD.', '/associados', 'associados')}
<h1 class="page-title">Diretório de associados</h1>
<p>As empresas associadas da APCD estão organizadas por área de atividade. Lojas online associadas podem ser consultadas no selo <a href="/selo-confianca">Confiança Online</a>.</p>
<ul class="categorias">
<li><a href="/associados/plataformas-e-tecnologia">Plataformas e tecnologia</a> (4)</li>
<li><a href="/associados/agencias-e-consultoras">Agências e consultoras</a> (4)</li>
</ul>
${footer}`,
    },
    '/associados/plataformas-e-tecnologia': {
      headers,
      html: `${head('Associados – Plataformas e tecnologia', 'Empresas associadas da APCD na área de plataformas e tecnologia.', '/associados/plataformas-e-tecnologia', 'associados-plataformas-e-tecnologia')}
<h1 class="page-title">Associados: Plataformas e tecnologia</h1>
<div class="views-element-container"><div class="view view-associados view-display-id-tecnologia">
<table class="views-table cols-3">
<thead><tr><th>Associado</th><th>Área</th><th>Sítio web</th></tr></thead>
<tbody>
${memberRow('Lusocommerce, S.A.', 'Plataforma de e-commerce', 'https://www.lusocommerce.pt/')}
${memberRow('Pagamentos Tejo', 'Meios de pagamento', 'https://pagamentostejo.pt')}
${memberRow('Envia+ Logística', 'Fulfilment e última milha', 'https://www.enviamais.pt/')}
${memberRow('Dadosfera Analytics', 'Customer data platform', 'https://dadosfera.io/')}
</tbody>
</table>
</div></div>
<p><a href="/associados">← Todas as áreas</a> · <a href="/associados/agencias-e-consultoras">Agências e consultoras →</a></p>
${footer}`,
    },
    '/associados/agencias-e-consultoras': {
      headers,
      html: `${head('Associados – Agências e consultoras', 'Agências de marketing digital e consultoras associadas da APCD.', '/associados/agencias-e-consultoras', 'associados-agencias-e-consultoras')}
<h1 class="page-title">Associados: Agências e consultoras</h1>
<div class="views-element-container"><div class="view view-associados view-display-id-agencias">
${memberCard('Atlântico Digital', 'Porto', 'https://atlanticodigital.pt/', 'atlantico-digital')}
${memberCard('Clique Certo', 'Lisboa', 'https://www.cliquecerto.pt', 'clique-certo')}
${memberCard('Montra Consulting', 'Braga', 'https://montraconsulting.com/', 'montra')}
${memberCard('Rui Matos – Consultor de E-commerce', 'Coimbra', null, 'rui-matos')}
</div></div>
<p><a href="/associados/plataformas-e-tecnologia">← Plataformas e tecnologia</a> · <a href="/associados">Todas as áreas</a></p>
${footer}`,
    },
    '/eventos/conferencia-2024': {
      headers,
      html: `${head('Conferência Comércio Digital 2024', '14 de novembro de 2024 – Centro de Congressos de Lisboa.', '/eventos/conferencia-2024', 'node-41')}
<article class="node node--type-evento"><h1 class="page-title">Conferência Comércio Digital 2024</h1>
<p>O maior encontro do comércio eletrónico em Portugal regressa a Lisboa a 14 de novembro. Inscrições no <a href="https://conferencia-apcd.eventbrite.pt" target="_blank" rel="noopener">Eventbrite</a>.</p>
<h2>Patrocinadores</h2>
<h3>Platina</h3><p><a href="https://www.bancoatlantida.pt/empresas" target="_blank" rel="noopener"><img src="/sites/default/files/patrocinadores/banco-atlantida.png" alt="Banco Atlântida" /></a></p>
<h3>Ouro</h3><p><a href="https://www.lusocommerce.pt/" target="_blank" rel="noopener"><img src="/sites/default/files/patrocinadores/lusocommerce.png" alt="Lusocommerce" /></a> <a href="https://www.correiosexpresso.pt/" target="_blank" rel="noopener"><img src="/sites/default/files/patrocinadores/correios-expresso.png" alt="Correios Expresso" /></a></p>
<h2>Oradores</h2><ul><li>Marta Figueiredo – Diretora de E-commerce, Sapatos Douro</li><li>João Pinheiro – Fundador, Atlântico Digital</li></ul>
</article>
${footer}`,
    },
  },
  sitemap: [
    '/',
    '/sobre',
    '/associados',
    '/associados/plataformas-e-tecnologia',
    '/associados/agencias-e-consultoras',
    '/estudos',
    '/eventos',
    '/eventos/conferencia-2024',
    '/noticias',
    '/adesao',
  ],
  technologies: ['drupal', 'php', 'apache-http-server', 'debian', 'jquery', 'youtube', 'open-graph'],
  partners: {
    'ecommerce-europe.eu': 'generic',
    'startupportugal.com': 'generic',
    'iapmei.pt': 'generic',
    'lusocommerce.pt': 'generic',
    'pagamentostejo.pt': 'generic',
    'enviamais.pt': 'generic',
    'dadosfera.io': 'generic',
    'atlanticodigital.pt': 'generic',
    'cliquecerto.pt': 'generic',
    'montraconsulting.com': 'generic',
  },
};
