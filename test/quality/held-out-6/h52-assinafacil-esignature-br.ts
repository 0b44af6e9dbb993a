import type { CorpusSite } from '../corpus/types.js';

const head = (title: string): string => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta property="og:locale" content="pt_BR">
<meta property="og:site_name" content="AssinaFácil">
<!-- / Yoast SEO plugin. -->
<link rel="stylesheet" id="hello-elementor-css" href="https://assinafacil.com.br/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://assinafacil.com.br/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.0" media="all">
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/7f3c2a91-5b0e-4d1c-9a3e-2b8d6c4f1e70-loader.js"></script>
</head>`;

const header = `<header class="site-header">
  <a href="https://assinafacil.com.br/" class="logo"><img src="https://assinafacil.com.br/wp-content/uploads/2024/02/logo-assinafacil.svg" alt="AssinaFácil"></a>
  <ul class="menu">
    <li class="menu-item-has-children"><a href="#">Produto</a>
      <ul class="sub-menu">
        <li><a href="https://assinafacil.com.br/assinatura-eletronica/">Assinatura eletrônica</a></li>
        <li><a href="https://assinafacil.com.br/assinatura-digital-icp-brasil/">Assinatura digital ICP-Brasil</a></li>
        <li><a href="https://assinafacil.com.br/integracoes/">Integrações</a></li>
        <li><a href="https://assinafacil.com.br/api/">API</a></li>
      </ul>
    </li>
    <li><a href="https://assinafacil.com.br/precos/">Preços</a></li>
    <li><a href="https://assinafacil.com.br/blog/">Blog</a></li>
    <li><a href="https://app.assinafacil.com.br/entrar">Entrar</a></li>
    <li><a href="https://app.assinafacil.com.br/cadastro" class="btn">Teste grátis</a></li>
  </ul>
</header>`;

const footer = `<footer class="site-footer">
  <div class="col"><h4>Empresa</h4>
    <a href="https://assinafacil.com.br/sobre/">Sobre nós</a>
    <a href="https://assinafacil.com.br/parceiros/">Parceiros</a>
    <a href="https://assinafacil.gupy.io/">Trabalhe conosco</a>
    <a href="https://assinafacil.com.br/imprensa/">Imprensa</a>
  </div>
  <div class="col"><h4>Segurança</h4>
    <a href="https://www.gov.br/iti/pt-br/assuntos/icp-brasil">Credenciada ICP-Brasil (ITI)</a>
    <a href="https://assinafacil.com.br/lgpd/">LGPD</a>
  </div>
  <div class="selos">
    <a href="https://www.reclameaqui.com.br/empresa/assinafacil/"><img src="https://assinafacil.com.br/wp-content/uploads/2024/01/selo-ra1000.png" alt="RA1000 Reclame Aqui"></a>
  </div>
  <div class="social">
    <a href="https://www.instagram.com/assinafacil">Instagram</a>
    <a href="https://www.linkedin.com/company/assinafacil">LinkedIn</a>
    <a href="https://wa.me/5511999990000">WhatsApp</a>
  </div>
  <p>AssinaFácil Tecnologia Ltda. · CNPJ 12.345.678/0001-90 · São Paulo – SP</p>
</footer>`;

export const site: CorpusSite = {
  domain: 'assinafacil.com.br',
  covers:
    'Brazilian Portuguese WordPress/Elementor e-signature site: integrations as a linked logo grid under a Produto dropdown, and a footer "Parceiros" page with tabs holding a resellers table of plain-text domains and implementation-partner cards; traps are a linked client wall, ICP-Brasil/ITI accreditation, Reclame Aqui badge, Gupy careers, press links, a blog post naming its cloud supplier, and a partner-area login.',
  pages: {
    '/': {
      headers: { server: 'LiteSpeed', link: '<https://assinafacil.com.br/wp-json/>; rel="https://api.w.org/"' },
      html: `<!DOCTYPE html><html lang="pt-BR">
