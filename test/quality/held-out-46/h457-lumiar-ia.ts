import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88a2c1d93e5f0b7a-GRU',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '44128765',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="pt-br">
<head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.lumiaria.com.br/hubfs/lumiar-favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:image" content="https://www.lumiaria.com.br/hubfs/og-lumiar.png">
    <meta property="og:url" content="https://www.lumiaria.com.br${path}">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="preload" href="https://www.lumiaria.com.br/hs-fs/hubfs/hub_generated/template_assets/1/157231846519/1713892211475/template_main.min.css" as="style">
    <link rel="stylesheet" href="https://www.lumiaria.com.br/hs-fs/hubfs/hub_generated/template_assets/1/157231846519/1713892211475/template_main.min.css">
    <link rel="stylesheet" href="https://www.lumiaria.com.br/hs-fs/hubfs/hub_generated/module_assets/1/157231913277/1713892210102/module_tabs.min.css">
    <link rel="canonical" href="https://www.lumiaria.com.br${path}">
    <meta name="generator" content="HubSpot">
</head>
<body>
<div class="body-wrapper hs-content-id-1571 hs-site-page page">
<header class="header">
  <div class="header__container content-wrapper">
    <a class="header__logo" href="/"><img src="https://www.lumiaria.com.br/hubfs/lumiar-logo.svg" alt="Lumiar IA" width="150" height="40"></a>
    <nav class="menu menu--desktop" aria-label="Navegação principal">
      <ul class="menu__wrapper no-list">
        <li class="menu__item"><a class="menu__link" href="/plataforma">Plataforma</a></li>
        <li class="menu__item"><a class="menu__link" href="/solucoes">Soluções</a></li>
        <li class="menu__item"><a class="menu__link" href="/parceiros">Parceiros</a></li>
        <li class="menu__item"><a class="menu__link" href="/sobre">Sobre nós</a></li>
        <li class="menu__item"><a class="menu__link" href="/blog">Blog</a></li>
        <li class="menu__item"><a class="menu__link" href="/contato">Contato</a></li>
      </ul>
    </nav>
    <a class="button button--primary" href="/demonstracao">Agende uma demo</a>
  </div>
</header>
<main id="main-content" class="body-container-wrapper">
`;

const foot = `</main>
<footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <img src="https://www.lumiaria.com.br/hubfs/lumiar-logo-branco.svg" alt="Lumiar IA">
      <p>Lumiar Inteligência Artificial Ltda. · CNPJ 41.234.567/0001-89<br>Av. Brigadeiro Faria Lima, 3477 · São Paulo · SP</p>
    </div>
    <div class="footer__col">
      <p><strong>Baixe o app do gestor</strong></p>
      <a href="https://apps.apple.com/br/app/lumiar-gestor/id6443219876" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/badge-app-store.svg" alt="Baixar na App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=br.com.lumiaria.gestor" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/badge-google-play.svg" alt="Disponível no Google Play"></a>
    </div>
    <div class="footer__col social-links">
      <a href="https://www.linkedin.com/company/lumiaria" target="_blank" rel="noopener" class="social-links__link">LinkedIn</a>
      <a href="https://www.instagram.com/lumiar.ia" target="_blank" rel="noopener" class="social-links__link">Instagram</a>
      <a href="https://www.youtube.com/@lumiaria" target="_blank" rel="noopener" class="social-links__link">YouTube</a>
    </div>
    <p class="footer__legal">© 2024 Lumiar IA · <a href="/privacidade">Política de privacidade</a> · <a href="/lgpd">LGPD</a></p>
  </div>
</footer>
</div>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="https://www.lumiaria.com.br/hs-fs/hubfs/hub_generated/template_assets/1/157231846520/1713892211002/template_main.min.js"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/44128765.js"></script>
<!-- End of HubSpot Embed Code -->
<script type="text/javascript" id="hs-analytics" src="//js.hs-analytics.net/analytics/1715190000000/44128765.js" async></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'lumiaria.com.br',
  otherDomains: ['app.lumiaria.com.br'],
  covers:
    'Brazilian Portuguese HubSpot CMS conversational-AI startup: partners in tabs (technology integrations and implementation partners); customer logos, investors, app-store badges, a startup ranking award, an event sponsorship, press and a job board as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Lumiar IA | Atendimento com inteligência artificial', 'A Lumiar IA automatiza até 70% do atendimento da sua empresa no WhatsApp, chat e e-mail com agentes de IA treinados no seu negócio.', '/')}
<div class="row-fluid-wrapper dnd-section hero">
  <div class="content-wrapper">
    <h1>Seu atendimento, 24 horas, com a voz da sua marca.</h1>
    <p>Agentes de IA que respondem clientes no WhatsApp, no chat do site e por e-mail, consultam pedidos no seu e-commerce e passam para um humano quando precisa.</p>
    <a class="button" href="/demonstracao">Quero ver funcionando</a>
  </div>
