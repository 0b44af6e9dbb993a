import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f2c3d4e5f6a7b-GRU',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21874455',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

function page(title: string, path: string, main: string): string {
  return `<!doctype html>
<html lang="pt-br">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="description" content="Vértice RevOps: consultoria em Revenue Operations, implantação de CRM e automação de marketing e vendas.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="HubSpot">
<meta property="og:description" content="Consultoria em Revenue Operations, implantação de CRM e automação.">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://www.vertice-revops.com.br${path}">
<meta name="twitter:card" content="summary">
<link rel="canonical" href="https://www.vertice-revops.com.br${path}">
<link rel="stylesheet" href="https://www.vertice-revops.com.br/hs-fs/hub/21874455/hub_generated/template_assets/1/15123456789/1712000000000/template_main.min.css">
</head>
<body>
<div class="body-wrapper hs-content-id-15123456789 hs-site-page page">
<header class="header">
  <a href="/" class="header__logo"><img src="https://www.vertice-revops.com.br/hubfs/logo-vertice.svg" alt="Vértice RevOps"></a>
  <nav class="menu" aria-label="Menu principal">
    <ul class="menu__wrapper no-list">
      <li class="menu__item"><a class="menu__link" href="/servicos">Serviços</a></li>
      <li class="menu__item"><a class="menu__link" href="/cases">Cases</a></li>
      <li class="menu__item"><a class="menu__link" href="/parceiros">Parceiros</a></li>
      <li class="menu__item"><a class="menu__link" href="/sobre">Sobre nós</a></li>
      <li class="menu__item"><a class="menu__link" href="/blog">Blog</a></li>
    </ul>
  </nav>
  <a class="button" href="/diagnostico-gratuito">Diagnóstico gratuito</a>
</header>
<main id="main-content" class="body-container-wrapper">
${main}
</main>
<footer class="footer">
  <p>Vértice RevOps Consultoria Ltda. · CNPJ 31.455.902/0001-18 · Av. Paulista, 1842, São Paulo - SP</p>
  <div class="footer__social">
    <a href="https://www.instagram.com/vertice.revops/">Instagram</a>
    <a href="https://www.linkedin.com/company/vertice-revops/">LinkedIn</a>
    <a href="https://www.youtube.com/@verticerevops">YouTube</a>
  </div>
  <p><a href="/politica-de-privacidade">Política de privacidade</a></p>
</footer>
</div>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21874455.js"></script>
<!-- End of HubSpot Embed Code -->
<script type="text/javascript" id="hs-analytics" src="/hs/scriptloader/21874455.js"></script>
<script src="https://js.hs-analytics.net/analytics/1712000000000/21874455.js" async></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'vertice-revops.com.br',
  covers:
    'Brazilian Portuguese HubSpot CMS RevOps consultancy: partner page with cards for platform partners (technology) and agency referral network (channel); negatives: HubSpot certification badges text, client cases, event sponsorship, award, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Vértice RevOps | Consultoria em Revenue Operations',
        '/',
        `
<div class="dnd-section hero">
  <h1>Marketing, vendas e CS rodando na mesma máquina de receita</h1>
  <p>Implantamos CRM, desenhamos processos comerciais e automatizamos o funil de ponta a ponta para empresas B2B.</p>
  <a class="button" href="/diagnostico-gratuito">Quero um diagnóstico</a>
</div>
<div class="dnd-section clientes">
  <h2>Empresas que crescem com a Vértice</h2>
  <div class="logo-grid">
    <img src="https://www.vertice-revops.com.br/hubfs/clientes/logtech-cerrado.png" alt="LogTech Cerrado">
    <img src="https://www.vertice-revops.com.br/hubfs/clientes/edufacil.png" alt="EduFácil">
    <img src="https://www.vertice-revops.com.br/hubfs/clientes/agro-sinal.png" alt="AgroSinal">
  </div>
</div>
<div class="dnd-section">
  <h2>Time certificado</h2>
  <p>Mais de 40 certificações ativas da HubSpot Academy e certificação Pipedrive Expert. Eleita "Melhor Consultoria de Vendas B2B 2023" pelo prêmio Receita Brasil.</p>
  <p>Conheça as <a href="/parceiros">plataformas e agências parceiras</a> com que trabalhamos.</p>
</div>`,
      ),
    },
    '/parceiros': {
      headers,
      html: page(
        'Parceiros | Vértice RevOps',
        '/parceiros',
        `
<div class="dnd-section">
  <h1>Nossos parceiros</h1>
  <p>Trabalhamos com um ecossistema de plataformas e agências para entregar projetos completos de RevOps.</p>
</div>
<div class="dnd-section">
  <h2>Plataformas parceiras</h2>
  <div class="cards">
    <div class="card"><img src="https://www.vertice-revops.com.br/hubfs/parceiros/hubspot.png" alt="HubSpot"><h3>HubSpot</h3><p>Parceiro Solutions Partner nível Diamond. Implantação de Marketing, Sales e Service Hub.</p><a href="https://www.hubspot.com/pt-br" target="_blank">Conheça</a></div>
    <div class="card"><img src="https://www.vertice-revops.com.br/hubfs/parceiros/pipedrive.png" alt="Pipedrive"><h3>Pipedrive</h3><p>Parceiro certificado para PMEs com time comercial enxuto.</p><a href="https://www.pipedrive.com/pt" target="_blank">Conheça</a></div>
    <div class="card"><img src="https://www.vertice-revops.com.br/hubfs/parceiros/zapflow.png" alt="ZapFlow"><h3>ZapFlow</h3><p>Integração oficial do WhatsApp Business com o CRM.</p><a href="https://zapflow.com.br/" target="_blank">Conheça</a></div>
    <div class="card"><img src="https://www.vertice-revops.com.br/hubfs/parceiros/assina-ja.png" alt="Assina Já"><h3>Assina Já</h3><p>Assinatura eletrônica de propostas direto do pipeline.</p><a href="https://www.assinaja.com.br/" target="_blank">Conheça</a></div>
  </div>
</div>
<div class="dnd-section">
  <h2>Rede de agências parceiras</h2>
  <p>Agências que indicam e revendem nossos projetos de implantação de CRM para seus clientes:</p>
  <div class="cards">
    <div class="card"><h3>Agência Cajuína</h3><p>Teresina - PI · Inbound marketing</p><a href="https://agenciacajuina.com.br/" target="_blank">agenciacajuina.com.br</a></div>
    <div class="card"><h3>Mangue Growth</h3><p>Recife - PE · Growth e mídia paga</p><a href="https://www.manguegrowth.com.br/" target="_blank">manguegrowth.com.br</a></div>
    <div class="card"><h3>Serra Conteúdo</h3><p>Caxias do Sul - RS · Conteúdo B2B</p><a href="https://serraconteudo.com.br/" target="_blank">serraconteudo.com.br</a></div>
  </div>
  <a class="button" href="/seja-parceiro">Seja uma agência parceira</a>
</div>`,
      ),
    },
    '/sobre': {
      headers,
      html: page(
        'Sobre nós | Vértice RevOps',
        '/sobre',
        `
<div class="dnd-section">
  <h1>Sobre a Vértice</h1>
  <p>Fundada em 2018 em São Paulo por ex-gestores comerciais de SaaS, a Vértice já implantou mais de 350 projetos de CRM no Brasil e em Portugal.</p>
  <h2>Eventos</h2>
  <p>Somos patrocinadores do <a href="https://revopsday.com.br/">RevOps Day SP</a> desde 2022 e palestramos todos os anos.</p>
</div>`,
      ),
    },
    '/cases': {
      headers,
      html: page(
        'Cases | Vértice RevOps',
        '/cases',
        `
<div class="dnd-section">
  <h1>Cases de sucesso</h1>
  <article><h2>LogTech Cerrado: +62% em oportunidades qualificadas</h2><p>Migração de planilhas para o HubSpot Sales Hub em 10 semanas. <a href="/cases/logtech-cerrado">Ler case</a></p></article>
  <article><h2>EduFácil: ciclo de vendas 30% menor</h2><p>Pipedrive + ZapFlow para o time de inside sales. <a href="/cases/edufacil">Ler case</a></p></article>
</div>`,
      ),
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'cloudflare', 'hsts', 'open-graph'],
  partners: {
    'hubspot.com': 'technology',
    'pipedrive.com': 'technology',
    'zapflow.com.br': 'technology',
    'assinaja.com.br': 'technology',
    'agenciacajuina.com.br': 'channel',
    'manguegrowth.com.br': 'channel',
    'serraconteudo.com.br': 'channel',
  },
};