${head('AssinaFácil | Assinatura eletrônica com validade jurídica')}
<body class="home page-template-default elementor-default">
${header}
<section class="elementor-section hero"><h1>Assine contratos em minutos, de qualquer lugar</h1>
<p>Assinatura eletrônica e digital com validade jurídica (MP 2.200-2/2001), integrada ao seu ERP.</p>
<a href="https://app.assinafacil.com.br/cadastro" class="elementor-button">Comece grátis</a></section>
<section class="elementor-section clientes"><h2>Empresas que confiam na AssinaFácil</h2>
  <a href="https://www.localiza.com"><img src="https://assinafacil.com.br/wp-content/uploads/2024/01/localiza.png" alt="Localiza"></a>
  <a href="https://www.quintoandar.com.br"><img src="https://assinafacil.com.br/wp-content/uploads/2024/01/quintoandar.png" alt="QuintoAndar"></a>
  <a href="https://www.unimed.coop.br"><img src="https://assinafacil.com.br/wp-content/uploads/2024/01/unimed.png" alt="Unimed"></a>
</section>
<section class="elementor-section"><h2>Conecte com o seu sistema</h2>
<p>Integração nativa com os principais ERPs e CRMs do Brasil.</p>
<a href="https://assinafacil.com.br/integracoes/">Ver integrações</a></section>
<section class="elementor-section midia"><h2>AssinaFácil na mídia</h2>
  <a href="https://exame.com/negocios/startup-de-assinatura-eletronica-cresce-300/">Exame</a>
  <a href="https://valor.globo.com/empresas/noticia/2025/03/12/assinafacil-capta-r-40-milhoes.ghtml">Valor Econômico</a>
</section>
${footer}
</body></html>`,
    },
    '/integracoes/': {
      html: `<!DOCTYPE html><html lang="pt-BR">
${head('Integrações | AssinaFácil')}
<body class="page-template-default elementor-default">
${header}
<h1>Integrações</h1>
<p>Envie documentos para assinatura sem sair do sistema que você já usa.</p>
<div class="elementor-widget-image-gallery integracoes-grid">
  <figure><a href="https://www.totvs.com/"><img src="https://assinafacil.com.br/wp-content/uploads/2024/03/totvs.png" alt="TOTVS Protheus"></a><figcaption>TOTVS Protheus</figcaption></figure>
  <figure><a href="https://www.omie.com.br/"><img src="https://assinafacil.com.br/wp-content/uploads/2024/03/omie.png" alt="Omie"></a><figcaption>Omie</figcaption></figure>
  <figure><a href="https://www.bling.com.br/"><img src="https://assinafacil.com.br/wp-content/uploads/2024/03/bling.png" alt="Bling"></a><figcaption>Bling</figcaption></figure>
  <figure><a href="https://www.pipefy.com/pt-br/"><img src="https://assinafacil.com.br/wp-content/uploads/2024/03/pipefy.png" alt="Pipefy"></a><figcaption>Pipefy</figcaption></figure>
  <figure><a href="https://www.rdstation.com/crm/"><img src="https://assinafacil.com.br/wp-content/uploads/2024/03/rd-crm.png" alt="RD Station CRM"></a><figcaption>RD Station CRM</figcaption></figure>
  <figure><img src="https://assinafacil.com.br/wp-content/uploads/2024/03/sankhya.png" alt="Sankhya"><figcaption>Sankhya (em breve)</figcaption></figure>
</div>
<p>Não encontrou seu sistema? Use nossa <a href="https://assinafacil.com.br/api/">API REST</a>.</p>
${footer}
</body></html>`,
    },
    '/parceiros/': {
      html: `<!DOCTYPE html><html lang="pt-BR">