</div>
<div class="row-fluid-wrapper dnd-section logos">
  <div class="content-wrapper">
    <h2>Empresas que confiam na Lumiar</h2>
    <ul class="logo-list no-list">
      <li><img src="https://www.lumiaria.com.br/hubfs/clientes/casa-aurora.png" alt="Casa Aurora"></li>
      <li><img src="https://www.lumiaria.com.br/hubfs/clientes/farma-sul.png" alt="FarmaSul"></li>
      <li><img src="https://www.lumiaria.com.br/hubfs/clientes/viaje-ja.png" alt="ViajeJá"></li>
      <li><img src="https://www.lumiaria.com.br/hubfs/clientes/banco-ipe.png" alt="Banco Ipê Digital"></li>
    </ul>
  </div>
</div>
<div class="row-fluid-wrapper dnd-section">
  <div class="content-wrapper">
    <h2>Conecte com o que você já usa</h2>
    <p>Integrações nativas com WhatsApp, CRMs, plataformas de e-commerce e helpdesks. <a href="/parceiros">Conheça nossos parceiros</a>.</p>
  </div>
</div>
<div class="row-fluid-wrapper dnd-section investors">
  <div class="content-wrapper">
    <h2>Investidores</h2>
    <p>A Lumiar é investida por <a href="https://canary.com.br/" target="_blank" rel="noopener">Canary</a> e <a href="https://www.ipecapital.com.br/" target="_blank" rel="noopener">Ipê Capital</a>.</p>
  </div>
</div>
${foot}`,
    },
    '/parceiros': {
      headers,
      html: `${head('Parceiros | Lumiar IA', 'Parceiros de tecnologia e parceiros de implementação da Lumiar IA.', '/parceiros')}
<div class="row-fluid-wrapper dnd-section">
  <div class="content-wrapper">
    <h1>Ecossistema de parceiros</h1>
    <p>Trabalhamos com as principais plataformas do mercado e com consultorias especializadas em CX para levar IA ao atendimento de empresas de todos os tamanhos.</p>
    <div class="tabs" data-module="tabs">
      <div class="tabs__nav" role="tablist">
        <button class="tabs__tab is-active" role="tab" id="tab-tecnologia" aria-controls="painel-tecnologia" aria-selected="true">Parceiros de tecnologia</button>
        <button class="tabs__tab" role="tab" id="tab-implementacao" aria-controls="painel-implementacao" aria-selected="false">Parceiros de implementação</button>
        <button class="tabs__tab" role="tab" id="tab-seja" aria-controls="painel-seja" aria-selected="false">Seja um parceiro</button>
      </div>
      <div class="tabs__panel is-active" role="tabpanel" id="painel-tecnologia" aria-labelledby="tab-tecnologia">
        <div class="partner-grid">
          <div class="partner-card"><a href="https://business.whatsapp.com/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/whatsapp-business.png" alt="WhatsApp Business Platform"></a><p>Provedor oficial de soluções (BSP) da API do WhatsApp Business.</p></div>
          <div class="partner-card"><a href="https://www.zendesk.com.br/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/zendesk.png" alt="Zendesk"></a><p>App publicado no Zendesk Marketplace: a IA resolve e o agente humano assume o ticket com todo o contexto.</p></div>
          <div class="partner-card"><a href="https://www.salesforce.com/br/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/salesforce.png" alt="Salesforce"></a><p>Integração com Service Cloud disponível no AppExchange.</p></div>
          <div class="partner-card"><a href="https://www.rdstation.com/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/rd-station.png" alt="RD Station"></a><p>Leads qualificados pela IA vão direto para o RD Station CRM.</p></div>
          <div class="partner-card"><a href="https://vtex.com/pt-br/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/vtex.png" alt="VTEX"></a><p>Consulta de pedidos, trocas e rastreio para lojas VTEX.</p></div>
          <div class="partner-card"><a href="https://openai.com/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/openai.png" alt="OpenAI"></a><p>Modelos de linguagem combinados com nossos modelos próprios em português.</p></div>
        </div>
      </div>
      <div class="tabs__panel" role="tabpanel" id="painel-implementacao" aria-labelledby="tab-implementacao" hidden>
        <p>Consultorias certificadas que implantam a Lumiar, treinam os agentes de IA e cuidam da operação do dia a dia.</p>
        <div class="partner-grid">
          <div class="partner-card"><a href="https://orbitadigital.com.br/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/orbita-digital.png" alt="Órbita Digital"></a><p>São Paulo · Parceiro Ouro</p></div>
          <div class="partner-card"><a href="https://www.verticecx.com.br/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/vertice-cx.png" alt="Vértice CX Consultoria"></a><p>Belo Horizonte · Parceiro Prata</p></div>
          <div class="partner-card"><a href="https://nexocx.com.br/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/nexo-cx.png" alt="Nexo CX"></a><p>Porto Alegre · Parceiro Prata</p></div>
          <div class="partner-card"><a href="https://www.andestec.cl/" target="_blank" rel="noopener"><img src="https://www.lumiaria.com.br/hubfs/parceiros/andes-tecnologia.png" alt="Andes Tecnología"></a><p>Santiago, Chile · Revenda e implementação na América Hispânica</p></div>
        </div>
      </div>
      <div class="tabs__panel" role="tabpanel" id="painel-seja" aria-labelledby="tab-seja" hidden>
        <h2>Seja um parceiro Lumiar</h2>
        <p>Agências, consultorias e integradores ganham comissão recorrente, treinamento e ambiente de testes gratuito.</p>
        <a class="button" href="/parceiros/cadastro">Quero ser parceiro</a>
      </div>
    </div>
  </div>