${head('Parceiros | AssinaFácil')}
<body class="page-template-default elementor-default">
${header}
<h1>Rede de parceiros AssinaFácil</h1>
<p>Encontre uma revenda autorizada na sua região ou um parceiro para implantar a AssinaFácil na sua empresa.</p>
<div class="elementor-tabs" role="tablist">
  <div class="elementor-tab-title" role="tab" aria-controls="tab-revendas">Revendas autorizadas</div>
  <div class="elementor-tab-title" role="tab" aria-controls="tab-implantacao">Parceiros de implantação</div>
  <div class="elementor-tab-title" role="tab" aria-controls="tab-programa">Seja parceiro</div>
</div>
<div id="tab-revendas" class="elementor-tab-content" role="tabpanel">
  <table class="revendas">
    <thead><tr><th>Revenda</th><th>Cidade / UF</th><th>Site</th></tr></thead>
    <tbody>
      <tr><td>Contabilize Já Serviços Contábeis</td><td>Curitiba / PR</td><td>contabilizeja.com.br</td></tr>
      <tr><td>DocSul Gestão Documental</td><td>Porto Alegre / RS</td><td>www.docsul.com.br</td></tr>
      <tr><td>Tecnodoc Soluções</td><td>Recife / PE</td><td>tecnodocsolucoes.com.br</td></tr>
      <tr><td>Cartório Digital Minas</td><td>Belo Horizonte / MG</td><td>—</td></tr>
    </tbody>
  </table>
</div>
<div id="tab-implantacao" class="elementor-tab-content" role="tabpanel" hidden>
  <div class="parceiro-card"><h3>Nexa Consultoria TOTVS</h3><p>Especialista em integrações com Protheus.</p><a href="https://nexaconsultoria.com.br">nexaconsultoria.com.br</a></div>
  <div class="parceiro-card"><h3>Fluxo Certo Automação</h3><p>Implantação de fluxos de aprovação e BPM.</p><a href="https://www.fluxocerto.com.br/">Conheça</a></div>
</div>
<div id="tab-programa" class="elementor-tab-content" role="tabpanel" hidden>
  <p>Ganhe comissão recorrente indicando a AssinaFácil.</p>
  <a href="https://parceiros.assinafacil.com.br/login">Acessar a Área do Parceiro</a>
</div>
${footer}
</body></html>`,
    },
    '/blog/como-garantimos-disponibilidade/': {
      html: `<!DOCTYPE html><html lang="pt-BR">
${head('Como garantimos 99,95% de disponibilidade | Blog AssinaFácil')}
<body class="post-template-default single elementor-default">
${header}
<article><h1>Como garantimos 99,95% de disponibilidade</h1>
<p>Nossa infraestrutura roda na região São Paulo da <a href="https://aws.amazon.com/pt/">AWS</a>, com backups criptografados replicados e monitoramento 24x7 pela <a href="https://www.datadoghq.com/">Datadog</a>.</p>
<p>Os carimbos do tempo são emitidos pela ACT credenciada <a href="https://www.certisign.com.br/">Certisign</a>.</p></article>
${footer}
</body></html>`,
    },
  },
  sitemap: [
    '/',
    '/assinatura-eletronica/',
    '/integracoes/',
    '/parceiros/',
    '/precos/',
    '/sobre/',
    '/blog/como-garantimos-disponibilidade/',
  ],
  technologies: ['wordpress', 'yoast-seo', 'elementor', 'hello-elementor', 'open-graph', 'rd-station', 'litespeed', 'php', 'mysql'],
  partners: {
    'totvs.com': 'technology',
    'omie.com.br': 'technology',
    'bling.com.br': 'technology',
    'pipefy.com': 'technology',
    'rdstation.com': 'technology',
    'contabilizeja.com.br': 'channel',
    'docsul.com.br': 'channel',
    'tecnodocsolucoes.com.br': 'channel',
    'nexaconsultoria.com.br': 'channel',
    'fluxocerto.com.br': 'channel',
  },
};