</div>
${foot}`,
    },
    '/sobre': {
      headers,
      html: `${head('Sobre nós | Lumiar IA', 'Conheça a história da Lumiar IA.', '/sobre')}
<div class="row-fluid-wrapper dnd-section">
  <div class="content-wrapper">
    <h1>Sobre a Lumiar</h1>
    <p>A Lumiar nasceu em 2021, fundada por Beatriz Nakamura e Rafael Oliveira, ex-líderes de atendimento no varejo. Somos 58 pessoas em São Paulo e Recife.</p>
    <h2>Reconhecimentos</h2>
    <ul>
      <li>Ranking <a href="https://www.openstartups.net/site/ranking/" target="_blank" rel="noopener">100 Open Startups</a> 2023 &ndash; Top 10 em Customer Experience</li>
      <li>Selo GPTW 2024</li>
    </ul>
    <h2>Eventos</h2>
    <p>Fomos patrocinadores master do <a href="https://cxsummit.com.br/" target="_blank" rel="noopener">CX Summit Brasil 2024</a>, onde apresentamos nosso agente de voz.</p>
    <h2>Na mídia</h2>
    <ul>
      <li><a href="https://exame.com/inteligencia-artificial/lumiar-ia-capta-r-40-milhoes/" target="_blank" rel="noopener">Exame: Lumiar IA capta R$ 40 milhões</a></li>
      <li><a href="https://valor.globo.com/empresas/noticia/2024/03/05/ia-no-atendimento.ghtml" target="_blank" rel="noopener">Valor Econômico: A corrida da IA no atendimento</a></li>
    </ul>
    <h2>Trabalhe conosco</h2>
    <p>Veja nossas vagas abertas na <a href="https://lumiaria.gupy.io/" target="_blank" rel="noopener">Gupy</a>.</p>
  </div>
</div>
${foot}`,
    },
    '/blog/ia-no-whatsapp-com-zendesk': {
      headers,
      html: `${head('Como usar IA no WhatsApp sem perder o histórico no Zendesk | Lumiar IA', 'Passo a passo para conectar agentes de IA no WhatsApp ao Zendesk.', '/blog/ia-no-whatsapp-com-zendesk')}
<div class="blog-post content-wrapper">
  <h1>Como usar IA no WhatsApp sem perder o histórico no Zendesk</h1>
  <p class="blog-post__meta">Por Rafael Oliveira · 22 de abril de 2024</p>
  <div class="blog-post__body">
    <p>Um dos medos mais comuns de quem adota IA no atendimento é perder o contexto quando o cliente precisa falar com uma pessoa. Com o app da Lumiar no Zendesk, a conversa do WhatsApp vira um ticket com resumo automático.</p>
    <p>Nosso parceiro de implementação Órbita Digital já fez essa configuração em mais de 30 clientes &mdash; fale com eles pelo site <a href="https://orbitadigital.com.br/" target="_blank" rel="noopener">orbitadigital.com.br</a>.</p>
  </div>
</div>
${foot}`,
    },
    '/contato': {
      headers,
      html: `${head('Contato | Lumiar IA', 'Fale com o time da Lumiar IA.', '/contato')}
<div class="row-fluid-wrapper dnd-section">
  <div class="content-wrapper">
    <h1>Fale com a gente</h1>
    <p>Comercial: <a href="mailto:vendas@lumiaria.com.br">vendas@lumiaria.com.br</a> · Suporte: <a href="https://app.lumiaria.com.br/ajuda">central de ajuda</a></p>
    <div class="hbspt-form" id="hbspt-form-contato">
      <form class="hs-form stacked" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/44128765/5b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0" method="post">
        <div class="hs_firstname field hs-form-field"><label>Nome</label><input name="firstname" type="text"></div>
        <div class="hs_email field hs-form-field"><label>E-mail corporativo</label><input name="email" type="email"></div>
        <div class="hs_company field hs-form-field"><label>Empresa</label><input name="company" type="text"></div>
        <input type="submit" value="Enviar" class="hs-button primary large">
      </form>
    </div>
  </div>
</div>
${foot}`,
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'cloudflare', 'open-graph'],
  partners: {
    'whatsapp.com': 'technology',
    'zendesk.com.br': 'technology',
    'salesforce.com': 'technology',
    'rdstation.com': 'technology',
    'vtex.com': 'technology',
    'openai.com': 'technology',
    'orbitadigital.com.br': 'channel',
    'verticecx.com.br': 'channel',
    'nexocx.com.br': 'channel',
    'andestec.cl': 'channel',
  },
};
